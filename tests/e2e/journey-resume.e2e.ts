import type { BrowserContext, Page } from 'playwright-core';
import { setupE2eSession } from './support/e2e-session';
import { enrollmentIdOf, enrollmentRow, statusHistory } from './support/journey-db';
import {
  answerCookieBanner,
  answerScreener,
  pickParticipantType,
  screenerFrame,
  startQuestionnaire,
  waitForPath,
} from './support/journey-steps';
import { requestResumeLink, resumeLinkMailedTo } from './support/mailbox';
import { waitUntil } from './support/outbox-probe';

// Three devices in one test: each step has its own wait; the whole needs more than Jest's 30 s on a
// busy two-core machine.
jest.setTimeout(90000);

const session = setupE2eSession({ page: 'none' });

/** A new device: its own cookies, storage, service worker and outbox; closed after the test. */
async function newDevice(): Promise<{ context: BrowserContext; page: Page }> {
  const context = await session.newContext();
  return { context, page: await context.newPage() };
}

interface StartedJourney {
  context: BrowserContext;
  page: Page;
  enrollmentId: string;
  link: string;
}

/** Device A: the study home, the participant-type page, and "email me a link" (from the mailbox). */
async function startJourneyAndMailLink(email: string): Promise<StartedJourney> {
  const { context, page } = await newDevice();
  await page.goto(`${session.server.baseUrl}/migraine-study`);
  await answerCookieBanner(page, 'Reject');
  await startQuestionnaire(page);
  await waitForPath(page, '/migraine-study/participant-type');
  await requestResumeLink(page, email);
  const enrollmentId = await enrollmentIdOf(context);
  const link = await resumeLinkMailedTo(session.server, email);
  return { context, page, enrollmentId, link };
}

async function waitForServerEnrollment(
  enrollmentId: string,
  what: string,
  predicate: (row: NonNullable<Awaited<ReturnType<typeof enrollmentRow>>>) => boolean,
): Promise<void> {
  await waitUntil(
    async () => {
      const row = await enrollmentRow(session.server, enrollmentId);
      return row !== undefined && predicate(row);
    },
    15000,
    what,
  );
}

/** The server's view of one enrolment, to prove that opening a link changed none of it. */
async function snapshot(enrollmentId: string) {
  return {
    row: await enrollmentRow(session.server, enrollmentId),
    history: await statusHistory(session.server, enrollmentId),
  };
}

describe('a resume link opened from the mailbox', () => {
  it('changes nothing until confirmed, then continues the journey at its saved step on another device', async () => {
    const started = await startJourneyAndMailLink('resume-a@example.com');
    expect(new URL(started.link).searchParams.get('resumeJourneyToken')).toMatch(/^[A-Za-z0-9_-]{43}$/);
    // Device A goes on to the questionnaire page: the saved step moves on to the pre-screener.
    await pickParticipantType(started.page);
    await waitForPath(started.page, '/migraine-study/adult');
    await waitForServerEnrollment(started.enrollmentId, 'the pre-screener step', (row) => {
      return row.journey_step === 'pre-screener' && row.participant_type === 'adult';
    });
    await started.context.close();
    const before = await snapshot(started.enrollmentId);
    expect(before.row?.journey_status).toBe('Partial');

    // Device B (a mail scanner, or the person who changes their mind): opens, then "Not now".
    const scanner = await newDevice();
    await scanner.page.goto(started.link);
    const modal = scanner.page.getByTestId('resume-journey-modal');
    await modal.getByRole('heading', { name: 'Resume Your Journey' }).waitFor();
    expect(new URL(scanner.page.url()).searchParams.has('resumeJourneyToken')).toBe(false);
    await modal.getByRole('button', { name: 'Not now' }).click();
    await modal.waitFor({ state: 'hidden' });
    // Proves that nothing ELSE happens afterwards: the device's own home-visit writes go by.
    await scanner.page.waitForTimeout(2000);
    expect(await snapshot(started.enrollmentId)).toEqual(before);
    expect(await enrollmentIdOf(scanner.context)).not.toBe(started.enrollmentId);

    // Device C: the same link still works (opening did not use it up); confirming resumes.
    const person = await newDevice();
    await person.page.goto(started.link);
    const confirm = person.page.getByTestId('resume-journey-modal');
    await confirm.getByRole('heading', { name: 'Resume Your Journey' }).waitFor();
    expect(await snapshot(started.enrollmentId)).toEqual(before);
    await confirm.getByRole('button', { name: 'Continue where I left off' }).click();
    await waitForPath(person.page, '/migraine-study/adult', '');
    await screenerFrame(person.page).locator('[data-name="dob"] input').waitFor({ timeout: 15000 });
    expect(await enrollmentIdOf(person.context)).toBe(started.enrollmentId);
  });

  it('shows the completed popup, a second after the answer, for a journey that reached an outcome', async () => {
    const started = await startJourneyAndMailLink('resume-b@example.com');
    await pickParticipantType(started.page);
    await waitForPath(started.page, '/migraine-study/adult');
    await answerScreener(started.page, [['diagnosed', 'No']]);
    await waitForPath(started.page, '/dnq/adult');
    await waitForServerEnrollment(started.enrollmentId, 'the Completed status', (row) => {
      return row.journey_status === 'Completed';
    });
    await started.context.close();
    const before = await snapshot(started.enrollmentId);

    const other = await newDevice();
    const answered = other.page.waitForResponse((response) =>
      response.url().includes('/api/contacts/GetResumeJourneyDetails'),
    );
    await other.page.goto(started.link);
    await answered;
    const answeredAt = Date.now();
    const popup = other.page.getByTestId('completed-popup');
    await popup.getByRole('heading', { name: 'You have already completed this journey' }).waitFor();
    expect(Date.now() - answeredAt).toBeGreaterThanOrEqual(900);
    await expect(other.page.getByTestId('resume-journey-modal').count()).resolves.toBe(0);
    expect(await snapshot(started.enrollmentId)).toEqual(before);
  });

  it('shows the terminated popup for a journey that was started over after the link was sent', async () => {
    const started = await startJourneyAndMailLink('resume-c@example.com');
    await started.page.goto(`${session.server.baseUrl}/migraine-study`);
    const welcome = started.page.getByTestId('resume-or-start-over-popup');
    await welcome.getByRole('heading', { name: 'Welcome back' }).waitFor();
    await welcome.getByRole('button', { name: 'Start over' }).click();
    await waitForServerEnrollment(started.enrollmentId, 'the Terminated status', (row) => {
      return row.journey_status === 'Terminated';
    });
    await started.context.close();
    const before = await snapshot(started.enrollmentId);

    const other = await newDevice();
    await other.page.goto(started.link);
    const popup = other.page.getByTestId('terminated-popup');
    await popup.getByRole('heading', { name: 'This journey was closed' }).waitFor();
    await popup.getByRole('button', { name: 'Close' }).click();
    await popup.waitFor({ state: 'detached' });
    expect(await snapshot(started.enrollmentId)).toEqual(before);
  });

  it('shows the expired popup for a token the server does not know', async () => {
    const { page } = await newDevice();
    await page.goto(`${session.server.baseUrl}/migraine-study?resumeJourneyToken=${'x'.repeat(43)}`);
    const popup = page.getByTestId('expired-popup');
    await popup.getByRole('heading', { name: 'This link has expired' }).waitFor();
    expect(new URL(page.url()).searchParams.has('resumeJourneyToken')).toBe(false);
  });
});
