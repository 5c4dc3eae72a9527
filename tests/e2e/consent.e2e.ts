import type { BrowserContext, Page } from 'playwright-core';
import { setupE2eSession } from './support/e2e-session';
import { cookieOf, enrollmentIdOf } from './support/journey-db';
import {
  answerCookieBanner,
  answerScreener,
  chooseParticipantType,
  waitForPath,
  type CookieChoice,
} from './support/journey-steps';
import { readOutbox, waitUntil } from './support/outbox-probe';

const session = setupE2eSession({ page: 'test' });
let context: BrowserContext;
let page: Page;

beforeEach(() => {
  ({ context, page } = session);
});

async function savedPreference(guestRef: string) {
  return session.server.deps.db
    .selectFrom('cookie_preferences')
    .selectAll()
    .where('guest_ref', '=', guestRef)
    .executeTakeFirst();
}

async function analyticsEvents(guestRef?: string) {
  let query = session.server.deps.db.selectFrom('analytics_events').selectAll();
  if (guestRef) query = query.where('guest_ref', '=', guestRef);
  return query.execute();
}

/**
 * A visit with events that are tracked when allowed: the participant type chosen
 * (participant-type-selected), and a DNQ outcome page (outcome-page-viewed). Returns the
 * visitor's guest reference once the decision is saved and the outcome has reached the server.
 */
async function visitWithTrackedEvents(choice: CookieChoice): Promise<string> {
  await page.goto(`${session.server.baseUrl}/migraine-study`);
  await answerCookieBanner(page, choice);
  const guestRef = await cookieOf(context, 'bx_guest_ref');
  if (!guestRef) throw new Error('no bx_guest_ref cookie');
  await waitUntil(async () => (await savedPreference(guestRef)) !== undefined, 15000, 'the cookie choice');

  await chooseParticipantType(page);
  await waitForPath(page, '/migraine-study/adult');
  await answerScreener(page, [['diagnosed', 'No']]);
  await waitForPath(page, '/dnq/adult');
  await page.getByRole('heading', { name: 'Thank you for taking the questionnaire' }).waitFor();
  const enrollmentId = await enrollmentIdOf(context);
  await waitUntil(
    async () => {
      const outcome = await session.server.deps.db
        .selectFrom('outcome_updates')
        .select('id')
        .where('enrollment_id', '=', enrollmentId)
        .executeTakeFirst();
      return outcome !== undefined;
    },
    15000,
    'the outcome update',
  );
  // Everything the device queued has been delivered (the last write is the outcome's).
  await waitUntil(
    async () => (await readOutbox(page)).every((entry) => entry.state === 'delivered'),
    15000,
    'the outbox to drain',
  );
  return guestRef;
}

describe('cookie consent gates analytics', () => {
  it('stores no analytics event for a visitor who rejected cookies', async () => {
    const guestRef = await visitWithTrackedEvents('Reject');
    // Proves that nothing ELSE arrives afterwards (no event was held back for later).
    await page.waitForTimeout(1500);
    expect(await analyticsEvents()).toHaveLength(0);
    const outbox = await readOutbox(page);
    expect(outbox.filter((entry) => entry.callName === 'analytics/events')).toHaveLength(0);
    expect(outbox.some((entry) => entry.callName === 'Patient/UpdatePatientOutcomeDetails')).toBe(true);
    const preference = await savedPreference(guestRef);
    expect(preference?.analytics_allowed).toBe(false);
    expect(preference?.action).toBe('reject');
  });

  it('stores the tracked events of a visitor who accepted cookies', async () => {
    const guestRef = await visitWithTrackedEvents('Accept');
    await waitUntil(
      async () => (await analyticsEvents(guestRef)).some((event) => event.name === 'outcome-page-viewed'),
      15000,
      'the outcome-page-viewed event',
    );
    const events = await analyticsEvents(guestRef);
    expect(events.length).toBeGreaterThan(0);
    expect(events.map((event) => event.name)).toEqual(
      expect.arrayContaining(['participant-type-selected', 'outcome-page-viewed']),
    );
    expect((await savedPreference(guestRef))?.analytics_allowed).toBe(true);
  });
});
