import { useField } from 'react-final-form';
import type { SupportFieldName } from '../../../shared/domain/support/support-validation';
import { usePersonalAutocomplete } from '../../../app/use-personal-autocomplete';

interface Props {
  name: SupportFieldName;
  label: string;
  required: boolean;
  placeholder?: string;
  validate: (value: string | undefined) => string | undefined;
  /** 'select' lists `options`; 'fixed' shows `fixedValue` disabled (the fixed issue text rule). */
  kind: 'text' | 'email' | 'textarea' | 'select' | 'fixed';
  options?: readonly string[];
  fixedValue?: string;
}

/** One labelled control; its message (shown once touched or after a submit) is tied by aria-describedby. */
export function SupportField({
  name,
  label,
  required,
  placeholder,
  validate,
  kind,
  options,
  fixedValue,
}: Props) {
  const personal = usePersonalAutocomplete();
  const { input, meta } = useField<string>(name, {
    validate,
    subscription: { value: true, error: true, touched: true, submitFailed: true },
    format: (value) => (typeof value === 'string' ? value : ''),
  });
  const id = `support-${name}`;
  const errorId = `${id}-error`;
  const error = (meta.touched || meta.submitFailed) && typeof meta.error === 'string' ? meta.error : null;
  const common = {
    id,
    required,
    'aria-required': required || undefined,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': error ? errorId : undefined,
  };
  return (
    <div className="support-form__field">
      <label htmlFor={id} className="support-form__label">
        {label}
      </label>
      {kind === 'fixed' ? (
        <input id={id} type="text" value={fixedValue ?? ''} disabled readOnly />
      ) : kind === 'select' ? (
        <select {...input} {...common}>
          <option value="">{placeholder ?? ''}</option>
          {(options ?? []).map((option) => (
            <option key={option} value={option}>
              {option}
            </option>
          ))}
        </select>
      ) : kind === 'textarea' ? (
        <textarea
          {...input}
          {...common}
          autoComplete={personal(undefined)}
          rows={4}
          placeholder={placeholder}
          maxLength={5000}
        />
      ) : (
        <input
          {...input}
          {...common}
          type={kind}
          placeholder={placeholder}
          maxLength={kind === 'email' ? 254 : 120}
          autoComplete={personal(kind === 'email' ? 'email' : 'name')}
        />
      )}
      {error ? (
        <p id={errorId} className="support-form__error">
          {error}
        </p>
      ) : null}
    </div>
  );
}
