import { FUNNEL_CSV_HEADER } from '../../../src/server/staff/funnel/funnel-csv';
import { createJourneyApp, testClock } from '../journey/support';
import type { TestApp } from '../support/test-app';
import { databaseUnderTest } from '../support/test-database';
import { ASTHMA, funnelUrl, insertReferral, insertStatus, insertVisit } from './funnel-support';
import { signedInStaff } from './support';
import { editStoredContent } from '../support/edit-stored-content';

/*
 * The export is the funnel as a spreadsheet opens it (BOM, CRLF, a header), with a cell that a
 * spreadsheet would run as a formula neutralised, and every export written to the audit log
 * with its filters and no personal data.
 */

const clock = testClock('2025-03-05T10:00:00.000Z');
/** A site whose name (from the content) a spreadsheet would run as a formula. */
const TRAP_SITE = 'AST-204-099';
const TRAP_NAME = '=HYPERLINK("http://evil.example","x")';

describe(`the funnel export on ${databaseUnderTest}`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createJourneyApp(clock);
    const model = await t.deps.db
      .selectFrom('content_items')
      .select('data')
      .where('kind', '=', 'site')
      .where('key', '=', ASTHMA.sites[0])
      .where('language', '=', 'en')
      .executeTakeFirstOrThrow();
    const data = { ...(model.data as Record<string, unknown>), siteCode: TRAP_SITE, siteName: TRAP_NAME };
    await editStoredContent(t.deps.db, () =>
      t.deps.db
        .insertInto('content_items')
        .values({ kind: 'site', key: TRAP_SITE, language: 'en', data: JSON.stringify(data) })
        .execute(),
    );
    await insertVisit(t.deps.db, ASTHMA.studyKey, '2025-03-04T10:00:00.000Z');
    await insertVisit(t.deps.db, ASTHMA.studyKey, '2025-02-25T10:00:00.000Z');
    const referral = await insertReferral(t.deps.db, TRAP_SITE, '2025-03-04T10:00:00.000Z');
    await insertStatus(t.deps.db, referral, 'Contacted', '2025-03-04T12:30:00.000Z');
  });
  afterAll(() => t.close());

  async function exportAs(cookie: string, query: Record<string, string> = {}) {
    const res = await t.app.inject({
      method: 'GET',
      url: funnelUrl(query, '/api/staff/funnel.csv'),
      headers: { cookie, 'user-agent': 'funnel-test' },
    });
    expect(res.statusCode).toBe(200);
    return res;
  }

  it('answers a CSV file with a BOM, a header and one line per study week and site week', async () => {
    const { cookie } = await signedInStaff(t, { role: 'study_manager', studies: [ASTHMA.protocol] });
    const res = await exportAs(cookie);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe(
      'attachment; filename="funnel-2024-12-16-2025-03-03.csv"',
    );
    expect(res.headers['cache-control']).toMatch(/no-store/);
    expect(res.body.startsWith('\uFEFF')).toBe(true);
    const lines = res.body.slice(1).split('\r\n');
    expect(lines.pop()).toBe('');
    expect(lines[0]).toBe(FUNNEL_CSV_HEADER.join(','));
    expect(lines[0]).toContain('visits,screenersStarted,qualified,disqualified,contactGiven');
    expect(lines[0]).toContain('siteChosen,referred,New,Viewed,Contacted,Not reached');
    expect(lines.slice(1, 3).map((line) => line.split(',').slice(0, 6))).toEqual([
      ['2025-02-24', 'Asthma Control Study', 'AST-204', '', 'all sites', '1'],
      ['2025-03-03', 'Asthma Control Study', 'AST-204', '', 'all sites', '1'],
    ]);
    expect(lines).toHaveLength(4);
    // The formula starts with an apostrophe, so the spreadsheet shows it as text.
    expect(lines[3]).toContain(
      `2025-03-03,Asthma Control Study,AST-204,${TRAP_SITE},"'=HYPERLINK(""http://evil.example"",""x"")",`,
    );
    // The site line: study steps empty, one referral contacted after 2.5 hours.
    const site = lines[3]!;
    expect(site.endsWith(',,,,,,,,0,1,0,0,1,0,0,0,0,0,0,2.5')).toBe(true);
  });

  it('writes each export to the audit log with its filters, never a participant', async () => {
    const manager = await signedInStaff(t, { role: 'study_manager', studies: [ASTHMA.protocol] });
    await exportAs(manager.cookie, { protocol: ASTHMA.protocol, from: '2025-02-01' });
    const entries = await t.deps.db
      .selectFrom('staff_audit_log')
      .selectAll()
      .where('actor_account_id', '=', manager.accountId)
      .execute();
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      action: 'funnel.exported',
      target_type: 'funnel',
      user_agent: 'funnel-test',
      details: { protocol: ASTHMA.protocol, site: null, from: '2025-01-27', to: '2025-03-03', rows: 3 },
    });
  });

  it('audits nothing when the export is refused', async () => {
    const staff = await signedInStaff(t, { role: 'site_staff', sites: [ASTHMA.sites[0]] });
    const manager = await signedInStaff(t, { role: 'study_manager', studies: ['MIG-301'] });
    for (const who of [staff, manager]) {
      const res = await t.app.inject({
        method: 'GET',
        url: funnelUrl({ protocol: ASTHMA.protocol }, '/api/staff/funnel.csv'),
        headers: { cookie: who.cookie },
      });
      expect(res.statusCode).toBe(403);
      const audited = await t.deps.db
        .selectFrom('staff_audit_log')
        .select('id')
        .where('actor_account_id', '=', who.accountId)
        .execute();
      expect(audited).toEqual([]);
    }
  });
});
