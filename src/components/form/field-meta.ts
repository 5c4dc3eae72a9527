/**
 * Accessibility plumbing shared by every contact-form control: stable ids for a field, its error
 * and its hint, whether the error shows, and the aria attributes that tie them together.
 */
export interface FieldMetaLike {
  error?: unknown;
  touched?: boolean;
  modified?: boolean;
  submitFailed?: boolean;
}

/** Validation runs on every change; a message shows once the field was changed, left or submitted. */
export function visibleError(meta: FieldMetaLike): string | null {
  if (typeof meta.error !== 'string' || meta.error === '') return null;
  return meta.touched || meta.modified || meta.submitFailed ? meta.error : null;
}

export interface FieldIds {
  control: string;
  error: string;
  hint: string;
}

/** Ids are built from the form's prefix and the payload name (names never contain spaces). */
export function fieldIds(prefix: string, name: string): FieldIds {
  const control = `${prefix}-${name}`;
  return { control, error: `${control}-error`, hint: `${control}-hint` };
}

export function describedBy(ids: FieldIds, error: string | null, hint: boolean): string | undefined {
  const list = [hint ? ids.hint : null, error ? ids.error : null].filter(Boolean);
  return list.length > 0 ? list.join(' ') : undefined;
}

/** Data attribute carried by every control so the first invalid one can be focused on submit. */
export const FIELD_NAME_ATTRIBUTE = 'data-contact-field';
