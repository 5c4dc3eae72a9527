import { useField } from 'react-final-form';
import type { ChoiceFieldConfig, ChoiceOption } from '../../../../shared/content-model/registration-fields';
import { controlIds, FieldMessage, RequiredMark, shownError } from './field-a11y';

interface ChoiceGroupFieldProps {
  name: string;
  /** Its legend, options and required flag. */
  config: ChoiceFieldConfig;
  /** The legend when content gives none. */
  fallbackLegend: string;
  idPrefix: string;
  /** radio: one answer (gender, distance, home trials); checkbox: any number (patient enquiries). */
  kind: 'radio' | 'checkbox';
}

function ChoiceInput(props: {
  name: string;
  option: ChoiceOption;
  id: string;
  kind: 'radio' | 'checkbox';
  invalid: boolean;
  /** The group's message (each box names it too: not every screen reader reads a fieldset's). */
  messageId: string;
}) {
  const { name, option, id, kind, invalid, messageId } = props;
  const { input } = useField(name, { type: kind, value: option.value, subscription: { value: true } });
  return (
    <div className="registration__choice">
      <input
        {...input}
        id={id}
        aria-invalid={invalid || undefined}
        aria-describedby={invalid ? messageId : undefined}
      />
      <label htmlFor={id}>{option.label}</label>
    </div>
  );
}

/** A radio group or checklist in a fieldset and legend; its message shows once it was left. */
export function ChoiceGroupField({ name, config, fallbackLegend, idPrefix, kind }: ChoiceGroupFieldProps) {
  const { required, options } = config;
  const { meta } = useField(name, { subscription: { error: true, touched: true, submitFailed: true } });
  const ids = controlIds(idPrefix, name);
  const error = shownError(meta);
  return (
    <fieldset
      className="registration__group"
      aria-required={kind === 'radio' ? required || undefined : undefined}
      aria-describedby={error ? ids.message : undefined}
      {...(kind === 'radio' ? { role: 'radiogroup' } : {})}
    >
      <legend className="registration__label">
        {config.label || fallbackLegend}
        <RequiredMark required={required} />
      </legend>
      {options.map((option, index) => (
        <ChoiceInput
          key={option.value}
          name={name}
          option={option}
          id={`${ids.control}-${index}`}
          kind={kind}
          invalid={Boolean(error)}
          messageId={ids.message}
        />
      ))}
      <FieldMessage id={ids.message} message={error} />
    </fieldset>
  );
}
