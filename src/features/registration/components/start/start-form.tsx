import { useId, useState, type FormEvent } from 'react';
import { useAppDispatch, useAppSelector } from '../../../../app/hooks';
import { withCurrentQuery } from '../../../../components/app-link';
import { useFocusFirstInvalid } from '../../../../components/form-errors';
import { localizePath, type Language } from '../../../../shared/content-model/language';
import type { RegistrationStartFields } from '../../../../shared/content-model/registration-start-fields';
import {
  registrationStartErrors,
  type RegistrationStartValues,
} from '../../../../shared/domain/registration/start-rules';
import { DEFAULT_REGISTRATION_NEXT_LINK } from '../../../../shared/domain/registration/wizard-steps';
import {
  registrationStartEdited,
  registrationStartSubmitted,
  selectRegistration,
} from '../../registration-slice';
import type { RegistrationStartStrings } from '../../registration-start-strings';
import { FieldMessage, invalidProps, RequiredMark } from '../fields/field-a11y';
import { StartEmailField } from './start-email-field';

interface StartFormProps {
  fields: RegistrationStartFields;
  language: Language;
  search: string;
  t: RegistrationStartStrings;
}

type Touched = Partial<Record<keyof RegistrationStartValues, boolean>>;

/** Where Get started leads: the configured link (default /register/about-you), the query kept. */
function nextTarget(fields: RegistrationStartFields, language: Language, search: string): string {
  const link = fields.nextLink ?? localizePath(DEFAULT_REGISTRATION_NEXT_LINK, language);
  const to = withCurrentQuery(link, search);
  return `${to.pathname}${to.search}${to.hash}`;
}

/**
 * Email and consent, validated with the configured flags, messages and regex; a message
 * shows once its field was left or after a submit attempt. Two fields only: plain React state
 * keeps the home page free of the form library.
 */
export function StartForm({ fields, language, search, t }: StartFormProps) {
  const dispatch = useAppDispatch();
  const { start } = useAppSelector(selectRegistration);
  const prefix = `cr-registration${useId().replace(/:/g, '')}`;
  const [values, setValues] = useState<RegistrationStartValues>({ email: '', agree: false });
  const [touched, setTouched] = useState<Touched>({});
  const [attempted, setAttempted] = useState(false);
  const { ref: formRef, refused } = useFocusFirstInvalid();
  const errors = registrationStartErrors(values, fields);
  const exists = start === 'exists' ? fields.emailExists || t.emailExists : null;
  const emailError = (attempted || touched.email ? errors.email : undefined) ?? exists;
  const agreeError = (attempted || touched.agree ? errors.agree : undefined) ?? null;

  const onEmail = (email: string) => {
    setValues((current) => ({ ...current, email }));
    if (start === 'exists') dispatch(registrationStartEdited());
  };
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setAttempted(true);
    if (errors.email || errors.agree) refused(); // to the first field in error
    if (errors.email || errors.agree || start === 'checking') return;
    dispatch(
      registrationStartSubmitted({
        ...values,
        email: values.email.trim(),
        to: nextTarget(fields, language, search),
      }),
    );
  };

  return (
    <form ref={formRef} className="registration-start__form" noValidate onSubmit={onSubmit}>
      <StartEmailField
        fields={fields}
        prefix={prefix}
        value={values.email}
        error={emailError}
        onChange={onEmail}
        onBlur={() => setTouched((current) => ({ ...current, email: true }))}
        t={t}
      />
      <div className="registration__field registration__field--checkbox">
        <input
          id={`${prefix}-agree`}
          type="checkbox"
          checked={values.agree}
          aria-required={fields.isConsentRequired || undefined}
          {...invalidProps(`${prefix}-agree-message`, agreeError)}
          onChange={(event) => setValues((current) => ({ ...current, agree: event.target.checked }))}
          onBlur={() => setTouched((current) => ({ ...current, agree: true }))}
        />
        <label htmlFor={`${prefix}-agree`}>
          {fields.consentText || t.consentText}
          <RequiredMark required={fields.isConsentRequired} />
        </label>
        <FieldMessage id={`${prefix}-agree-message`} message={agreeError} />
      </div>
      <p role="status" className="registration__status">
        {start === 'checking' ? t.checking : null}
      </p>
      <button type="submit" className="button button--primary" disabled={start === 'checking'}>
        {fields.buttonText || t.getStarted}
      </button>
    </form>
  );
}
