import type { ReactNode } from 'react';
import { useField } from 'react-final-form';
import { FieldError } from './field-error';
import { describedBy, FIELD_NAME_ATTRIBUTE, fieldIds, visibleError } from './field-meta';

interface CheckboxFieldProps {
  name: string;
  label: ReactNode;
  idPrefix: string;
  required: boolean;
  readOnly: boolean;
  /** Extra text under the label (a consent group's subtitle). */
  description?: ReactNode;
}

/** One checkbox (a checkbox field, a consent group's own box, the mobile-number box): a boolean value. */
export function CheckboxField({
  name,
  label,
  idPrefix,
  required,
  readOnly,
  description,
}: CheckboxFieldProps) {
  const { input, meta } = useField<boolean>(name, {
    type: 'checkbox',
    subscription: { value: true, error: true, touched: true, modified: true, submitFailed: true },
  });
  const ids = fieldIds(idPrefix, name);
  const error = visibleError(meta);
  return (
    <div className="contact-form__field contact-form__field--checkbox">
      <input
        type="checkbox"
        name={input.name}
        checked={Boolean(input.checked)}
        onChange={input.onChange}
        onFocus={input.onFocus}
        onBlur={input.onBlur}
        id={ids.control}
        disabled={readOnly}
        aria-required={required || undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(ids, error, Boolean(description))}
        {...{ [FIELD_NAME_ATTRIBUTE]: name }}
      />
      <label htmlFor={ids.control} className="contact-form__check-label">
        {label}
        {required && <span aria-hidden="true"> *</span>}
      </label>
      {description ? (
        <div id={ids.hint} className="contact-form__hint">
          {description}
        </div>
      ) : null}
      <FieldError id={ids.error} message={error} />
    </div>
  );
}
