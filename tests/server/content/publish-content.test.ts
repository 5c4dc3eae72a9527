import { sql } from 'kysely';
import {
  findPageByPath,
  getContentItem,
  listContentItems,
} from '../../../src/server/content/content-repository';
import type { ContentSeed } from '../../../src/server/content/content-seed';
import { CONTENT_VERSION_KEY, readMeta } from '../../../src/server/content/content-writer';
import { contentVersion, publishContent } from '../../../src/server/content/publish-content';
import { demoContent, publishDemoContent } from '../../support/demo-content';
import type { AppDatabase } from '../../../src/server/db/database';
import { createTestDatabase } from '../support/test-database';

let database: AppDatabase;

beforeEach(async () => {
  database = await createTestDatabase();
});

afterEach(async () => {
  await database.close();
});

async function counts() {
  const count = async (table: 'content_pages' | 'content_items' | 'content_site_settings') => {
    const row = await database.db
      .selectFrom(table)
      .select(sql<string>`count(*)`.as('n'))
      .executeTakeFirstOrThrow();
    return Number(row.n);
  };
  return {
    pages: await count('content_pages'),
    items: await count('content_items'),
    settings: await count('content_site_settings'),
  };
}

const firstEnglishSite = (seed: ContentSeed) =>
  seed.items.find((item) => item.kind === 'site' && item.language === 'en');

/** A copy of the seed with the English home page retitled and one English site removed. */
function editedSeed(seed: ContentSeed): ContentSeed {
  const removed = firstEnglishSite(seed);
  return {
    ...seed,
    pages: seed.pages.map((page) =>
      page.id === 'home' && page.language === 'en' ? { ...page, title: 'Edited home' } : page,
    ),
    items: seed.items.filter((item) => item !== removed),
  };
}

describe('publishContent', () => {
  it('writes the whole seed once and records its version', async () => {
    const seed = demoContent();
    await expect(publishContent(database.db, seed)).resolves.toEqual({
      applied: true,
      version: contentVersion(seed),
    });
    expect(await counts()).toEqual({ pages: seed.pages.length, items: seed.items.length, settings: 2 });
    expect(await readMeta(database.db, CONTENT_VERSION_KEY)).toBe(contentVersion(seed));
  });

  it('does nothing on a restart with the same seed: no duplicates, no rewrite', async () => {
    await publishDemoContent(database.db);
    const before = await counts();
    const stamp = await database.db
      .selectFrom('content_pages')
      .select('updated_at')
      .executeTakeFirstOrThrow();
    await expect(publishDemoContent(database.db)).resolves.toMatchObject({ applied: false });
    expect(await counts()).toEqual(before);
    const after = await database.db
      .selectFrom('content_pages')
      .select('updated_at')
      .executeTakeFirstOrThrow();
    expect(after.updated_at).toEqual(stamp.updated_at);
  });

  it('applies a changed seed: updates what changed and removes what is gone', async () => {
    const seed = demoContent();
    await publishContent(database.db, seed);
    const edited = editedSeed(seed);
    const removedKey = firstEnglishSite(seed)?.key as string;
    await expect(publishContent(database.db, edited)).resolves.toEqual({
      applied: true,
      version: contentVersion(edited),
    });
    expect((await findPageByPath(database.db, '/', 'en'))?.title).toBe('Edited home');
    expect((await findPageByPath(database.db, '/', 'es'))?.title).not.toBe('Edited home');
    expect(await getContentItem(database.db, 'site', removedKey, 'en')).toBeNull();
    expect(await getContentItem(database.db, 'site', removedKey, 'es')).not.toBeNull();
    expect((await counts()).items).toBe(seed.items.length - 1);
  });

  it('applies once when several servers start together', async () => {
    const outcomes = await Promise.all([
      publishDemoContent(database.db),
      publishDemoContent(database.db),
      publishDemoContent(database.db),
    ]);
    expect(outcomes.filter((outcome) => outcome.applied)).toHaveLength(1);
    expect((await counts()).pages).toBe(demoContent().pages.length);
  });

  it('lets the repository read typed items back', async () => {
    await publishDemoContent(database.db);
    const studies = await listContentItems(database.db, 'study', 'es');
    expect(studies.map((study) => study.key)).toEqual(['asthma-study', 'knee-oa-study', 'migraine-study']);
    expect(studies[0]?.studyName).toBe('Estudio de control del asma');
    const screener = await getContentItem(database.db, 'screener', 'asthma-screener', 'en');
    expect(screener?.definition).toHaveProperty('pages');
  });
});

describe('an empty part of the seed', () => {
  it('removes every stored entry of that part instead of failing on an empty list', async () => {
    const full = demoContent();
    await publishContent(database.db, full);
    await publishContent(database.db, { siteSettings: [], pages: [], items: [] });
    expect(await counts()).toEqual({ pages: 0, items: 0, settings: 0 });
  });
});
