import { FIELD_NAME_ATTRIBUTE } from './field-meta';

/**
 * After a refused submit, moves focus to the first control (in page order) whose field has an
 * error, so keyboard and screen-reader users land where the correction is needed.
 */
export function focusFirstError(root: HTMLElement | null, errors: Record<string, unknown>): boolean {
  if (!root) return false;
  const controls = root.querySelectorAll<HTMLElement>(`[${FIELD_NAME_ATTRIBUTE}]`);
  for (const control of Array.from(controls)) {
    // A control may stand for several names (a DOB part answers for the DOB field too).
    const names = (control.getAttribute(FIELD_NAME_ATTRIBUTE) ?? '').split(' ');
    if (names.some((name) => typeof errors[name] === 'string' && errors[name] !== '')) {
      control.focus();
      return true;
    }
  }
  return false;
}
