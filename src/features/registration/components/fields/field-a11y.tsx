/*
 * Accessibility plumbing of the registration's own controls: stable ids for a control and its
 * message, when a message shows (after the field was left, or after a submit attempt), and
 * the message element the control's aria-describedby points at.
 */

export interface RegistrationFieldMeta {
  error?: unknown;
  touched?: boolean;
  submitFailed?: boolean;
}

export function controlIds(prefix: string, name: string) {
  const control = `${prefix}-${name}`;
  return { control, message: `${control}-message` };
}

export function shownError(meta: RegistrationFieldMeta): string | null {
  if (typeof meta.error !== 'string' || meta.error === '') return null;
  return meta.touched || meta.submitFailed ? meta.error : null;
}

/** aria-invalid and aria-describedby of a control whose message may show. */
export function invalidProps(messageId: string, error: string | null) {
  return error ? { 'aria-invalid': true as const, 'aria-describedby': messageId } : {};
}

/**
 * An alert: the registration's messages appear when a field is left or a submit is refused (the
 * wizard's Next stays disabled while a step is invalid), so they are announced as they appear.
 */
export function FieldMessage({ id, message }: { id: string; message: string | null }) {
  if (!message) return null;
  return (
    <p id={id} className="registration__error" role="alert">
      {message}
    </p>
  );
}

/** The visible required marker (the control itself says aria-required). */
export function RequiredMark({ required }: { required: boolean }) {
  return required ? <span aria-hidden="true"> *</span> : null;
}
