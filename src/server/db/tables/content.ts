import type { ColumnType } from 'kysely';

/**
 * A jsonb column: written as a JSON string (node-postgres would turn a JS array into a
 * PostgreSQL array literal, so the repository always serialises), read back as parsed JSON.
 */
export type JsonColumn<T> = ColumnType<T, string, string>;

/** Written by default or as a Date/ISO string; drivers return a Date (sometimes a string). */
export type Timestamp = ColumnType<Date | string, Date | string | undefined, Date | string>;

/** Key/value facts about the stored content, e.g. the content version. */
export interface ContentMetaTable {
  key: string;
  value: string;
  updated_at: Timestamp;
}

/** One row per language: the site settings (their text is language-specific). */
export interface ContentSiteSettingsTable {
  language: string;
  data: JsonColumn<unknown>;
  updated_at: Timestamp;
}

/** Pages; an item id is shared by the language versions of a page, as in the content system. */
export interface ContentPagesTable {
  id: string;
  language: string;
  path: string;
  study_key: string | null;
  data: JsonColumn<unknown>;
  updated_at: Timestamp;
}

/** Every other content item, keyed by kind + key + language. */
export interface ContentItemsTable {
  kind: string;
  key: string;
  language: string;
  data: JsonColumn<unknown>;
  updated_at: Timestamp;
}

export interface ContentTables {
  content_meta: ContentMetaTable;
  content_site_settings: ContentSiteSettingsTable;
  content_pages: ContentPagesTable;
  content_items: ContentItemsTable;
}
