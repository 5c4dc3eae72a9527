import { cookieOf, enrollmentIdOf, enrollmentRow, statusHistory } from './support/journey-db';
import { setupE2eSession } from './support/e2e-session';
import { answerCookieBanner, chooseParticipantType, waitForPath } from './support/journey-steps';
import { waitUntil } from './support/outbox-probe';

const session = setupE2eSession();

const HOME = '/migraine-study';
const QUERY = '?utm_source=newsletter&utm_campaign=spring';
let firstEnrollment: string;
let firstGuestRef: string | null;

async function waitForServerStep(enrollmentId: string, step: string): Promise<void> {
  await waitUntil(
    async () => (await enrollmentRow(session.server, enrollmentId))?.journey_step === step,
    15000,
    `the server to save the step ${step}`,
  );
}

/** Back on the study home in the same browser: the Welcome back popup. */
async function comeBack() {
  await session.page.goto(`${session.server.baseUrl}${HOME}${QUERY}`);
  const popup = session.page.getByTestId('resume-or-start-over-popup');
  await popup.getByRole('heading', { name: 'Welcome back' }).waitFor();
  return popup;
}

describe('a returning visitor with a journey in progress', () => {
  it('is offered to resume, and Resume goes to the saved step keeping the query string', async () => {
    const { page, context, server } = session;
    await page.goto(`${server.baseUrl}${HOME}`);
    await answerCookieBanner(page, 'Reject');
    await chooseParticipantType(page);
    await waitForPath(page, `${HOME}/adult`);
    firstEnrollment = await enrollmentIdOf(context);
    firstGuestRef = await cookieOf(context, 'bx_guest_ref');
    expect(firstGuestRef).not.toBeNull();
    await waitForServerStep(firstEnrollment, 'pre-screener');

    const popup = await comeBack();
    await popup.getByRole('button', { name: 'Resume' }).click();
    await waitForPath(page, `${HOME}/adult`, QUERY);
    await popup.waitFor({ state: 'detached' });
    expect(await enrollmentIdOf(context)).toBe(firstEnrollment);
    const row = await enrollmentRow(server, firstEnrollment);
    expect(row?.journey_status).toBe('Partial');
  });

  it('starts a new enrolment on Start over, terminating the old one on the server', async () => {
    const { page, context, server } = session;
    const popup = await comeBack();
    const reloaded = page.waitForEvent('load');
    await popup.getByRole('button', { name: 'Start over' }).click();
    await reloaded;
    await waitForPath(page, HOME, QUERY);
    await page.getByRole('heading', { level: 1, name: 'The Migraine Prevention Study' }).waitFor();

    await waitUntil(
      async () => (await enrollmentRow(server, firstEnrollment))?.journey_status === 'Terminated',
      15000,
      'the old enrolment to be terminated',
    );
    const old = await enrollmentRow(server, firstEnrollment);
    expect(old?.is_active_enrollment).toBe(0);
    const last = (await statusHistory(server, firstEnrollment)).at(-1);
    expect(last).toMatchObject({
      previous_status: 'Partial',
      journey_status: 'Terminated',
      is_active_enrollment: 0,
    });

    // A new journey with new ids (the guest reference too: the visitor is not signed in).
    await waitUntil(
      async () => {
        const id = await cookieOf(context, 'enrollmentID');
        return id !== null && id !== firstEnrollment;
      },
      10000,
      'a new enrollmentID cookie',
    );
    const secondEnrollment = await enrollmentIdOf(context);
    const secondGuestRef = await cookieOf(context, 'bx_guest_ref');
    expect(secondGuestRef).not.toBeNull();
    expect(secondGuestRef).not.toBe(firstGuestRef);
    expect(await cookieOf(context, 'journeyStep')).toBeNull();
    await waitUntil(
      async () => (await enrollmentRow(server, secondEnrollment)) !== undefined,
      15000,
      'the new enrolment on the server',
    );
    expect((await enrollmentRow(server, secondEnrollment))?.journey_status).toBe('Partial');
    // The fresh journey has no saved step: no popup on the reloaded home page.
    expect(await page.getByTestId('resume-or-start-over-popup').count()).toBe(0);
  });
});
