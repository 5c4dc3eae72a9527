import { useCallback, useId, useMemo, useRef, useState, type FormEvent } from 'react';
import { Form, useFormState } from 'react-final-form';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { draftDiscarded, selectDraft, type DraftValue } from '../../../app/drafts-slice';
import { selectRehydrated } from '../../../app/persist';
import type { Language } from '../../../shared/content-model/language';
import type { JourneyType } from '../../../shared/content-model/study';
import type { ContactValues } from '../../../shared/domain/contact-form/contact-values';
import { validateContactValues } from '../../../shared/domain/contact-form/form-rules';
import { listsOfFields } from '../../../shared/domain/contact-form/field-lists';
import { prefilledFieldNames, screenerPrefillValues } from '../../../shared/domain/contact-form/prefill';
import type { RuleContext } from '../../../shared/domain/contact-form/rule-context';
import { selectSubmitBusy, submitRequested } from '../contact-form-slice';
import type { ContactFormStrings } from '../../../components/form/contact-form-strings';
import { selectContactSubmission, selectScreenerResult } from '../contact-submission-slice';
import { CallCentre } from './call-centre';
import { ContactFormBody } from '../../../components/form/contact-form-body';
import type { ContactFormWidgetFields } from '../../../shared/content-model/contact-form-widget-fields';
import { ContactModals } from './contact-modals';
import { focusFirstError } from '../../../components/form/focus-first-error';
import { initialContactValues, screenerAnswersOf } from './initial-values';
import { SubmitStatus } from './submit-status';
import { useLocationAssist } from '../../../components/form/use-location-assist';
import { useListOptions } from '../../../components/form/use-list-options';
import { ConsentPrefill, DraftSaver, ParticipantCheckWatcher } from './watchers';
import { LaterDraft } from './later-draft';
import { RestoredValues } from './restored-values';
import { ProfilePrefill } from './profile-prefill';

export interface ContactFormViewProps {
  fields: ContactFormWidgetFields;
  t: ContactFormStrings;
  language: Language;
  studyKey: string;
  journeyType: JourneyType;
  minorPath: boolean;
  /** The call-centre number to show (the call-centre number rule, `?pn`), '' for none. */
  callCentre: string;
  mapsApiKey: string | undefined;
}

/** The adult form's time-zone value. */

/** The drafts-slice key of a form's typed values (one per study and form). */
export function contactDraftKey(studyKey: string, formKey: string): string {
  return `contact-form:${studyKey}:${formKey}`;
}

function ErrorSummary({ t }: { t: ContactFormStrings }) {
  const { submitFailed, errors } = useFormState({ subscription: { submitFailed: true, errors: true } });
  const count = Object.keys(errors ?? {}).length;
  if (!submitFailed || count === 0) return null;
  return (
    <p className="contact-form__summary" role="alert">
      {t.errorSummary(count)}
    </p>
  );
}

/**
 * The contact form on react-final-form: values start from the screener prefill, the consent
 * defaults and any saved draft or submission in progress; every change is validated with the
 * shared rules (the server applies the same ones); a refused submit moves focus to the first
 * field in error; an accepted one is handed to the submission saga.
 */
export function ContactFormView(props: ContactFormViewProps) {
  const { fields, t, language, studyKey, journeyType, minorPath, callCentre, mapsApiKey } = props;
  const form = fields.form;
  const dispatch = useAppDispatch();
  const idPrefix = `contact${useId().replace(/:/g, '')}`;
  const titleId = `${idPrefix}-title`;
  const formRef = useRef<HTMLFormElement>(null);
  const busy = useAppSelector(selectSubmitBusy);
  const screener = useAppSelector(selectScreenerResult);
  const submission = useAppSelector(selectContactSubmission);
  const draftKey = contactDraftKey(studyKey, form.key);
  const draft = useAppSelector((state) => selectDraft(state, draftKey));

  const prefill = useMemo(() => screenerPrefillValues(form, screenerAnswersOf(screener)), [form, screener]);
  const prefilled = useMemo(() => prefilledFieldNames(form, prefill), [form, prefill]);
  const resuming = submission && submission.form.key === form.key && submission.form.studyKey === studyKey;
  const startValues = (): ContactValues => {
    const saved = resuming ? submission.values : (draft?.values ?? null);
    return initialContactValues(form, prefill, saved as ContactValues | null);
  };
  const withDraft = useCallback(
    (values: Record<string, DraftValue>) => initialContactValues(form, prefill, values as ContactValues),
    [form, prefill],
  );
  // Read once: later changes to the stored values must not reset what is being typed. A page
  // hydrated from the server's first screen renders the form before the stored state is back (it
  // is inert until then, so nothing can have been typed): the values are read once more when it
  // is, and applied to the form in place (RestoredValues) rather than by mounting it again.
  const rehydrated = useAppSelector(selectRehydrated);
  const startOf = () => ({ rehydrated, values: startValues(), draftSavedAt: draft?.savedAt ?? null });
  const [start, setStart] = useState(startOf);
  if (rehydrated && !start.rehydrated) setStart(startOf());
  const [initialValues] = useState(start.values);

  const assist = useLocationAssist({
    apiKey: mapsApiKey,
    language,
    country: fields.country,
    geolocate: journeyType === '01',
    t,
  });
  const [geolocationFilled, setGeolocationFilled] = useState<string[]>([]);
  const onGeolocationFilled = useCallback(
    (names: string[]) => setGeolocationFilled((known) => [...new Set([...known, ...names])]),
    [],
  );
  const lists = listsOfFields(form.fields);
  const stateList = useListOptions('states', lists.includes('states'), language, fields.country);
  const timeZones = useListOptions('time-zones', lists.includes('time-zones'), language, fields.country);

  const [now] = useState(() => new Date());
  const ctx: RuleContext = useMemo(
    () => ({
      formType: form.formType,
      minorPath,
      screenerQualified: screener?.status === 'qualified',
      journeyType,
      now,
      detectedLocation: assist.location
        ? { zip: assist.location.zipcode, state: assist.location.state }
        : null,
      earlierZip: screener?.zipCode || null,
    }),
    [form.formType, minorPath, screener, journeyType, now, assist.location],
  );
  const validate = useCallback(
    (values: ContactValues) => validateContactValues(form, values, ctx),
    [form, ctx],
  );
  const onSubmit = useCallback(
    (values: ContactValues) => {
      dispatch(submitRequested({ values }));
      // The submission (persisted, encrypted) now holds the values: the draft has served.
      dispatch(draftDiscarded({ key: draftKey }));
    },
    [dispatch, draftKey],
  );

  return (
    <section className="contact-form" aria-labelledby={form.title ? titleId : undefined}>
      {form.title && (
        <h2 id={titleId} className="contact-form__title">
          {form.title}
        </h2>
      )}
      {assist.bridge}
      <Form<ContactValues>
        onSubmit={onSubmit}
        validate={validate}
        initialValues={initialValues}
        subscription={{ submitting: true }}
        render={({ handleSubmit, form: api }) => {
          const submit = (event: FormEvent<HTMLFormElement>) => {
            void handleSubmit(event);
            const state = api.getState();
            if (state.hasValidationErrors) focusFirstError(formRef.current, state.errors ?? {});
          };
          return (
            <form
              ref={formRef}
              className="contact-form__form"
              onSubmit={submit}
              noValidate
              aria-busy={busy || undefined}
              {...(form.title ? { 'aria-labelledby': titleId } : { 'aria-label': form.key })}
            >
              <ContactFormBody
                form={form}
                ctx={ctx}
                idPrefix={idPrefix}
                t={t}
                prefilled={prefilled}
                stateList={stateList}
                timeZones={timeZones}
                assist={{
                  adapter: assist.adapter,
                  zipTable: assist.zipTable,
                  countries: assist.countries,
                  location: assist.location,
                  geolocationFilled,
                  onGeolocationFilled,
                }}
              />
              {assist.geolocationStatus && <p className="contact-form__hint">{assist.geolocationStatus}</p>}
              <ErrorSummary t={t} />
              <button type="submit" className="button button--primary" disabled={busy}>
                {form.submitText}
              </button>
              <SubmitStatus t={t} />
              {callCentre && <CallCentre number={callCentre} words={t.callUs} />}
              <RestoredValues values={start.values} />
              <ParticipantCheckWatcher form={form} ctx={ctx} />
              <DraftSaver draftKey={draftKey} />
              {resuming ? null : (
                <LaterDraft draftKey={draftKey} readAt={start.draftSavedAt} valuesOf={withDraft} />
              )}
              <ConsentPrefill form={form} />
              <ProfilePrefill form={form} />
            </form>
          );
        }}
      />
      <ContactModals fields={fields} t={t} />
    </section>
  );
}
