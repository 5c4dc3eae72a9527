import { sql } from 'kysely';
import { createJourneyApp, testClock } from '../journey/support';
import { QueryRecorder, tablesScannedPerRow } from '../support/query-plans';
import type { TestApp } from '../support/test-app';
import { databaseUnderTest } from '../support/test-database';
import {
  ASTHMA,
  MIGRAINE,
  funnelOf,
  getFunnel,
  insertReferral,
  insertStatus,
  insertVisit,
  siteWeek,
  studyWeek,
} from './funnel-support';
import { signedInStaff } from './support';

/*
 * Weeks are ISO weeks in UTC (Monday 00:00 to Sunday 24:00), a range is whole weeks, the
 * current status is the latest event, the median counts each referral's first contact only.
 */

const clock = testClock('2025-03-05T10:00:00.000Z');
const HOUR = 3_600_000;
const at = (iso: string, hours = 0) => new Date(new Date(iso).getTime() + hours * HOUR).toISOString();

describe(`funnel weeks and medians on ${databaseUnderTest}`, () => {
  let t: TestApp;
  let admin: string;
  const recorder = new QueryRecorder();
  beforeAll(async () => {
    t = await createJourneyApp(clock, (base) => ({ db: base.db.withPlugin(recorder) }));
    admin = (await signedInStaff(t, { role: 'admin' })).cookie;
  });
  afterAll(() => t.close());

  it('puts Sunday 23:59 UTC in the week before and Monday 00:00 UTC in its own, whatever the offset written', async () => {
    const study = MIGRAINE.studyKey;
    await insertVisit(t.deps.db, study, '2025-03-02T23:59:59.999Z');
    await insertVisit(t.deps.db, study, '2025-03-03T00:00:00.000Z');
    // 23:30 on Sunday in New York is already Monday in UTC.
    await insertVisit(t.deps.db, study, '2025-03-02T23:30:00.000-05:00');
    const answer = await funnelOf(t, admin);
    expect(studyWeek(answer, study, '2025-02-24')?.visits).toBe(1);
    expect(studyWeek(answer, study, '2025-03-03')?.visits).toBe(2);
  });

  it('covers whole weeks from the Monday of `from` to the Sunday of `to`, across a new year', async () => {
    const study = ASTHMA.studyKey;
    for (const when of [
      '2024-12-29T23:59:59.000Z',
      '2024-12-30T00:00:00.000Z',
      '2025-01-12T23:59:59.000Z',
      '2025-01-13T00:00:00.000Z',
    ]) {
      await insertVisit(t.deps.db, study, when);
    }
    const answer = await funnelOf(t, admin, { from: '2025-01-01', to: '2025-01-08' });
    expect(answer.weeks).toEqual(['2024-12-30', '2025-01-06']);
    expect({ from: answer.from, to: answer.to }).toEqual({ from: '2024-12-30', to: '2025-01-06' });
    expect(answer.studyRows.filter((r) => r.studyKey === study).map((r) => [r.week, r.visits])).toEqual([
      ['2024-12-30', 1],
      ['2025-01-06', 1],
    ]);
  });

  it('defaults to the 12 weeks ending with this one and takes up to 53', async () => {
    const answer = await funnelOf(t, admin);
    expect(answer.weeks[0]).toBe('2024-12-16');
    expect(answer.to).toBe('2025-03-03');
    expect((await funnelOf(t, admin, { from: '2024-03-04', to: '2025-03-05' })).weeks).toHaveLength(53);
  });

  it.each([
    [{ from: '2024-02-26', to: '2025-03-05' }, 'query.from'],
    [{ from: '2025-03-10', to: '2025-03-05' }, 'query.from'],
    [{ to: '2025-02-30' }, 'query.to'],
    [{ from: 'last-week' }, 'query.from'],
    [{ protocol: '' }, 'query.protocol'],
    [{ weeks: '4' }, 'query'],
  ])('refuses %j with a 400 naming %s', async (query, field) => {
    const res = await getFunnel(t, admin, query);
    expect(res.statusCode).toBe(400);
    expect(res.json().errors.map((e: { field: string }) => e.field)).toContainEqual(
      expect.stringContaining(field),
    );
  });

  it('counts a referral under its latest status by time, not by the order the events were written', async () => {
    const site = 'AST-205-VIRTUAL';
    const referral = await insertReferral(t.deps.db, site, '2025-02-04T09:00:00.000Z');
    await insertStatus(t.deps.db, referral, 'Scheduled', '2025-02-06T09:00:00.000Z');
    await insertStatus(t.deps.db, referral, 'Contacted', '2025-02-05T09:00:00.000Z');
    await insertReferral(t.deps.db, site, '2025-02-05T09:00:00.000Z');
    const row = siteWeek(await funnelOf(t, admin), site, '2025-02-03');
    expect(row).toMatchObject({ referred: 2, siteChosen: 0 });
    expect(row?.statuses).toMatchObject({ New: 1, Scheduled: 1, Contacted: 0 });
  });

  it('takes the median of the hours to the first Contacted event, over the referrals contacted', async () => {
    const site = 'MIG-301-002';
    const week = '2025-01-20';
    const start = '2025-01-21T08:00:00.000Z';
    const hours = [1, 2, 10];
    for (const h of hours) {
      const referral = await insertReferral(t.deps.db, site, start);
      await insertStatus(t.deps.db, referral, 'Viewed', at(start, 0.5));
      await insertStatus(t.deps.db, referral, 'Contacted', at(start, h));
      // Only the first contact counts: a later one changes nothing.
      await insertStatus(t.deps.db, referral, 'Not reached', at(start, h + 1));
      await insertStatus(t.deps.db, referral, 'Contacted', at(start, h + 100));
    }
    // Never contacted: not in the median.
    await insertReferral(t.deps.db, site, start);
    const answer = await funnelOf(t, admin, { site });
    expect(siteWeek(answer, site, week)?.medianHoursToFirstContact).toBe(2);
    expect(answer.overall).toEqual({ medianHours: 2, contacted: 3 });
    // An even count: the mean of the middle two.
    const other = await insertReferral(t.deps.db, site, '2025-01-28T08:00:00.000Z');
    await insertStatus(t.deps.db, other, 'Contacted', at('2025-01-28T08:00:00.000Z', 5));
    const more = await funnelOf(t, admin, { site });
    expect(more.overall).toEqual({ medianHours: 3.5, contacted: 4 });
    expect(more.weekMedians).toEqual([
      { week, medianHours: 2, contacted: 3 },
      { week: '2025-01-27', medianHours: 5, contacted: 1 },
    ]);
  });

  it('answers over 100,000 journeys and 20,000 referrals without scanning a table once per row', async () => {
    await sql`
      insert into journey_enrollments (tenant_key, enrollment_id, study_key, journey_status, created_at, updated_at)
      select 'volume', 'v-' || i, 'knee-oa-study',
        'Partial', timestamptz '2025-03-04T00:00:00Z' - (i % 400) * interval '1 day',
        timestamptz '2025-03-04T00:00:00Z'
      from generate_series(1, 100000) as i`.execute(t.deps.db);
    // Every other journey started a screener (125 a day) and answered it an hour later, 25 a day qualified.
    await sql`
      insert into prescreeners (prescreener_id, tenant_key, enrollment_id, screener_response_id,
        screener_id, screener_type, potential_participant_id, created_at)
      select md5('p-' || i)::uuid, 'volume', 'v-' || i, 'resp-' || i, 'knee-screener', 'Study', 'pp-' || i,
        timestamptz '2025-03-04T00:00:00Z' - (i / 2 % 400) * interval '1 day'
      from generate_series(2, 100000, 2) as i`.execute(t.deps.db);
    await sql`
      insert into prescreener_outputs (prescreener_id, screener_status, qualified_protocols, last_question,
        output, created_at)
      select md5('p-' || i)::uuid, case when i / 2 / 400 % 5 = 0 then 'qualified' else 'disqualified' end, '[]', 'q1', '{}',
        timestamptz '2025-03-04T01:00:00Z' - (i / 2 % 400) * interval '1 day'
      from generate_series(2, 100000, 2) as i`.execute(t.deps.db);
    await sql`
      insert into referral_notifications (tenant_key, enrollment_id, referral_id, site_code, created_at)
      select 'volume', 'r-' || i, 'ref-' || i, 'KOA-310-001',
        timestamptz '2025-03-04T00:00:00Z' - (i % 400) * interval '1 day'
      from generate_series(1, 20000) as i`.execute(t.deps.db);
    await sql`
      insert into referral_status_events (id, referral_id, status, occurred_at)
      select 'e-' || i, 'ref-' || i, 'Contacted',
        timestamptz '2025-03-04T06:00:00Z' - (i % 400) * interval '1 day'
      from generate_series(1, 20000, 2) as i`.execute(t.deps.db);
    await sql`analyze`.execute(t.deps.db);
    recorder.recording = true;
    const answer = await funnelOf(t, admin, { protocol: 'KOA-310', from: '2024-03-04', to: '2025-03-05' });
    recorder.recording = false;
    const total = <Row>(rows: Row[], key: keyof Row) => rows.reduce((sum, r) => sum + Number(r[key]), 0);
    const volume = answer.studyRows.filter((r) => r.studyKey === 'knee-oa-study');
    // Days 0 to 365 before 2025-03-04 fall in the 53 weeks: 366 of the 400 days, 250 journeys each.
    expect(total(volume, 'visits')).toBe(366 * 250);
    expect(total(volume, 'screenersStarted')).toBe(366 * 125);
    expect(total(volume, 'qualified')).toBe(366 * 25);
    expect(total(volume, 'disqualified')).toBe(366 * 100);
    const referred = answer.siteRows.filter((r) => r.siteCode === 'KOA-310-001');
    expect(total(referred, 'referred')).toBe(366 * 50);
    // Contacted: the referrals of odd days, 6 hours after they came in.
    expect(answer.overall).toEqual({ medianHours: 6, contacted: 183 * 50 });
    // The plans the planner picks at this volume: no table read whole once per referral or journey
    // (each status lookup goes through its index). A clock would only measure the test machine.
    const statements = recorder.compiled(t.deps.db);
    expect(statements.length).toBeGreaterThanOrEqual(3);
    expect(await tablesScannedPerRow(t.deps.db, statements)).toEqual([]);
  });
});
