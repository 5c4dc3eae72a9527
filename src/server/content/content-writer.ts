import { sql, type Kysely, type Transaction } from 'kysely';
import { bindNamed, compileOnly, namedParameterStatement } from '../db/compiled-once';
import type { Database } from '../db/schema';
import type { ContentSeed } from './content-seed';

type Db = Kysely<Database> | Transaction<Database>;

/** The stored content's version (its digest), in content_meta. */
export const CONTENT_VERSION_KEY = 'content-version';

// Read by every call that serves content (its version first): compiled once, prepared on PostgreSQL.
const READ_META = namedParameterStatement(['key'], (p) =>
  compileOnly.selectFrom('content_meta').select('value').where('key', '=', p.key).compile(),
);

export async function readMeta(db: Db, key: string): Promise<string | null> {
  const { rows } = await db.executeQuery<{ value: string }>(bindNamed(READ_META, { key }));
  return rows[0]?.value ?? null;
}

export async function writeMeta(db: Db, key: string, value: string): Promise<void> {
  await db
    .insertInto('content_meta')
    .values({ key, value })
    .onConflict((oc) => oc.column('key').doUpdateSet({ value, updated_at: sql`now()` }))
    .execute();
}

async function writeSiteSettings(db: Db, seed: ContentSeed): Promise<void> {
  const languages = seed.siteSettings.map((settings) => settings.language);
  // SQL has no empty IN list: content without settings clears them all.
  if (languages.length === 0) {
    await db.deleteFrom('content_site_settings').execute();
    return;
  }
  await db.deleteFrom('content_site_settings').where('language', 'not in', languages).execute();
  await db
    .insertInto('content_site_settings')
    .values(
      seed.siteSettings.map((settings) => ({ language: settings.language, data: JSON.stringify(settings) })),
    )
    .onConflict((oc) =>
      oc.column('language').doUpdateSet((eb) => ({ data: eb.ref('excluded.data'), updated_at: sql`now()` })),
    )
    .execute();
}

/** Pages no longer in the content go first, so a path that moved to a new id does not collide. */
async function writePages(db: Db, seed: ContentSeed): Promise<void> {
  const wanted = new Set(seed.pages.map((page) => `${page.id}\u0000${page.language}`));
  const existing = await db.selectFrom('content_pages').select(['id', 'language']).execute();
  for (const row of existing.filter((page) => !wanted.has(`${page.id}\u0000${page.language}`))) {
    await db
      .deleteFrom('content_pages')
      .where('id', '=', row.id)
      .where('language', '=', row.language)
      .execute();
  }
  const rows = seed.pages.map((page) => ({
    id: page.id,
    language: page.language,
    path: page.path,
    study_key: page.studyKey ?? null,
    data: JSON.stringify(page),
  }));
  if (rows.length === 0) return;
  await db
    .insertInto('content_pages')
    .values(rows)
    .onConflict((oc) =>
      oc.columns(['id', 'language']).doUpdateSet((eb) => ({
        path: eb.ref('excluded.path'),
        study_key: eb.ref('excluded.study_key'),
        data: eb.ref('excluded.data'),
        updated_at: sql`now()`,
      })),
    )
    .execute();
}

async function writeItems(db: Db, seed: ContentSeed): Promise<void> {
  const identity = (item: { kind: string; key: string; language: string }) =>
    `${item.kind}\u0000${item.key}\u0000${item.language}`;
  const wanted = new Set(seed.items.map(identity));
  const existing = await db.selectFrom('content_items').select(['kind', 'key', 'language']).execute();
  for (const row of existing.filter((item) => !wanted.has(identity(item)))) {
    await db
      .deleteFrom('content_items')
      .where('kind', '=', row.kind)
      .where('key', '=', row.key)
      .where('language', '=', row.language)
      .execute();
  }
  const rows = seed.items.map((item) => ({ ...item, data: JSON.stringify(item.data) }));
  if (rows.length === 0) return;
  await db
    .insertInto('content_items')
    .values(rows)
    .onConflict((oc) =>
      oc
        .columns(['kind', 'key', 'language'])
        .doUpdateSet((eb) => ({ data: eb.ref('excluded.data'), updated_at: sql`now()` })),
    )
    .execute();
}

/** Makes the stored content equal to `seed`: upserts every entry and removes the others. */
export async function writeContent(db: Db, seed: ContentSeed): Promise<void> {
  await writeSiteSettings(db, seed);
  await writePages(db, seed);
  await writeItems(db, seed);
}
