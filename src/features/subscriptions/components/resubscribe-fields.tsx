import { useField } from 'react-final-form';

interface FieldProps {
  idPrefix: string;
  label: string;
}

interface MetaLike {
  error?: unknown;
  submitError?: unknown;
  submitFailed?: boolean;
  dirtySinceLastSubmit?: boolean;
}

/**
 * Validation messages show once Resubscribe was pressed; the server's message (a submit
 * error) shows until the field is edited.
 */
export function shownError(meta: MetaLike): string | null {
  if (typeof meta.error === 'string' && meta.error !== '' && meta.submitFailed) return meta.error;
  if (typeof meta.submitError === 'string' && meta.submitError !== '' && !meta.dirtySinceLastSubmit) {
    return meta.submitError;
  }
  return null;
}

const SUBSCRIPTION = {
  value: true,
  error: true,
  submitError: true,
  submitFailed: true,
  dirtySinceLastSubmit: true,
} as const;

export function EmailField({ idPrefix, label, placeholder }: FieldProps & { placeholder?: string }) {
  const { input, meta } = useField<string>('email', {
    subscription: SUBSCRIPTION,
    format: (value) => value ?? '',
  });
  const id = `${idPrefix}-email`;
  const error = shownError(meta);
  return (
    <div className="resubscribe-form__field">
      <label htmlFor={id} className="resubscribe-form__label">
        {label}
      </label>
      <input
        {...input}
        id={id}
        type="email"
        autoComplete="email"
        placeholder={placeholder}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
      />
      {error ? (
        <p id={`${id}-error`} className="subscriptions-page__error">
          {error}
        </p>
      ) : null}
    </div>
  );
}

export function ConsentField({ idPrefix, label, required }: FieldProps & { required: boolean }) {
  const { input, meta } = useField<boolean>('consent', { type: 'checkbox', subscription: SUBSCRIPTION });
  const id = `${idPrefix}-consent`;
  const error = shownError(meta);
  return (
    <div className="resubscribe-form__field resubscribe-form__field--checkbox">
      <input
        type="checkbox"
        name={input.name}
        checked={Boolean(input.checked)}
        onChange={input.onChange}
        onFocus={input.onFocus}
        onBlur={input.onBlur}
        id={id}
        aria-required={required || undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
      />
      <label htmlFor={id}>{label}</label>
      {error ? (
        <p id={`${id}-error`} className="subscriptions-page__error">
          {error}
        </p>
      ) : null}
    </div>
  );
}
