/*
 * The ZIP search of site selection and of the study location finder
 *: required, the configured pattern (default five
 * digits), digits only and at most 5 characters; only digit keys, Backspace, Delete and Enter are
 * accepted; a search with an error shows the message instead of searching.
 */

export const ZIP_MAX_LENGTH = 5;
export const DEFAULT_ZIP_PATTERN = '^\\d{5}$';

/** Keys the field accepts: the digits, Backspace, Delete and Enter. */
const ACCEPTED_KEYS = new Set(['Backspace', 'Delete', 'Enter']);

/**
 * Whether a keydown may reach the field. Navigation keys (Tab, arrows, Home, End) and shortcuts
 * (Ctrl/Cmd + A, C, V, X, Z) are let through so the field stays usable with a keyboard and a
 * screen reader: the spec's list governs what can be typed, not how one moves around.
 */
export function isAcceptedZipKey(event: {
  key: string;
  ctrlKey?: boolean;
  metaKey?: boolean;
  altKey?: boolean;
}): boolean {
  if (event.ctrlKey || event.metaKey || event.altKey) return true;
  if (/^\d$/.test(event.key)) return true;
  if (ACCEPTED_KEYS.has(event.key)) return true;
  return ['Tab', 'ArrowLeft', 'ArrowRight', 'ArrowUp', 'ArrowDown', 'Home', 'End', 'Escape'].includes(
    event.key,
  );
}

/** What the field keeps of typed or pasted text: its digits, at most 5. */
export function sanitiseZipInput(raw: string): string {
  return raw.replace(/\D+/g, '').slice(0, ZIP_MAX_LENGTH);
}

export interface ZipRuleConfig {
  /** The configured pattern (a regular expression source); empty or invalid → five digits. */
  pattern?: string;
  requiredMessage: string;
  invalidMessage: string;
}

function patternOf(source: string | undefined): RegExp {
  if (source && source.trim() !== '') {
    try {
      return new RegExp(source);
    } catch {
      // A broken pattern in content must not break the search: the default applies.
    }
  }
  return new RegExp(DEFAULT_ZIP_PATTERN);
}

/** The error message for a zip, or null when it may be searched. */
export function zipSearchError(value: string, config: ZipRuleConfig): string | null {
  const zip = value.trim();
  if (zip === '') return config.requiredMessage;
  if (zip.length > ZIP_MAX_LENGTH || !/^\d+$/.test(zip) || !patternOf(config.pattern).test(zip)) {
    return config.invalidMessage;
  }
  return null;
}
