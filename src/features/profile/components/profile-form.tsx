import { useCallback, useEffect, useId, useMemo, useRef, useState, type FormEvent } from 'react';
import { Form, useForm } from 'react-final-form';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { FinalFormErrorSummary } from '../../../components/final-form-error-summary';
import { delay } from '../../../lib/clock';
import type { Language } from '../../../shared/content-model/language';
import type { ContactForm } from '../../../shared/content-model/form';
import type { MyProfileFields } from '../../../shared/content-model/profile-fields';
import type { BasicDetails } from '../../../shared/contracts/profile-scalars';
import { initialConsentValues } from '../../../shared/domain/contact-form/consent-rules';
import type { ContactValues } from '../../../shared/domain/contact-form/contact-values';
import type { RuleContext } from '../../../shared/domain/contact-form/rule-context';
import { isStateFieldName } from '../../../shared/domain/contact-form/field-locks';
import { profileConsentValues, profileFormValues, profileSaveFieldsOf } from '../profile-form-values';
import { profileFormErrors, profileRuleContext, type LinkedEmail } from '../profile-form-rules';
import { profileSaveRequested, selectProfileSave } from '../profile-slice';
import type { ProfileStrings } from '../profile-strings';
// The profile's contact form is a contact form: the same controls, consent groups and styles.
import '../../../components/form/contact-form.css';
import { ContactFormBody, type LocationAssist } from '../../../components/form/contact-form-body';
import { contactFormStrings } from '../../../components/form/contact-form-strings';
import { focusFirstError } from '../../../components/form/focus-first-error';
import { useListOptions } from '../../../components/form/use-list-options';
import { SaveStatus } from './save-status';

/** "consent prefill 1.5 s": the consent widgets take the profile's answers after the form. */
export const CONSENT_PREFILL_MS = 1_500;

/** My Profile fills no address from a location: no maps, no geolocation, no zip table. */
const NO_ASSIST: LocationAssist = {
  adapter: null,
  zipTable: false,
  countries: [],
  location: null,
  geolocationFilled: [],
  onGeolocationFilled: () => undefined,
};

/** Sets the consent groups from the profile 1.5 s after it arrived, leaving boxes the person changed. */
function ConsentPrefillLater({ form, details }: { form: ContactForm; details: BasicDetails }) {
  const api = useForm<ContactValues>();
  useEffect(() => {
    let live = true;
    void delay(CONSENT_PREFILL_MS).then(() => {
      if (!live) return;
      api.batch(() => {
        for (const [name, value] of Object.entries(profileConsentValues(form, details))) {
          if (!api.getFieldState(name)?.modified) api.change(name, value);
        }
      });
    });
    return () => {
      live = false;
    };
  }, [api, form, details]);
  return null;
}

interface ProfileFormProps {
  fields: MyProfileFields;
  details: BasicDetails;
  language: Language;
  t: ProfileStrings;
  /** The level of the form's section headings (one below the panel's title). */
  sectionHeading?: 'h2' | 'h3';
}

interface FieldsProps extends ProfileFormProps {
  ctx: RuleContext;
  linkedMessage: string;
}

/** The form element: the contact form's controls, Save, the save's status and the consent prefill. */
function ProfileFormFields({
  fields,
  details,
  language,
  t,
  ctx,
  linkedMessage,
  sectionHeading,
}: FieldsProps) {
  const api = useForm<ContactValues>();
  const { status, because } = useAppSelector(selectProfileSave);
  const formRef = useRef<HTMLFormElement>(null);
  const idPrefix = `profile${useId().replace(/:/g, '')}`;
  const form = fields.form;
  const needsStates = form.fields.some(
    (field) => field.type === 'dropdown' && isStateFieldName(field.name) && field.options.length === 0,
  );
  const stateList = useListOptions('states', needsStates, language, 'US');
  const busy = status === 'saving' || status === 'saved';
  // A refused submit moves focus to the first field in error.
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void api.submit();
    const { hasValidationErrors, errors } = api.getState();
    if (hasValidationErrors) focusFirstError(formRef.current, errors ?? {});
  };
  return (
    <form
      ref={formRef}
      className="contact-form__form"
      onSubmit={onSubmit}
      noValidate
      aria-busy={busy || undefined}
      aria-label={fields.headerTitle || t.headerTitle}
    >
      <ContactFormBody
        form={form}
        ctx={ctx}
        idPrefix={idPrefix}
        t={contactFormStrings(language)}
        prefilled={[]}
        stateList={stateList}
        timeZones={[]}
        assist={NO_ASSIST}
        sectionHeading={sectionHeading}
      />
      <FinalFormErrorSummary language={language} className="contact-form__summary" />
      <button type="submit" className="button button--primary" disabled={busy}>
        {form.submitText}
      </button>
      <SaveStatus status={status} because={because} fields={fields} t={t} linkedMessage={linkedMessage} />
      <ConsentPrefillLater form={form} details={details} />
    </form>
  );
}

/**
 * The profile's contact form (the spec's profile fields, its validation rules checked on every
 * change): prefilled from the profile, consents 1.5 s later; Save hands the values to the save
 * saga (address check, outbox, 2 s loader, reload).
 */
export function ProfileForm(props: ProfileFormProps) {
  const { fields, details, language, t } = props;
  const form = fields.form;
  const dispatch = useAppDispatch();
  const save = useAppSelector(selectProfileSave);
  const [now] = useState(() => new Date());
  const ctx = useMemo(() => profileRuleContext(now), [now]);
  // A new object only when the profile's details change (a reload), not on a condition change.
  const initialValues = useMemo(
    () => ({ ...initialConsentValues(form), ...profileFormValues(form, details) }),
    [form, details],
  );
  const linkedMessage = fields.emailLinkedMessage || t.emailLinked;
  const linked: LinkedEmail | null = useMemo(
    () =>
      save.status === 'emailLinked' && save.rejectedEmail
        ? { email: save.rejectedEmail, message: linkedMessage }
        : null,
    [save.status, save.rejectedEmail, linkedMessage],
  );
  const validate = useCallback(
    (values: ContactValues) => profileFormErrors(form, values, ctx, linked, t.invalidDayMonth),
    [form, ctx, linked, t.invalidDayMonth],
  );
  const onSubmit = (values: ContactValues) => {
    const saveFields = profileSaveFieldsOf(form, values);
    dispatch(profileSaveRequested({ fields: saveFields, originalEmail: details.email, language }));
  };
  return (
    <div className="contact-form my-profile__form">
      <Form<ContactValues>
        onSubmit={onSubmit}
        validate={validate}
        initialValues={initialValues}
        subscription={{}}
        render={() => <ProfileFormFields {...props} ctx={ctx} linkedMessage={linkedMessage} />}
      />
    </div>
  );
}
