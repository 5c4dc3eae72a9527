/*
 * How cards show a site's phone and indications (the spec's "Study location card",
 * "Questionnaire card"): the phone is a tel: link, indications (a comma list in content) are joined
 * with ' | '.
 */

/** A tel: link keeping only the digits and a leading +, or null when there is no number. */
export function telLinkOf(phone: string | undefined): string | null {
  if (!phone) return null;
  const digits = phone.trim().replace(/(?!^\+)[^\d]/g, '');
  return /\d{3,}/.test(digits) ? `tel:${digits}` : null;
}

/** A US number written as (800) 555-0100 (with or without +1); anything else as it was given. */
export function displayPhone(phone: string): string {
  const digits = phone.replace(/\D/g, '');
  const national = digits.length === 11 && digits.startsWith('1') ? digits.slice(1) : digits;
  if (national.length !== 10) return phone.trim();
  return `(${national.slice(0, 3)}) ${national.slice(3, 6)}-${national.slice(6)}`;
}

/** 'Migraine, Chronic migraine' → 'Migraine | Chronic migraine'; blanks left out. */
export function joinIndications(indication: string | undefined): string {
  return (indication ?? '')
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean)
    .join(' | ');
}
