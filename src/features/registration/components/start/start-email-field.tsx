import type { RegistrationStartFields } from '../../../../shared/content-model/registration-start-fields';
import { emailDomainSuggestions } from '../../../../shared/domain/registration/start-rules';
import type { RegistrationStartStrings } from '../../registration-start-strings';
import { FieldMessage, invalidProps, RequiredMark } from '../fields/field-a11y';
import { usePersonalAutocomplete } from '../../../../app/use-personal-autocomplete';

interface StartEmailFieldProps {
  fields: RegistrationStartFields;
  prefix: string;
  value: string;
  /** The rule's message or the server's emailExists, once it may show. */
  error: string | null;
  onChange: (email: string) => void;
  onBlur: () => void;
  t: RegistrationStartStrings;
}

/**
 * The start's email: after the typed '@' the configured domains are offered through a datalist
 * (the browser's own accessible list: the input becomes a combobox). Its message is announced.
 */
export function StartEmailField({ fields, prefix, value, error, onChange, onBlur, t }: StartEmailFieldProps) {
  const personal = usePersonalAutocomplete();
  const suggestions = emailDomainSuggestions(value, fields.emailDomains);
  const ids = { control: `${prefix}-email`, list: `${prefix}-domains`, message: `${prefix}-email-message` };
  return (
    <div className="registration__field">
      <label htmlFor={ids.control} className="registration__label">
        {fields.emailLabel || t.emailLabel}
        <RequiredMark required={fields.isEmailRequired} />
      </label>
      <input
        id={ids.control}
        type="email"
        autoComplete={personal('email')}
        list={suggestions.length > 0 ? ids.list : undefined}
        placeholder={fields.emailPlaceholder}
        value={value}
        aria-required={fields.isEmailRequired || undefined}
        {...invalidProps(ids.message, error)}
        onChange={(event) => onChange(event.target.value)}
        onBlur={onBlur}
      />
      <datalist id={ids.list}>
        {suggestions.map((suggestion) => (
          <option key={suggestion} value={suggestion} />
        ))}
      </datalist>
      <FieldMessage id={ids.message} message={error} />
    </div>
  );
}
