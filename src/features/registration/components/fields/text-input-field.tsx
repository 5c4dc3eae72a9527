import type { HTMLAttributes } from 'react';
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
        maxLength={config.maxLength ?? props.defaultMaxLength}
        autoComplete={personal(autoComplete)}
        inputMode={inputMode}
        aria-required={required || undefined}
        {...invalidProps(ids.message, error)}
      />
      <FieldMessage id={ids.message} message={error} />
    </div>
  );
}
