import type { Language } from '../../shared/content-model/language';
import type { Page } from '../../shared/content-model/page';
import type { StoredSiteSettings } from '../../shared/content-model/site-settings';
import type { ContentKind } from './content-kinds';

/** A content item of one language, stored under its kind and key. */
export interface SeedItem {
  kind: ContentKind;
  key: string;
  language: Language;
  data: unknown;
}

/** A whole site's content, validated: what is written to the database in one go. */
export interface ContentSeed {
  siteSettings: StoredSiteSettings[];
  pages: Page[];
  items: SeedItem[];
}
