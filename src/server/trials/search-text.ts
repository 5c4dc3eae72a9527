/*
 * One normalization for the stored words and the typed ones, done here rather than by a database
 * text-search configuration: lower case without accents ("Migraña" → "migrana"), split on
 * anything that is not a letter or digit. The same answer on PGlite and on any PostgreSQL locale.
 */

const WORD = /[\p{L}\p{N}]+/gu;
const MARKS = /\p{M}+/gu;

/*
 * The index build folds two texts per trial and language (hundreds of thousands at start), and
 * the general Unicode path costs most of that. Latin-1 text (English, Spanish) takes a shorter
 * path with the same result: its accented letters decompose into a base letter plus marks of the
 * combining diacritics block only, and what is left lower-cases within Latin-1 without context
 * and has nothing left for NFC to compose.
 */
/** Any UTF-16 code unit past Latin-1 (surrogates included). */
const BEYOND_LATIN1 = /[\u0100-\uffff]/;
/** Any UTF-16 code unit past ASCII: ASCII text (most English) has nothing to decompose either. */
const BEYOND_ASCII = /[\u0080-\uffff]/;
const LATIN1_MARKS = /[\u0300-\u036f]+/g;
/** WORD within folded Latin-1 text: the Latin-1 letters and digits. */
const LATIN1_WORD =
  /[0-9a-z\u00aa\u00b2\u00b3\u00b5\u00b9\u00ba\u00bc-\u00be\u00c0-\u00d6\u00d8-\u00f6\u00f8-\u00ff]+/g;

/** Lower case, accents removed; whitespace left as it is. */
function folded(text: string): string {
  if (!BEYOND_ASCII.test(text)) return text.toLowerCase();
  if (!BEYOND_LATIN1.test(text)) return text.normalize('NFD').replace(LATIN1_MARKS, '').toLowerCase();
  return text.normalize('NFD').replace(MARKS, '').toLowerCase().normalize('NFC');
}

/** Lower case, accents removed, whitespace collapsed. */
export function normalizeText(text: string): string {
  return folded(text).trim().replace(/\s+/g, ' ');
}

/** The distinct normalized words of a text, in order of first appearance. */
export function searchWords(text: string): string[] {
  const latin1 = !BEYOND_LATIN1.test(text);
  const words = folded(text).match(latin1 ? LATIN1_WORD : WORD);
  return words ? [...new Set(words)] : [];
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
