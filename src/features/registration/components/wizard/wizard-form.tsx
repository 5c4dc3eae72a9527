import { useCallback, useId, useState } from 'react';
import { Form } from 'react-final-form';
import { useAppSelector } from '../../../../app/hooks';
import { now as clockNow } from '../../../../lib/clock';
import type { Language } from '../../../../shared/content-model/language';
import type { RegistrationWizardFields } from '../../../../shared/content-model/registration-fields';
import { initialConsentValues } from '../../../../shared/domain/contact-form/consent-rules';
import type { RegistrationData } from '../../../../shared/domain/registration/registration-data';
import { validateStep } from '../../../../shared/domain/registration/step-validation';
import { stepValuesOf, type StepValues } from '../../../../shared/domain/registration/step-values';
import { nextWizardStep } from '../../../../shared/domain/registration/wizard-steps';
import { selectRegistration } from '../../registration-slice';
import type { RegistrationStrings } from '../../registration-strings';
import { missingFieldLabels } from './missing-fields';
import { StepDraftSaver } from './step-draft-saver';
import { StepFields } from './step-fields';
import { useStepActions } from './use-step-actions';
import { WizardNav } from './wizard-nav';

interface WizardFormProps {
  fields: RegistrationWizardFields;
  data: RegistrationData;
  language: Language;
  t: RegistrationStrings;
  mapsApiKey: string | undefined;
  labelledBy: string;
}

function SubmitNotice({ fields, t }: { fields: RegistrationWizardFields; t: RegistrationStrings }) {
  const { submit } = useAppSelector(selectRegistration);
  return (
    <>
      <div role="status" className="registration__status">
        {submit === 'submitting' ? <p>{fields.submittingText || t.submitting}</p> : null}
      </div>
      {submit === 'failed' ? (
        <p role="alert" className="registration__error">
          {fields.submitErrorText || t.submitError}
        </p>
      ) : null}
    </>
  );
}

/**
 * One wizard step on react-final-form: every change is validated with the shared rules, and
 * Next is enabled only when the step is valid; while it is not, a line above Next names the fields
 * still missing (a disabled button alone gives no reason). use-step-actions.ts says what Next and
 * Back do; what is typed is kept as it is typed, so a reload does not lose it.
 */
export function WizardForm({ fields, data, language, t, mapsApiKey, labelledBy }: WizardFormProps) {
  const { submit } = useAppSelector(selectRegistration);
  const idPrefix = `registration${useId().replace(/:/g, '')}`;
  const [now] = useState(() => new Date(clockNow()));
  // Read once: later changes to the state must not reset what is being typed.
  const [initialValues] = useState<StepValues>(() => ({
    ...initialConsentValues({ consentGroups: fields.consentGroups }),
    ...stepValuesOf(fields.step, data),
  }));
  const validate = useCallback((values: StepValues) => validateStep(fields, values, now), [fields, now]);
  const { onNext, onBack, onType, onCommunities, onLocation } = useStepActions(fields, data, language);
  const missingId = `${idPrefix}-missing`;

  return (
    <Form<StepValues>
      onSubmit={onNext}
      validate={validate}
      initialValues={initialValues}
      subscription={{ invalid: true, errors: true }}
    >
      {({ handleSubmit, invalid, errors, form }) => {
        const missing = invalid ? missingFieldLabels(fields, errors, t) : [];
        return (
          <form
            className="registration-wizard__form"
            noValidate
            aria-labelledby={labelledBy}
            onSubmit={handleSubmit}
          >
            <StepFields
              fields={fields}
              idPrefix={idPrefix}
              language={language}
              now={now}
              t={t}
              mapsApiKey={mapsApiKey}
              onCommunities={onCommunities}
              onLocation={onLocation}
            />
            <StepDraftSaver onSave={onType} />
            {nextWizardStep(fields.step) ? null : <SubmitNotice fields={fields} t={t} />}
            {missing.length > 0 ? (
              <p id={missingId} className="registration__missing">
                {t.missing(missing.join(', '))}
              </p>
            ) : null}
            <WizardNav
              backText={fields.backText ?? ''}
              nextText={fields.nextText ?? ''}
              nextEnabled={!invalid}
              describedBy={missing.length > 0 ? missingId : undefined}
              busy={submit === 'submitting'}
              onBack={() => onBack(form.getState().values)}
              t={t}
            />
          </form>
        );
      }}
    </Form>
  );
}
