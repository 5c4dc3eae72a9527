import type { ChangeEvent, HTMLAttributes } from 'react';
import { useField } from 'react-final-form';
import type { TextFieldConfig } from '../../../../shared/content-model/registration-fields';
import { controlIds, FieldMessage, invalidProps, RequiredMark, shownError } from './field-a11y';
import { usePersonalAutocomplete } from '../../../../app/use-personal-autocomplete';

interface TextInputFieldProps {
  name: string;
  /** Label, placeholder, required flag and maximum length from content. */
  config: TextFieldConfig;
  fallbackLabel: string;
  idPrefix: string;
  /** Required whatever content says (the zip code: the registration cannot do without it). */
  alwaysRequired?: boolean;
  /** The length the server accepts, when content sets none. */
  defaultMaxLength?: number;
  /**
   * Cleans what is typed or pasted before it is cut to length (the ZIP code keeps its digits). The
   * input then has no maxLength attribute: the browser would cut pasted " 60611" to " 6061" first.
   */
  clean?: (raw: string) => string;
  type?: 'text' | 'tel' | 'email';
  autoComplete?: string;
  inputMode?: HTMLAttributes<HTMLInputElement>['inputMode'];
}

/** A labelled text input of the wizard (names, zip code, phone); its message shows once it was left. */
export function TextInputField(props: TextInputFieldProps) {
  const { name, config, fallbackLabel, idPrefix, type = 'text', autoComplete, inputMode } = props;
  const personal = usePersonalAutocomplete();
  const required = config.required || Boolean(props.alwaysRequired);
  const { input, meta } = useField<string>(name, {
    subscription: { value: true, error: true, touched: true, submitFailed: true },
  });
  const ids = controlIds(idPrefix, name);
  const error = shownError(meta);
  const maxLength = config.maxLength ?? props.defaultMaxLength;
  const { clean } = props;
  const onChange = clean
    ? (event: ChangeEvent<HTMLInputElement>) => input.onChange(clean(event.target.value).slice(0, maxLength))
    : input.onChange;
  return (
    <div className="registration__field">
      <label htmlFor={ids.control} className="registration__label">
        {config.label || fallbackLabel}
        <RequiredMark required={required} />
      </label>
      <input
        {...input}
        value={input.value ?? ''}
        id={ids.control}
        type={type}
        placeholder={config.placeholder}
        onChange={onChange}
        maxLength={clean ? undefined : maxLength}
        autoComplete={personal(autoComplete)}
        inputMode={inputMode}
        aria-required={required || undefined}
        {...invalidProps(ids.message, error)}
      />
      <FieldMessage id={ids.message} message={error} />
    </div>
  );
}
