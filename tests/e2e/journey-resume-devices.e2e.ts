import type { BrowserContext, Page } from 'playwright-core';
import { setupE2eSession } from './support/e2e-session';
import {
  contactForm,
  control,
  fillContactDetails,
  MIGRAINE,
  modal,
  newPerson,
  reachContactForm,
  SITE_SELECTION_HEADING,
  SITE_SELECTION_PATH,
  submitContactForm,
} from './support/contact-steps';
import { enrollmentIdOf } from './support/journey-db';
import { waitForPath } from './support/journey-steps';
import { requestResumeLink, resumeLinkMailedTo } from './support/mailbox';

/*
 * A journey continued on a second device through its resume link: the link restores what the
 * server knows (questionnaire result, contact details given, the step reached), and is used up
 * only by the person's Continue, never by a mail scanner that opens it first.
 */

const session = setupE2eSession({ page: 'none', setupTimeoutMs: 300000 });

// Two or three devices through the whole journey each, on a machine that may be busy.
jest.setTimeout(240000);

/** A new device, closed after the test. */
async function newDevice(): Promise<{ context: BrowserContext; page: Page }> {
  const context = await session.newContext();
  return { context, page: await context.newPage() };
}

/** Opens the link and presses the resume modal's Continue. */
async function continueFromLink(page: Page, link: string): Promise<void> {
  await page.goto(link);
  const confirm = page.getByTestId('resume-journey-modal');
  await confirm.getByRole('heading', { name: 'Resume Your Journey' }).waitFor();
  await confirm.getByRole('button', { name: 'Continue where I left off' }).click();
}

/** A mail scanner: opens the link, runs its scripts, clicks nothing. */
async function scan(link: string): Promise<void> {
  const scanner = await newDevice();
  await scanner.page.goto(link);
  await scanner.page.getByTestId('resume-journey-modal').waitFor();
  await scanner.context.close();
}

describe('a journey continued on another device', () => {
  it('goes on at site selection when device A already gave the contact details (a scanner opened the link first)', async () => {
    const person = newPerson('two-devices');
    const a = await newDevice();
    const formA = await reachContactForm(a.page, session.server, 'adult');
    const enrollmentA = await enrollmentIdOf(a.context);
    await fillContactDetails(formA, 'adult', person);
    await submitContactForm(formA);
    await waitForPath(a.page, SITE_SELECTION_PATH);

    // Device B redoes the journey with the same email: the resume link of A's journey is mailed.
    const b = await newDevice();
    const formB = await reachContactForm(b.page, session.server, 'adult');
    await fillContactDetails(formB, 'adult', person);
    await submitContactForm(formB);
    const sent = modal(b.page, 'email-sent');
    await sent.getByRole('heading', { name: 'Check your email' }).waitFor();
    await sent.getByRole('button', { name: 'Done', exact: true }).click();
    const link = await resumeLinkMailedTo(session.server, person.email);

    await scan(link);
    await continueFromLink(b.page, link);
    await waitForPath(b.page, SITE_SELECTION_PATH, '');
    await b.page.getByRole('heading', { name: SITE_SELECTION_HEADING, exact: true }).waitFor();
    expect(await enrollmentIdOf(b.context)).toBe(enrollmentA);

    // Used up by that Continue: opening it again meets the expired popup.
    const later = await newDevice();
    await later.page.goto(link);
    await later.page
      .getByTestId('expired-popup')
      .getByRole('heading', { name: 'This link has expired' })
      .waitFor();
  });

  it('brings the contact form\'s "Email me a link" to another device, filled from the questionnaire, and it submits', async () => {
    const person = newPerson('form-link');
    const a = await newDevice();
    await reachContactForm(a.page, session.server, 'adult');
    const enrollmentA = await enrollmentIdOf(a.context);
    await requestResumeLink(a.page, person.email);
    const link = await resumeLinkMailedTo(session.server, person.email);

    const b = await newDevice();
    await continueFromLink(b.page, link);
    await waitForPath(b.page, `${MIGRAINE}/contact-info/adult`, '');
    const form = contactForm(b.page);
    await form.waitFor();
    expect(await enrollmentIdOf(b.context)).toBe(enrollmentA);
    // What the questionnaire gave comes back; what was typed on device A was never sent anywhere.
    expect(await control(form, 'ZIP code').inputValue()).toBe('60611');
    expect(await control(form, 'First name').inputValue()).toBe('');
    await fillContactDetails(form, 'adult', person);
    await submitContactForm(form);
    await waitForPath(b.page, SITE_SELECTION_PATH);
    await b.page.getByRole('heading', { name: SITE_SELECTION_HEADING, exact: true }).waitFor();
  });
});
