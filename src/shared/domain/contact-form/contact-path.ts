import type { ContactFormType } from './contact-values';

/*
 * Contact-info pages are recognised by a path with the segment
 * `contact-info`; the minor variant by a segment that includes `minor`; otherwise a segment with
 * the caregiver or adult journey name identifies the form.
 */

export const CONTACT_INFO_SEGMENT = 'contact-info';

function segmentsOf(pathname: string): string[] {
  const path = pathname.split(/[?#]/)[0] ?? '';
  return path
    .split('/')
    .map((segment) => segment.toLowerCase())
    .filter((segment) => segment.length > 0);
}

/** A path segment contains "minor" (the minor age range applies on such a contact-info path). */
export function isMinorPath(pathname: string): boolean {
  return segmentsOf(pathname).some((segment) => segment.includes('minor'));
}

/** A path with the contact-info segment. */
export function isContactInfoPath(pathname: string): boolean {
  return segmentsOf(pathname).includes(CONTACT_INFO_SEGMENT);
}

/** The form a contact-info path shows; null off contact-info paths or when no type is named. */
export function contactFormTypeOfPath(pathname: string): ContactFormType | null {
  if (!isContactInfoPath(pathname)) return null;
  const segments = segmentsOf(pathname).filter((segment) => segment !== CONTACT_INFO_SEGMENT);
  if (segments.some((segment) => segment.includes('minor'))) return 'minor';
  if (segments.some((segment) => segment.includes('caregiver'))) return 'caregiver';
  if (segments.some((segment) => segment.includes('adult'))) return 'adult';
  return null;
}
