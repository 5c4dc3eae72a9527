import { useField } from 'react-final-form';
import type { ControlProps } from './control-props';
import { FieldError } from './field-error';
import { FIELD_NAME_ATTRIBUTE, fieldIds, visibleError } from './field-meta';
import type { SelectOption } from './select-field';

interface ChoiceOptionProps {
  name: string;
  option: SelectOption;
  multiple: boolean;
  id: string;
  disabled: boolean;
  invalid: boolean;
  /** The group's message: each box names it too (not every screen reader reads a fieldset's). */
  errorId: string;
  /** Only the first box carries the field name, so "focus the first error" lands on it. */
  first: boolean;
}

function ChoiceOption({ name, option, multiple, id, disabled, invalid, errorId, first }: ChoiceOptionProps) {
  const { input } = useField(name, {
    type: multiple ? 'checkbox' : 'radio',
    value: option.value,
    subscription: { value: true },
  });
  return (
    <div className="contact-form__choice">
      <input
        {...input}
        id={id}
        disabled={disabled}
        aria-invalid={invalid || undefined}
        aria-describedby={invalid ? errorId : undefined}
        {...(first ? { [FIELD_NAME_ATTRIBUTE]: name } : {})}
      />
      <label htmlFor={id}>{option.label}</label>
    </div>
  );
}

interface ChoiceGroupFieldProps extends ControlProps {
  multiple: boolean;
  options: readonly SelectOption[];
}

/**
 * A radiobutton group (one value) or a multicheckbox (a list of values, at least one when
 * required), as a fieldset whose legend is the field's label and whose message describes it.
 */
export function ChoiceGroupField({ field, idPrefix, readOnly, multiple, options }: ChoiceGroupFieldProps) {
  const { meta } = useField(field.name, {
    subscription: { error: true, touched: true, modified: true, submitFailed: true },
  });
  const ids = fieldIds(idPrefix, field.name);
  const error = visibleError(meta);
  return (
    <fieldset className="contact-form__group" aria-describedby={error ? ids.error : undefined}>
      <legend className="contact-form__label">
        {field.label}
        {field.required && <span aria-hidden="true"> *</span>}
      </legend>
      {options.map((option, index) => (
        <ChoiceOption
          key={option.value}
          name={field.name}
          option={option}
          multiple={multiple}
          id={`${ids.control}-${index}`}
          disabled={readOnly}
          invalid={Boolean(error)}
          errorId={ids.error}
          first={index === 0}
        />
      ))}
      <FieldError id={ids.error} message={error} />
    </fieldset>
  );
}
