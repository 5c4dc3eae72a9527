/** A field's message, referenced by the control's aria-describedby. */
export function FieldError({ id, message }: { id: string; message: string | null }) {
  if (!message) return null;
  return (
    <p id={id} className="contact-form__error">
      {message}
    </p>
  );
}
