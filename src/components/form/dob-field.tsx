import { useField } from 'react-final-form';
import type { FormField } from '../../shared/content-model/form';
import { DOB_PART_FIELDS } from '../../shared/domain/contact-form/contact-values';
import {
  dayOptions,
  dobPartFieldNames,
  dobPartsOf,
  monthOptions,
} from '../../shared/domain/contact-form/dob-rules';
import type { ControlProps } from './control-props';
import { FieldError } from './field-error';
import { FIELD_NAME_ATTRIBUTE, fieldIds, visibleError } from './field-meta';
import { lockedOptions, PLACEHOLDER_VALUE, type SelectOption } from './select-field';

interface DobPartProps {
  name: string;
  label: string;
  options: readonly SelectOption[];
  id: string;
  /** The DOB's message (reported under the DOB field's own name). */
  errorId: string | null;
  /** Names this select answers for when focusing the first error (the first part also stands for the DOB). */
  focusNames: string;
  disabled: boolean;
  required: boolean;
  placeholder: string;
}

function DobPart({
  name,
  label,
  options,
  id,
  errorId,
  focusNames,
  disabled,
  required,
  placeholder,
}: DobPartProps) {
  const { input } = useField<string>(name, {
    subscription: { value: true },
    format: (value) => (typeof value === 'string' && value !== '' ? value : PLACEHOLDER_VALUE),
    parse: (value) => (value === PLACEHOLDER_VALUE ? '' : value),
  });
  return (
    <div className="contact-form__dob-part">
      <label htmlFor={id}>{label}</label>
      <select
        // Locked or unlocked, the select is replaced rather than toggled (see SelectField), and a
        // locked one holds only its value (lockedOptions).
        key={disabled ? 'locked' : 'open'}
        {...input}
        id={id}
        disabled={disabled}
        required={required}
        aria-invalid={errorId ? true : undefined}
        aria-describedby={errorId ?? undefined}
        {...{ [FIELD_NAME_ATTRIBUTE]: focusNames }}
      >
        <option value={PLACEHOLDER_VALUE}>{placeholder}</option>
        {lockedOptions(options, input.value, disabled).map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}

/** Month labels: the DOB field's options when content gives them (value 1..12), else built-in names. */
function monthLabels(field: FormField, builtIn: readonly string[]): SelectOption[] {
  return monthOptions().map((value, index) => ({
    value,
    label: field.options.find((option) => option.value === value)?.label ?? builtIn[index] ?? value,
  }));
}

interface DobFieldProps extends ControlProps {
  /** The years the age bounds allow, in the configured order (dob-rules yearOptions). */
  years: readonly string[];
}

/**
 * Date of birth: Day, Month and Year dropdowns (or Month + Year, or Year alone), grouped in a
 * fieldset whose legend is the field's label. Its message is the DOB field's error.
 */
export function DobField({ field, idPrefix, readOnly, t, years }: DobFieldProps) {
  const { meta } = useField(field.name, {
    subscription: { error: true, submitFailed: true },
  });
  // The parts are separate values; the DOB's message shows once any part was changed or left.
  const day = useField(DOB_PART_FIELDS.day, { subscription: { touched: true, modified: true } }).meta;
  const month = useField(DOB_PART_FIELDS.month, { subscription: { touched: true, modified: true } }).meta;
  const year = useField(DOB_PART_FIELDS.year, { subscription: { touched: true, modified: true } }).meta;
  const ids = fieldIds(idPrefix, field.name);
  const error = visibleError({
    error: meta.error,
    submitFailed: meta.submitFailed,
    touched: Boolean(year.touched || (day.touched && month.touched)),
    modified: Boolean(year.modified),
  });
  const names = dobPartFieldNames(dobPartsOf(field));
  const options: Record<string, { label: string; options: SelectOption[] }> = {
    [DOB_PART_FIELDS.day]: { label: t.day, options: dayOptions().map((value) => ({ value, label: value })) },
    [DOB_PART_FIELDS.month]: { label: t.month, options: monthLabels(field, t.months) },
    [DOB_PART_FIELDS.year]: { label: t.year, options: years.map((value) => ({ value, label: value })) },
  };
  return (
    <fieldset
      className="contact-form__group contact-form__dob"
      aria-describedby={error ? ids.error : undefined}
    >
      <legend className="contact-form__label">
        {field.label}
        {field.required && <span aria-hidden="true"> *</span>}
      </legend>
      <div className="contact-form__dob-parts">
        {names.map((name, index) => {
          const part = options[name];
          if (!part) return null;
          return (
            <DobPart
              key={name}
              name={name}
              label={part.label}
              options={part.options}
              id={`${ids.control}-${name}`}
              errorId={error ? ids.error : null}
              focusNames={index === 0 ? `${field.name} ${name}` : name}
              disabled={readOnly}
              required={field.required}
              placeholder={part.label}
            />
          );
        })}
      </div>
      <FieldError id={ids.error} message={error} />
    </fieldset>
  );
}
