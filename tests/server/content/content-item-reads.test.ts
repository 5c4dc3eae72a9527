import { sql } from 'kysely';
import { getContentItem } from '../../../src/server/content/content-repository';
import type { ContentSeed } from '../../../src/server/content/content-seed';
import { publishContent } from '../../../src/server/content/publish-content';
import type { AppDatabase } from '../../../src/server/db/database';
import { demoContent } from '../../support/demo-content';
import { editStoredContent } from '../support/edit-stored-content';
import { createTestDatabase, databaseUnderTest } from '../support/test-database';

/*
 * Content items are read and parsed once per published version: the form and study of every
 * contact submission, the site of every site choice. What must hold: a publication is seen by
 * the next read, items are shared (frozen), and before any publication nothing is kept.
 */

let database: AppDatabase;

beforeEach(async () => {
  database = await createTestDatabase();
});

afterEach(async () => {
  await database.close();
});

const FORM = 'adult-contact-form';

type SeedItem = ContentSeed['items'][number];
const isEnglishForm = (item: SeedItem) =>
  item.kind === 'form' && item.language === 'en' && (item.data as { key?: string }).key === FORM;

/** The demo pack with the adult form's English title changed. */
function withFormTitle(title: string): ContentSeed {
  const content = demoContent();
  return {
    ...content,
    items: content.items.map((item) =>
      isEnglishForm(item) ? { ...item, data: { ...(item.data as object), title } } : item,
    ),
  };
}

/** The stored row changed without a publication, as no server ever does: it shows what was read. */
async function changeRowBehindThePublisher(title: string): Promise<void> {
  await sql`update content_items set data = jsonb_set(data, '{title}', to_jsonb(${title}::text))
    where kind = 'form' and key = ${FORM} and language = 'en'`.execute(database.db);
}

describe(`content item reads on ${databaseUnderTest}`, () => {
  it('reads an item once per published version, and a new publication at the next read', async () => {
    await publishContent(database.db, withFormTitle('First title'));
    expect((await getContentItem(database.db, 'form', FORM, 'en'))?.title).toBe('First title');
    await changeRowBehindThePublisher('Never published');
    // The same version: the item as read and checked the first time.
    expect((await getContentItem(database.db, 'form', FORM, 'en'))?.title).toBe('First title');
    await publishContent(database.db, withFormTitle('Second title'));
    expect((await getContentItem(database.db, 'form', FORM, 'en'))?.title).toBe('Second title');
  });

  it('reads again after an edit that moves the version', async () => {
    await publishContent(database.db, withFormTitle('First title'));
    await getContentItem(database.db, 'form', FORM, 'en');
    await editStoredContent(database.db, () => changeRowBehindThePublisher('Edited title'));
    expect((await getContentItem(database.db, 'form', FORM, 'en'))?.title).toBe('Edited title');
  });

  it('hands out the same frozen item to every reader', async () => {
    await publishContent(database.db, demoContent());
    const first = await getContentItem(database.db, 'form', FORM, 'en');
    const second = await getContentItem(database.db, 'form', FORM, 'en');
    expect(second).toBe(first);
    expect(Object.isFrozen(first)).toBe(true);
    expect(Object.isFrozen(first?.fields)).toBe(true);
    expect(() => {
      (first as { title: string }).title = 'changed by a request';
    }).toThrow(TypeError);
  });

  it('keeps nothing before any publication, and answers null for an unknown item', async () => {
    await database.db
      .insertInto('content_items')
      .values({
        kind: 'form',
        key: FORM,
        language: 'en',
        data: JSON.stringify(withFormTitle('Unpublished').items.find(isEnglishForm)?.data),
      })
      .execute();
    expect((await getContentItem(database.db, 'form', FORM, 'en'))?.title).toBe('Unpublished');
    await changeRowBehindThePublisher('Changed');
    expect((await getContentItem(database.db, 'form', FORM, 'en'))?.title).toBe('Changed');
    expect(await getContentItem(database.db, 'form', 'no-such-form', 'en')).toBeNull();
  });
});
