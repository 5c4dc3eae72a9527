import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { Kysely } from 'kysely';
import type { ContentItemData, ContentKind } from '../../src/server/content/content-kinds';
import type { ContentSeed } from '../../src/server/content/content-seed';
import { loadContentPack, type LoadedPack } from '../../src/server/content/pack/load-pack';
import { formatPackProblems } from '../../src/server/content/pack/pack-problem';
import { publishContent, type PublishOutcome } from '../../src/server/content/publish-content';
import type { Database } from '../../src/server/db/schema';
import type { Language } from '../../src/shared/content-model/language';
import type { Page } from '../../src/shared/content-model/page';
import type { StoredSiteSettings } from '../../src/shared/content-model/site-settings';
import { templateKey, TEST_CACHE_ROOT } from './test-template-cache';

const projectRoot = join(import.meta.dirname, '..', '..');

/** The demo site's content pack: what the server serves unless CONTENT_DIR says otherwise. */
export const DEMO_PACK_DIR = join(projectRoot, 'content', 'demo');

let loaded: LoadedPack | undefined;

/**
 * The demo pack, read and checked once, then kept as JSON in the test cache under a key of the
 * pack's files and the loader's sources: most test files need it, and reading every YAML file
 * again in each would cost about a second apiece.
 */
export function demoPack(): LoadedPack {
  if (loaded) return loaded;
  const key = templateKey('demo-pack', ['content/demo', 'src/server/content', 'src/shared/content-model']);
  const file = join(TEST_CACHE_ROOT, `${key}.json`);
  if (existsSync(file)) {
    loaded = JSON.parse(readFileSync(file, 'utf8')) as LoadedPack;
    return loaded;
  }
  const load = loadContentPack(DEMO_PACK_DIR);
  if (!load.ok) throw new Error(formatPackProblems(load.problems, 'content/demo'));
  mkdirSync(TEST_CACHE_ROOT, { recursive: true });
  const scratch = `${file}.${String(process.pid)}`;
  writeFileSync(scratch, JSON.stringify(load.pack));
  renameSync(scratch, file);
  loaded = load.pack;
  return loaded;
}

/** The demo pack's content: what the server writes to the database. */
export function demoContent(): ContentSeed {
  return demoPack().content;
}

/**
 * The pack in `dir`, checked (the demo pack from the cache); throws with the pack's problems when
 * it has any, as the server refuses to start.
 */
export function packIn(dir: string): LoadedPack {
  if (resolve(dir) === DEMO_PACK_DIR) return demoPack();
  const load = loadContentPack(dir);
  if (!load.ok) throw new Error(formatPackProblems(load.problems, dir));
  return load.pack;
}

/** Writes the demo pack into a test database, as the server does at start. */
export function publishDemoContent(db: Kysely<Database>): Promise<PublishOutcome> {
  return publishContent(db, demoContent());
}

/** The demo pack's pages of a language (all languages when none is given). */
export function demoPages(language?: Language): Page[] {
  return demoContent().pages.filter((page) => language === undefined || page.language === language);
}

/** One demo page by its path (unprefixed) and language; throws when the pack has none. */
export function demoPage(path: string, language: Language = 'en'): Page {
  const page = demoPages(language).find((candidate) => candidate.path === path);
  if (!page) throw new Error(`the demo pack has no ${language} page at ${path}`);
  return page;
}

/** The demo pack's items of a kind in a language. */
export function demoItems<K extends ContentKind>(
  kind: K,
  language: Language = 'en',
): Array<ContentItemData<K>> {
  return demoContent()
    .items.filter((item) => item.kind === kind && item.language === language)
    .map((item) => item.data as ContentItemData<K>);
}

/** The demo site's settings in a language. */
export function demoSiteSettings(language: Language = 'en'): StoredSiteSettings {
  const settings = demoContent().siteSettings.find((candidate) => candidate.language === language);
  if (!settings) throw new Error(`the demo pack has no ${language} site settings`);
  return settings;
}

/** The fields of the first component named `name` on the demo pack's pages of a language. */
export function demoComponentFields(name: string, language: Language = 'en'): Record<string, unknown> {
  for (const page of demoPages(language)) {
    const component = page.components.find((candidate) => candidate.name === name);
    if (component) return component.fields;
  }
  throw new Error(`no ${language} page of the demo pack has a ${name}`);
}

/** A support form of the demo pack: its page, the form component's id and the inbox it writes to. */
export function demoSupportForm(kind: 'technical' | 'study'): {
  path: string;
  formId: string;
  inbox: string;
} {
  const path = `/support/${kind}`;
  const component = demoPage(path).components.find((candidate) => candidate.name === 'SupportRequest');
  if (!component) throw new Error(`the demo pack's ${path} has no SupportRequest`);
  const mail = component.fields.emailContentInfo as { toAddress: string };
  return { path, formId: component.id, inbox: mail.toAddress };
}
