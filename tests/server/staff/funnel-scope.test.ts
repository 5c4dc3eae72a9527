import { createJourneyApp, testClock } from '../journey/support';
import type { TestApp } from '../support/test-app';
import { databaseUnderTest } from '../support/test-database';
import { ASTHMA, MIGRAINE, funnelOf, funnelUrl, insertReferral, insertVisit } from './funnel-support';
import { signedInStaff } from './support';

/*
 * Who sees which funnel: admins every study, study managers their studies only (a filter outside
 * them is refused, and nothing of another study shows unasked), site staff and signed-out callers
 * never; the same for the CSV export.
 */

const clock = testClock('2025-03-05T10:00:00.000Z');
const WEEK = '2025-03-03';
const PATHS = ['/api/staff/funnel', '/api/staff/funnel.csv'];

describe(`who sees the funnel on ${databaseUnderTest}`, () => {
  let t: TestApp;
  const cookies: Record<string, string> = {};
  beforeAll(async () => {
    t = await createJourneyApp(clock);
    await insertVisit(t.deps.db, ASTHMA.studyKey, '2025-03-04T10:00:00.000Z');
    await insertVisit(t.deps.db, MIGRAINE.studyKey, '2025-03-04T10:00:00.000Z');
    await insertReferral(t.deps.db, ASTHMA.sites[0], '2025-03-04T10:00:00.000Z');
    await insertReferral(t.deps.db, MIGRAINE.site, '2025-03-04T10:00:00.000Z');
    cookies.admin = (await signedInStaff(t, { role: 'admin' })).cookie;
    cookies.asthmaManager = (
      await signedInStaff(t, { role: 'study_manager', studies: [ASTHMA.protocol] })
    ).cookie;
    cookies.migraineManager = (
      await signedInStaff(t, {
        role: 'study_manager',
        studies: [MIGRAINE.protocol],
        personalDataAccess: true,
      })
    ).cookie;
    cookies.siteStaff = (await signedInStaff(t, { role: 'site_staff', sites: [ASTHMA.sites[0]] })).cookie;
  });
  afterAll(() => t.close());

  const get = (path: string, who: string | null, query: Record<string, string> = {}) =>
    t.app.inject({
      method: 'GET',
      url: funnelUrl(query, path),
      headers: who === null ? {} : { cookie: cookies[who]! },
    });

  describe.each(PATHS)('%s', (path) => {
    it.each([
      [null, {}, 401],
      ['siteStaff', {}, 403],
      ['siteStaff', { site: ASTHMA.sites[0] }, 403],
      ['admin', {}, 200],
      ['admin', { protocol: MIGRAINE.protocol }, 200],
      ['admin', { site: ASTHMA.sites[0] }, 200],
      ['admin', { protocol: 'NO-SUCH' }, 403],
      ['asthmaManager', {}, 200],
      ['asthmaManager', { protocol: ASTHMA.protocol }, 200],
      ['asthmaManager', { site: ASTHMA.sites[0] }, 200],
      ['asthmaManager', { protocol: MIGRAINE.protocol }, 403],
      ['asthmaManager', { site: MIGRAINE.site }, 403],
      // AST-205 is another protocol of the same study page: not granted, not shown.
      ['asthmaManager', { protocol: 'AST-205' }, 403],
      ['asthmaManager', { site: 'AST-205-VIRTUAL' }, 403],
      ['migraineManager', { protocol: ASTHMA.protocol }, 403],
      ['migraineManager', { site: ASTHMA.sites[0] }, 403],
      ['migraineManager', { protocol: MIGRAINE.protocol }, 200],
      ['admin', { protocol: MIGRAINE.protocol, site: ASTHMA.sites[0] }, 400],
    ])('%s asking %j: %i', async (who, query, status) => {
      expect((await get(path, who, query)).statusCode).toBe(status);
    });
  });

  it('shows a study manager only its own studies, protocols and sites', async () => {
    const answer = await funnelOf(t, cookies.migraineManager!);
    expect(answer.studies).toEqual([
      { studyKey: MIGRAINE.studyKey, studyName: 'Migraine Prevention Study', protocols: [MIGRAINE.protocol] },
    ]);
    expect(new Set(answer.sites.map((s) => s.protocol))).toEqual(new Set([MIGRAINE.protocol]));
    expect(answer.studyRows.map((r) => r.studyKey)).toEqual([MIGRAINE.studyKey]);
    expect(answer.siteRows.map((r) => r.siteCode)).toEqual([MIGRAINE.site]);
    const asthma = await funnelOf(t, cookies.asthmaManager!);
    expect(asthma.studies.map((s) => [s.studyKey, s.protocols])).toEqual([
      [ASTHMA.studyKey, [ASTHMA.protocol]],
    ]);
    expect(asthma.sites.every((s) => s.protocol === ASTHMA.protocol)).toBe(true);
    expect(asthma.siteRows.map((r) => [r.siteCode, r.week, r.referred])).toEqual([
      [ASTHMA.sites[0], WEEK, 1],
    ]);
  });

  it('shows an admin every study and site', async () => {
    const answer = await funnelOf(t, cookies.admin!);
    expect(answer.studies.map((s) => s.studyKey)).toEqual(
      expect.arrayContaining([ASTHMA.studyKey, MIGRAINE.studyKey, 'knee-oa-study']),
    );
    expect(answer.studies.find((s) => s.studyKey === ASTHMA.studyKey)?.protocols).toEqual([
      'AST-204',
      'AST-205',
      'AST-206',
    ]);
    expect(answer.studyRows.map((r) => r.studyKey).sort()).toEqual([ASTHMA.studyKey, MIGRAINE.studyKey]);
    expect(answer.siteRows.map((r) => r.siteCode).sort()).toEqual([ASTHMA.sites[0], MIGRAINE.site]);
  });

  it('narrows an admin to one protocol: its study rows and its sites', async () => {
    const answer = await funnelOf(t, cookies.admin!, { protocol: MIGRAINE.protocol });
    expect(answer.studyRows.map((r) => r.studyKey)).toEqual([MIGRAINE.studyKey]);
    expect(answer.siteRows.map((r) => r.siteCode)).toEqual([MIGRAINE.site]);
  });

  it('stops a disabled account at once', async () => {
    const manager = await signedInStaff(t, { role: 'study_manager', studies: [ASTHMA.protocol] });
    await t.deps.db
      .updateTable('staff_accounts')
      .set({ status: 'disabled' })
      .where('id', '=', manager.accountId)
      .execute();
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/staff/funnel',
      headers: { cookie: manager.cookie },
    });
    expect(res.statusCode).toBe(401);
  });
});
