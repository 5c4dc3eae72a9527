import { ancestorPaths, buildBreadcrumbs } from '../../../src/server/content/breadcrumbs';
import { publishDemoContent } from '../../support/demo-content';
import type { AppDatabase } from '../../../src/server/db/database';
import { createTestDatabase } from '../support/test-database';

describe('ancestorPaths', () => {
  it.each([
    ['/', []],
    ['/asthma-study', ['/']],
    ['/asthma-study/contact-info/adult', ['/', '/asthma-study', '/asthma-study/contact-info']],
  ])('lists the ancestors of %s', (path, expected) => {
    expect(ancestorPaths(path)).toEqual(expected);
  });
});

describe('buildBreadcrumbs', () => {
  let database: AppDatabase;

  /** The seeded adult contact page sits two levels below the asthma study; /contact-info has no page. */
  const DEEP_PAGE_ID = 'asthma-study-contact-info-adult';

  beforeAll(async () => {
    database = await createTestDatabase();
    await publishDemoContent(database.db);
  });

  afterAll(async () => {
    await database.close();
  });

  it('goes home → study home → page, skipping levels without a page', async () => {
    expect(await buildBreadcrumbs(database.db, DEEP_PAGE_ID, 'en')).toEqual([
      { title: 'Home', url: '/' },
      { title: 'Asthma study', url: '/asthma-study' },
      { title: 'Your contact details', url: '/asthma-study/contact-info/adult' },
    ]);
  });

  it('localises titles and URLs', async () => {
    expect(await buildBreadcrumbs(database.db, DEEP_PAGE_ID, 'es')).toEqual([
      { title: 'Inicio', url: '/es' },
      { title: 'Estudio de asma', url: '/es/asthma-study' },
      { title: 'Sus datos de contacto', url: '/es/asthma-study/contact-info/adult' },
    ]);
  });

  it('is empty for an unknown id', async () => {
    expect(await buildBreadcrumbs(database.db, 'nope', 'en')).toEqual([]);
  });
});
