import type { Language } from '../../../../shared/content-model/language';
import { normalizeText } from '../../search-text';

/*
 * A study's conditions as condition keys: a condition the content pack has (same name once
 * normalized: case and accents aside) keeps the pack's key, so its page and chips find the
 * imported trials; any other becomes a slug of its name ("Type 2 Diabetes" → "type-2-diabetes").
 */

export const NO_CONDITION_KEY = 'unspecified';
const MAX_KEY_LENGTH = 100;

/** The pack's conditions: normalized English name → key, and each key's name per language. */
export interface ContentConditions {
  keyByName: ReadonlyMap<string, string>;
  names: ReadonlyMap<string, Partial<Record<Language, string>>>;
}

export const NO_CONTENT_CONDITIONS: ContentConditions = { keyByName: new Map(), names: new Map() };

export function slugOf(name: string): string {
  return normalizeText(name)
    .replace(/[^\p{L}\p{N}]+/gu, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, MAX_KEY_LENGTH)
    .replace(/-+$/, '');
}

export function conditionKeyOf(name: string, content: ContentConditions): string {
  return content.keyByName.get(normalizeText(name)) ?? (slugOf(name) || NO_CONDITION_KEY);
}
