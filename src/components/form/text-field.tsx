import type { Ref } from 'react';
import { FieldLabel } from './field-label';
import { useField } from 'react-final-form';
import type { ControlProps } from './control-props';
import { FieldError } from './field-error';
import { describedBy, FIELD_NAME_ATTRIBUTE, fieldIds, visibleError } from './field-meta';
import { inputHintsOf } from './input-hints';
import { usePersonalAutocomplete } from '../../app/use-personal-autocomplete';

interface TextFieldProps extends ControlProps {
  /** The field's maxLength (configured, or the per-field default of the rules). */
  maxLength: number | undefined;
  /** The address line hands its element to the maps adapter's autocomplete. */
  inputRef?: Ref<HTMLInputElement>;
  /** Autocomplete attached: the browser's own autofill would cover its suggestions. */
  suggestionsAttached?: boolean;
}

/** A textbox: label, input, configured maxLength, and its message tied by aria-describedby. */
export function TextField({
  field,
  idPrefix,
  readOnly,
  t,
  maxLength,
  inputRef,
  suggestionsAttached,
}: TextFieldProps) {
  const { input, meta } = useField<string>(field.name, {
    subscription: { value: true, error: true, touched: true, modified: true, submitFailed: true },
    format: (value) => (typeof value === 'string' ? value : ''),
  });
  const ids = fieldIds(idPrefix, field.name);
  const error = visibleError(meta);
  const hints = inputHintsOf(field.name);
  const personal = usePersonalAutocomplete();
  return (
    <div className="contact-form__field">
      <FieldLabel field={field} controlId={ids.control} />
      <input
        {...input}
        ref={inputRef}
        id={ids.control}
        type={hints.type}
        autoComplete={suggestionsAttached ? 'off' : personal(hints.autoComplete)}
        inputMode={hints.inputMode}
        placeholder={field.placeholder}
        maxLength={maxLength}
        readOnly={readOnly}
        required={field.required}
        aria-required={field.required || undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(ids, error, readOnly)}
        {...{ [FIELD_NAME_ATTRIBUTE]: field.name }}
      />
      {readOnly && (
        <p id={ids.hint} className="contact-form__hint">
          {t.readOnlyHint}
        </p>
      )}
      <FieldError id={ids.error} message={error} />
    </div>
  );
}
