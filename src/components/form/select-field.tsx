import { useField } from 'react-final-form';
import { FieldLabel } from './field-label';
import type { ControlProps } from './control-props';
import { FieldError } from './field-error';
import { describedBy, FIELD_NAME_ATTRIBUTE, fieldIds, visibleError } from './field-meta';

/** The state dropdown's placeholder value is 'none'; the form keeps '' for "nothing chosen". */
export const PLACEHOLDER_VALUE = 'none';

/**
 * The options a select shows: all of them, or for a locked (disabled) one only the option of its
 * value, since nobody can choose another. A locked year list is then one option, not a hundred
 * nodes built, styled and laid out for nothing.
 */
export function lockedOptions(
  options: readonly SelectOption[],
  value: string,
  locked: boolean,
): readonly SelectOption[] {
  return locked ? options.filter((option) => option.value === value) : options;
}

export interface SelectOption {
  value: string;
  label: string;
}

interface SelectFieldProps extends ControlProps {
  options: readonly SelectOption[];
}

/**
 * A dropdown. A locked one is disabled (a select has no read-only state) but keeps its value
 * in the form; its hint says why.
 */
export function SelectField({ field, idPrefix, readOnly, t, options }: SelectFieldProps) {
  const { input, meta } = useField<string>(field.name, {
    subscription: { value: true, error: true, touched: true, modified: true, submitFailed: true },
    format: (value) => (typeof value === 'string' && value !== '' ? value : PLACEHOLDER_VALUE),
    parse: (value) => (value === PLACEHOLDER_VALUE ? '' : value),
  });
  const ids = fieldIds(idPrefix, field.name);
  const error = visibleError(meta);
  return (
    <div className="contact-form__field">
      <FieldLabel field={field} controlId={ids.control} />
      <select
        // A select that becomes locked (the screener's answers arrive with the stored state) is
        // replaced, not toggled: flipping `disabled` on a select on the page restyles each of its
        // options (:disabled / :enabled), a hundred for a year list, where a new one is built
        // off the page and inserted once. A locked one holds only its value (lockedOptions).
        key={readOnly ? 'locked' : 'open'}
        {...input}
        id={ids.control}
        disabled={readOnly}
        required={field.required}
        aria-required={field.required || undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(ids, error, readOnly)}
        {...{ [FIELD_NAME_ATTRIBUTE]: field.name }}
      >
        <option value={PLACEHOLDER_VALUE}>{field.placeholder || t.choose}</option>
        {lockedOptions(options, input.value, readOnly).map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      {readOnly && (
        <p id={ids.hint} className="contact-form__hint">
          {t.readOnlyHint}
        </p>
      )}
      <FieldError id={ids.error} message={error} />
    </div>
  );
}
