import type { Kysely } from 'kysely';
import type { Language } from '../../shared/content-model/language';
import {
  MESSAGE_DEFINITIONS,
  MESSAGE_VALUE,
  type MessageKey,
  type MessageLinkName,
  type MessageValueName,
} from '../../shared/content-model/message';
import { getContentItem } from '../content/content-repository';
import type { Database } from '../db/schema';

/** A message of the content, its values filled in: the subject (mails), the text and the links' labels. */
export interface FilledMessage<K extends MessageKey> {
  subject: string;
  text: string;
  linkLabel(name: MessageLinkName<K>): string;
}

const isBlank = (value: string | undefined): value is undefined => value === undefined || value.trim() === '';

/**
 * `{name}` replaced by its value. A line showing a value this message does not have (no first
 * name, no study) is left out, so a person never reads "Hello ," or "the  study", unless it also
 * shows a value the message cannot do without (`keep`: the link), which no missing name may take
 * away; blank lines left twice in a row become one.
 */
export function fillTemplate(
  template: string,
  values: Readonly<Record<string, string | undefined>>,
  keep: readonly string[] = [],
): string {
  const lines = template.split('\n').flatMap((line) => {
    const names = [...line.matchAll(MESSAGE_VALUE)].map((match) => match[1] as string);
    const missing = names.some((name) => isBlank(values[name]));
    if (missing && !names.some((name) => keep.includes(name))) return [];
    const filled = line.replace(MESSAGE_VALUE, (_, name: string) => values[name]?.trim() ?? '');
    return [missing ? filled.replace(/ {2,}/g, ' ') : filled];
  });
  return lines
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

/**
 * The message `key` in `language` from the published content, filled with `values`. Every pack
 * has every message in every language (the content check requires them), so a missing one is a
 * broken deployment, not a person's mistake: it throws.
 */
export async function filledMessage<K extends MessageKey>(
  db: Kysely<Database>,
  key: K,
  language: Language,
  values: Partial<Record<MessageValueName<K>, string>>,
): Promise<FilledMessage<K>> {
  const template = await getContentItem(db, 'message', key, language);
  if (!template) throw new Error(`The published content has no ${language} message "${key}"`);
  const given = values as Readonly<Record<string, string | undefined>>;
  const required: readonly string[] = MESSAGE_DEFINITIONS[key].required;
  const absent = required.filter((name) => isBlank(given[name]));
  if (absent.length > 0) throw new Error(`The message "${key}" needs ${absent.join(', ')}`);
  return {
    subject: template.subject ? fillTemplate(template.subject, given) : '',
    text: fillTemplate(template.text, given, required),
    linkLabel: (name) => fillTemplate(template.links?.[name] ?? name, given),
  };
}
