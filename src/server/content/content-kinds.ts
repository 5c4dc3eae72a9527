import type * as z from 'zod/mini';
import { articleSchema } from '../../shared/content-model/article';
import { communitySchema } from '../../shared/content-model/community';
import { conditionSchema } from '../../shared/content-model/condition';
import { contactFormSchema } from '../../shared/content-model/form';
import { messageTemplateSchema } from '../../shared/content-model/message';
import { screenerSchema } from '../../shared/content-model/screener';
import { studySiteSchema } from '../../shared/content-model/site';
import { studySettingsSchema } from '../../shared/content-model/study';
import { trialSchema } from '../../shared/content-model/trial';

/** The kinds of content items besides pages and site settings, each with its schema. */
export const contentKindSchemas = {
  study: studySettingsSchema,
  form: contactFormSchema,
  screener: screenerSchema,
  site: studySiteSchema,
  trial: trialSchema,
  condition: conditionSchema,
  community: communitySchema,
  article: articleSchema,
  message: messageTemplateSchema,
} as const;

export type ContentKind = keyof typeof contentKindSchemas;
export type ContentItemData<K extends ContentKind> = z.output<(typeof contentKindSchemas)[K]>;

/** The field that names an item, per kind: the key it is stored and looked up under. */
export const itemKeyField = {
  study: 'key',
  form: 'key',
  screener: 'id',
  site: 'siteCode',
  trial: 'trialorgstudyid',
  condition: 'key',
  community: 'key',
  article: 'url',
  message: 'key',
} as const satisfies { [K in ContentKind]: keyof ContentItemData<K> };

/** The key an item is stored and looked up under, per kind. */
export function contentItemKey<K extends ContentKind>(kind: K, data: ContentItemData<K>): string {
  return (data as Record<string, unknown>)[itemKeyField[kind]] as string;
}
