import { createJourneyApp, testClock } from '../journey/support';
import type { TestApp } from '../support/test-app';
import { databaseUnderTest } from '../support/test-database';
import { ASTHMA, funnelOf, insertStatus, siteWeek, studyWeek, walkAsthmaJourney } from './funnel-support';
import { signedInStaff } from './support';

/*
 * The funnel counts what visitors did through the participant calls: a journey started on the
 * study's pages, the screener, the contact form, the site choice, the outcome, then what the
 * study team did with the referral; counts only, whoever asks.
 */

const WEEK = '2025-03-03';
const clock = testClock('2025-03-05T10:00:00.000Z');

describe(`the funnel of visitors' journeys on ${databaseUnderTest}`, () => {
  let t: TestApp;
  let referrals: { first: string; second: string };
  beforeAll(async () => {
    t = await createJourneyApp(clock);
    await walkAsthmaJourney(t, {});
    await walkAsthmaJourney(t, { screener: 'disqualified', outcome: 'DNQ' });
    const first = await walkAsthmaJourney(t, {
      screener: 'qualified',
      contact: true,
      site: ASTHMA.sites[0],
      outcome: 'New',
    });
    const second = await walkAsthmaJourney(t, {
      screener: 'qualified',
      contact: true,
      site: ASTHMA.sites[1],
      outcome: 'New',
    });
    await walkAsthmaJourney(t, { screener: 'qualified', contact: true, outcome: 'No-site-available' });
    await walkAsthmaJourney(t, { screener: 'qualified', contact: true, outcome: 'No-site-convenient' });
    const rows = await t.deps.db
      .selectFrom('referral_notifications')
      .select(['enrollment_id', 'referral_id'])
      .execute();
    const byEnrolment = new Map(rows.map((row) => [row.enrollment_id, row.referral_id]));
    referrals = {
      first: byEnrolment.get(first.enrollmentId)!,
      second: byEnrolment.get(second.enrollmentId)!,
    };
    // The study team: the first referral viewed, then contacted 5 hours after it came in; the
    // second contacted after 3 hours, then scheduled.
    await insertStatus(t.deps.db, referrals.first, 'Viewed', '2025-03-05T11:00:00.000Z');
    await insertStatus(t.deps.db, referrals.first, 'Contacted', '2025-03-05T15:00:00.000Z');
    await insertStatus(t.deps.db, referrals.second, 'Contacted', '2025-03-05T13:00:00.000Z');
    await insertStatus(t.deps.db, referrals.second, 'Scheduled', '2025-03-06T09:00:00.000Z');
  });
  afterAll(() => t.close());

  it('counts each step before the site choice in the study row of the week', async () => {
    const { cookie } = await signedInStaff(t, { role: 'study_manager', studies: [ASTHMA.protocol] });
    const answer = await funnelOf(t, cookie);
    expect(answer.weeks).toHaveLength(12);
    expect(answer.to).toBe(WEEK);
    expect(studyWeek(answer, ASTHMA.studyKey, WEEK)).toEqual({
      studyKey: ASTHMA.studyKey,
      siteCode: null,
      week: WEEK,
      visits: 6,
      screenersStarted: 5,
      qualified: 4,
      disqualified: 1,
      contactGiven: 4,
      noSiteAvailable: 1,
      siteNotConvenient: 1,
    });
  });

  it('counts the site choice, the referral and its current status per site, with the time to first contact', async () => {
    const { cookie } = await signedInStaff(t, { role: 'study_manager', studies: [ASTHMA.protocol] });
    const answer = await funnelOf(t, cookie);
    expect(siteWeek(answer, ASTHMA.sites[0], WEEK)).toMatchObject({
      protocol: ASTHMA.protocol,
      siteChosen: 1,
      referred: 1,
      statuses: expect.objectContaining({ New: 0, Viewed: 0, Contacted: 1, Scheduled: 0 }),
      medianHoursToFirstContact: 5,
    });
    expect(siteWeek(answer, ASTHMA.sites[1], WEEK)).toMatchObject({
      siteChosen: 1,
      referred: 1,
      statuses: expect.objectContaining({ Contacted: 0, Scheduled: 1 }),
      medianHoursToFirstContact: 3,
    });
    expect(answer.weekMedians).toEqual([{ week: WEEK, medianHours: 4, contacted: 2 }]);
    expect(answer.overall).toEqual({ medianHours: 4, contacted: 2 });
  });

  it('carries no name or contact detail, even for an admin with personal data access', async () => {
    const { cookie } = await signedInStaff(t, { role: 'admin', personalDataAccess: true });
    const body = JSON.stringify(await funnelOf(t, cookie));
    for (const personal of ['Ann', 'Lee', 'ann@example.com', '3125550100', '1985', '60611']) {
      expect(body).not.toContain(personal);
    }
  });

  it('leaves out the study rows when filtered by site: those steps happen before a site is known', async () => {
    const { cookie } = await signedInStaff(t, { role: 'study_manager', studies: [ASTHMA.protocol] });
    const answer = await funnelOf(t, cookie, { site: ASTHMA.sites[1] });
    expect(answer.studyRows).toEqual([]);
    expect(answer.siteRows.map((row) => row.siteCode)).toEqual([ASTHMA.sites[1]]);
    expect(answer.overall).toEqual({ medianHours: 3, contacted: 1 });
  });
});
