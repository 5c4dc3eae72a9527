/*
 * One normalization for the stored words and the typed ones, done here rather than by a database
 * text-search configuration: lower case without accents ("Migraña" → "migrana"), split on
 * anything that is not a letter or digit. The same answer on PGlite and on any PostgreSQL locale.
 */

const WORD = /[\p{L}\p{N}]+/gu;
const MARKS = /\p{M}+/gu;

/** Lower case, accents removed, whitespace collapsed. */
export function normalizeText(text: string): string {
  return text.normalize('NFD').replace(MARKS, '').toLowerCase().normalize('NFC').trim().replace(/\s+/g, ' ');
}

/** The distinct normalized words of a text, in order of first appearance. */
export function searchWords(text: string): string[] {
  return [...new Set(normalizeText(text).match(WORD) ?? [])];
}

/**
 * A tsquery where every word must match, each as a prefix ("migr" finds "migraine"); null when
 * the text has no word. Words hold only letters and digits, so quoting them is enough.
 */
export function prefixTsquery(text: string): string | null {
  const words = searchWords(text);
  if (words.length === 0) return null;
  return words.map((word) => `'${word}':*`).join(' & ');
}

/** A LIKE pattern for "contains", with LIKE's own wildcards escaped. */
export function containsPattern(text: string): string {
  return `%${normalizeText(text).replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}
