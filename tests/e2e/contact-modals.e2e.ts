import type { Page } from 'playwright-core';
import { setupE2eSession } from './support/e2e-session';
import { cookieOf, enrollmentIdOf, enrollmentRow } from './support/journey-db';
import { waitForPath } from './support/journey-steps';
import { resumeLinkMailedTo } from './support/mailbox';
import { waitUntil } from './support/outbox-probe';
import { siteCard, SUCCESS_PATH } from './support/site-steps';
import {
  contactPatients,
  fillContactDetails,
  MIGRAINE,
  modal,
  newPerson,
  reachContactForm,
  SITE_SELECTION_HEADING,
  SITE_SELECTION_PATH,
  submitContactForm,
  type ContactPerson,
} from './support/contact-steps';

/*
 * The three returning-user modals of the adult form (the submit flow's steps 2 and 4). A first visitor
 * registers with an email and reaches the site-selection outcome (which completes the enrolment); the state
 * of that registration (rules: src/server/contact/returning-user.ts) then decides what a second visitor with
 * the same email meets on submit:
 *  - Completed and registered inside the returning-user window (seeded 24 hours) → custom-error;
 *  - Completed, active and registered before the window (its time moved back) → patient-exists;
 *  - its enrolment unfinished (set back to Partial) → email-sent, and the resume link is mailed.
 */

const session = setupE2eSession({ page: 'none' });
let first: ContactPerson;
let firstEnrollment: string;

jest.setTimeout(60000);

/** A new device on the adult form with the first visitor's details, submitted. */
async function submitAsSecondVisitor(run: (page: Page) => Promise<void>): Promise<void> {
  const context = await session.newContext();
  try {
    const page = await context.newPage();
    const form = await reachContactForm(page, session.server, 'adult');
    await fillContactDetails(form, 'adult', first);
    await submitContactForm(form);
    await run(page);
  } finally {
    await context.close();
  }
}

async function setFirstEnrollmentStatus(journeyStatus: string): Promise<void> {
  await session.server.deps.db
    .updateTable('journey_enrollments')
    .set({ journey_status: journeyStatus })
    .where('enrollment_id', '=', firstEnrollment)
    .execute();
}

describe('a second visitor with the same email meets the returning-user modals', () => {
  beforeAll(async () => {
    first = newPerson('returning');
    const context = await session.newContext();
    const page = await context.newPage();
    const form = await reachContactForm(page, session.server, 'adult');
    await fillContactDetails(form, 'adult', first);
    await submitContactForm(form);
    await waitForPath(page, SITE_SELECTION_PATH);
    await page.getByRole('heading', { name: SITE_SELECTION_HEADING }).waitFor();
    // The journey completes on the success page, once a site is chosen.
    await siteCard(page, 'Lakeside Neurology Research Center')
      .getByRole('button', { name: 'Select this site: Lakeside Neurology Research Center' })
      .click();
    await waitForPath(page, SUCCESS_PATH);
    firstEnrollment = await enrollmentIdOf(context);
    await waitUntil(
      async () => (await enrollmentRow(session.server, firstEnrollment))?.journey_status === 'Completed',
      15000,
      'the first enrolment completed by its outcome',
    );
    await context.close();
    expect(await contactPatients(session.server, first.email)).toHaveLength(1);
    expect(await enrollmentRow(session.server, firstEnrollment)).toMatchObject({ is_active_enrollment: 1 });
  }, 60000);

  it('custom-error: the registration completed inside the window; [xHours] becomes the interval', async () => {
    await submitAsSecondVisitor(async (page) => {
      const dialog = modal(page, 'custom-error');
      await dialog.getByRole('heading', { name: 'We already have your details' }).waitFor();
      const text = await dialog.innerText();
      expect(text).toContain('You have submitted your details recently. Please try again after 24 hours');
      expect(text).not.toContain('[xHours]');
      await page.screenshot({ path: 'tests/.scratch/contact-modal-custom-error.png' });

      await dialog.getByRole('button', { name: 'Close', exact: true }).click();
      await dialog.waitFor({ state: 'detached' });
      expect(new URL(page.url()).pathname).toBe(`${MIGRAINE}/contact-info/adult`);
    });
    expect(await contactPatients(session.server, first.email)).toHaveLength(1);
  });

  it('patient-exists: confirming ends the new enrolment, clears it and reloads the study home', async () => {
    // Registered before the 24-hour window, completed and still active.
    await session.server.deps.db
      .updateTable('contact_patients')
      .set({ created_at: new Date(Date.now() - 2 * 24 * 3_600_000) })
      .where('enrollment_id', '=', firstEnrollment)
      .execute();
    expect((await enrollmentRow(session.server, firstEnrollment))?.is_active_enrollment).toBe(1);
    const context = await session.newContext();
    try {
      const page = await context.newPage();
      const form = await reachContactForm(page, session.server, 'adult');
      const secondEnrollment = await enrollmentIdOf(context);
      await fillContactDetails(form, 'adult', first);
      await submitContactForm(form);

      const dialog = modal(page, 'patient-exists');
      await dialog.getByRole('heading', { name: 'You are already registered' }).waitFor();
      await dialog.getByText(/We already have a registration for these details/).waitFor();
      await dialog.getByRole('button', { name: 'Cancel', exact: true }).waitFor();
      await page.screenshot({ path: 'tests/.scratch/contact-modal-patient-exists.png' });

      await dialog.getByRole('button', { name: 'Start again', exact: true }).click();
      await waitForPath(page, MIGRAINE);
      await waitUntil(
        async () => (await enrollmentRow(session.server, secondEnrollment))?.is_active_enrollment === 0,
        15000,
        'the second enrolment deactivated',
      );
      expect(await cookieOf(context, 'enrollmentID')).not.toBe(secondEnrollment);
      expect(await cookieOf(context, 'journeyStep')).toBeNull();
      await page.getByRole('heading', { level: 1, name: 'The Migraine Prevention Study' }).waitFor();
    } finally {
      await context.close();
    }
    // The earlier registration is untouched and nothing new was stored.
    expect(await contactPatients(session.server, first.email)).toHaveLength(1);
    expect(await enrollmentRow(session.server, firstEnrollment)).toMatchObject({
      journey_status: 'Completed',
      is_active_enrollment: 1,
    });
  });
  it('email-sent: the registration is unfinished, so its resume link is mailed', async () => {
    // As if the outcome had never been reached: the registration is still in progress.
    await setFirstEnrollmentStatus('Partial');
    await submitAsSecondVisitor(async (page) => {
      const dialog = modal(page, 'email-sent');
      await dialog.waitFor();
      await dialog.getByRole('heading', { name: 'Check your email' }).waitFor();
      await dialog
        .getByText('You have already started with this email address. We have sent you a link to continue')
        .waitFor();
      await dialog.getByRole('button', { name: 'Start over', exact: true }).waitFor();
      await page.screenshot({ path: 'tests/.scratch/contact-modal-email-sent.png' });
      expect(await resumeLinkMailedTo(session.server, first.email)).toContain(
        `${MIGRAINE}?resumeJourneyToken=`,
      );

      await dialog.getByRole('button', { name: 'Done', exact: true }).click();
      await dialog.waitFor({ state: 'detached' });
      expect(new URL(page.url()).pathname).toBe(`${MIGRAINE}/contact-info/adult`);
    });
    expect(await contactPatients(session.server, first.email)).toHaveLength(1);
  });
});
