/**
 * Merge tags: content writes {FirstName}, {SiteName}, … and the page fills in the values. A tag without a
 * value becomes empty rather than showing its braces to the person. Names match exactly first, then ignoring
 * case (editors vary the case).
 */
const TAG = /\{([A-Za-z][A-Za-z0-9_]*)\}/g;

export type MergeTagValues = Readonly<Record<string, string>>;

function valueOf(name: string, values: MergeTagValues): string {
  const exact = values[name];
  if (exact !== undefined) return exact;
  const lower = name.toLowerCase();
  const key = Object.keys(values).find((candidate) => candidate.toLowerCase() === lower);
  return key === undefined ? '' : (values[key] ?? '');
}

/** A tag with the comma and spaces before it: "Thank you, {FirstName}." */
const TAG_WITH_COMMA = /,\s*\{([A-Za-z][A-Za-z0-9_]*)\}/g;

/**
 * Fills the tags in. A tag without a value that follows a comma takes the comma with it, so a
 * greeting without a name reads "Thank you." rather than "Thank you, ." (an address whose name is
 * unknown).
 */
export function applyMergeTags(text: string, values: MergeTagValues): string {
  return text
    .replace(TAG_WITH_COMMA, (match, name: string) => (valueOf(name, values) === '' ? '' : match))
    .replace(TAG, (_match, name: string) => valueOf(name, values));
}

/** The tag names a text uses, in order of first use. */
export function mergeTagsIn(text: string): string[] {
  return [...new Set(Array.from(text.matchAll(TAG), (match) => match[1] ?? ''))];
}
