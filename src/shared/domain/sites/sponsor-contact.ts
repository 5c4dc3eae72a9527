/*
 * The {SponsorContact} merge tag: a health-care professional is addressed by last name when their suffix is
 * DO, MD or PhD, otherwise by first name.
 */

export const PROFESSIONAL_SUFFIXES = ['DO', 'MD', 'PhD'] as const;

export interface PersonName {
  firstName: string;
  lastName: string;
  suffix: string;
}

const TITLES = /^(dr|mr|mrs|ms|mx|prof)\.?$/i;

/** "Dr. Maya Patel, MD" → { firstName: 'Maya', lastName: 'Patel', suffix: 'MD' }. */
export function parsePersonName(full: string): PersonName {
  const [namePart = '', ...suffixParts] = full.split(',');
  const words = namePart
    .trim()
    .split(/\s+/)
    .filter((word) => word !== '' && !TITLES.test(word));
  return {
    firstName: words.length > 1 ? words.slice(0, -1).join(' ') : (words[0] ?? ''),
    lastName: words.length > 1 ? (words.at(-1) ?? '') : '',
    suffix: suffixParts.join(',').trim(),
  };
}

/** Suffixes compare without dots and case: "M.D.", "md" and "MD" are the same. */
function isProfessionalSuffix(suffix: string): boolean {
  const plain = suffix.replace(/\./g, '').trim().toLowerCase();
  return PROFESSIONAL_SUFFIXES.some((known) => known.toLowerCase() === plain);
}

export function sponsorContactName(name: PersonName): string {
  if (isProfessionalSuffix(name.suffix) && name.lastName !== '') return name.lastName;
  return name.firstName;
}
