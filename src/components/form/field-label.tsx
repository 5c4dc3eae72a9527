import type { FormField } from '../../shared/content-model/form';

/** The visible label of a single-control field, with the required marker hidden from readers. */
export function FieldLabel({
  field,
  controlId,
}: {
  field: Pick<FormField, 'label' | 'required'>;
  controlId: string;
}) {
  return (
    <label htmlFor={controlId} className="contact-form__label">
      {field.label}
      {field.required && <span aria-hidden="true"> *</span>}
    </label>
  );
}
