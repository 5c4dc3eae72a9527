import { randomBytes, randomUUID } from 'node:crypto';
import { newMobileContext } from './support/browser';
import { setupE2eSession } from './support/e2e-session';
import { openHydrated } from './support/open-hydrated';
import {
  localLink,
  mailTo,
  newRegistrant,
  PROFILE_LINK_SUBJECT,
  profileOf,
  VERIFY_SUBJECT,
} from './support/registry-steps';
import type { Page } from 'playwright-core';

/*
 * Mail scanners open the links of a mail in a browser of their own, scripts and all, before the
 * person reads it. A sign-in or verification link must survive that: only the person's Continue
 * uses it. The scanner here runs the page's scripts and does nothing else.
 */

const session = setupE2eSession({ setupTimeoutMs: 180000 });
const person = newRegistrant('scanned');

const TOKEN_KEY = 'myProfileVerificationToken';
const sessionToken = (page: Page) => page.evaluate((key) => sessionStorage.getItem(key), TOKEN_KEY);

/** A member, registered through the API as the registration's outbox write delivers it. */
async function register(baseUrl: string): Promise<void> {
  const ref = randomUUID();
  const response = await fetch(
    `${baseUrl}/api/contacts/AddOrUpdateCrRegistrationDetails/${ref}?guestType=customer`,
    {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'idempotency-key': randomUUID() },
      body: JSON.stringify({
        ref,
        email: person.email,
        firstName: person.firstName,
        lastName: person.lastName,
        postCode: person.zip,
        zipCode: person.zip,
        phoneNumbers: [{ number: '(312) 555-0199', type: 'mobile' }],
        dateOfBirth: '1980-04-15',
        gender: 'Female',
        isMobile: true,
        browserId: 'browser-e2e',
        siteSettingsId: 'site-settings-cr-demo',
        language: 'en',
        dataExtension: {
          conditionOfInterest: ['migraine'],
          communities: [],
          travelDistance: '25 miles',
          source: 'CR',
          secondaryConsent: { Email: true },
          selectedRelevantItems: ['I want to help medical research'],
          interestedInAtHomeTrials: 'Yes',
          // From the geocoder on the device; the server takes the zip's own.
          latitude: null,
          longitude: null,
        },
        sessionToken: randomBytes(32).toString('base64url'),
      }),
    },
  );
  const answer = (await response.json()) as { registered?: boolean };
  if (!response.ok || answer.registered !== true) {
    throw new Error(`registration: ${response.status} ${JSON.stringify(answer)}`);
  }
}

/** Asks for a mail with a link, as the profile modal and the thank-you page's Resend do. */
async function askForLink(baseUrl: string, emailType: 'myProfile' | 'verification'): Promise<void> {
  const response = await fetch(`${baseUrl}/Send/SendProfileEmail`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'idempotency-key': randomUUID() },
    body: JSON.stringify({
      email: person.email,
      emailType,
      resendAttemptCount: 0,
      siteSettingsId: 'site-settings-cr-demo',
      language: 'en',
      isMyprofileEmail: true,
    }),
  });
  if (!response.ok) throw new Error(`SendProfileEmail: ${response.status}`);
}

/** A scanner's visit: a fresh browser context loads the link, runs the page and leaves. */
async function scan(link: string): Promise<void> {
  const scanner = await newMobileContext(session.browser);
  const page = await scanner.newPage();
  await openHydrated(page, link);
  // The page ran far enough to ask its question: a scanner's script-running visit is over.
  await page.getByRole('dialog', { name: 'Welcome back' }).waitFor();
  await page.waitForLoadState('networkidle');
  expect(await sessionToken(page)).toBeNull();
  await scanner.close();
}

/** The person opens the same link, presses Continue and lands on My Profile signed in. */
async function openAndContinue(link: string): Promise<Page> {
  const page = await session.newPage();
  await openHydrated(page, link);
  const question = page.getByRole('dialog', { name: 'Welcome back' });
  await question.getByRole('button', { name: 'Continue' }).click();
  await page.getByLabel('First name').waitFor();
  await expect(page.getByLabel('First name').inputValue()).resolves.toBe(person.firstName);
  expect(await sessionToken(page)).toBeTruthy();
  return page;
}

beforeAll(async () => {
  await register(session.server.baseUrl);
}, 180000);

jest.setTimeout(90000);

describe('a mail scanner that runs scripts uses up no link', () => {
  it('a verification link: the scanner verifies nothing; the person’s Continue verifies and signs in', async () => {
    const { server } = session;
    await askForLink(server.baseUrl, 'verification');
    const link = localLink(server, await mailTo(server, person.email, VERIFY_SUBJECT));
    await scan(link);
    expect((await profileOf(server, person.email))?.is_verified_email).toBe(false);
    const page = await openAndContinue(link);
    expect((await profileOf(server, person.email))?.is_verified_email).toBe(true);
    expect(new URL(page.url()).searchParams.has('myProfileToken')).toBe(false);
    await page.context().close();
  });

  it('a sign-in link: the scanner is not signed in; the person is, once, with Continue', async () => {
    const { server } = session;
    await askForLink(server.baseUrl, 'myProfile');
    const link = localLink(server, await mailTo(server, person.email, PROFILE_LINK_SUBJECT));
    await scan(link);
    const page = await openAndContinue(link);
    await page.context().close();
    // Used now: a second person's Continue meets the expired-link popup.
    const again = await (await newMobileContext(session.browser)).newPage();
    await openHydrated(again, link);
    await again
      .getByRole('dialog', { name: 'Welcome back' })
      .getByRole('button', { name: 'Continue' })
      .click();
    await again.getByRole('dialog').getByText('This link has expired').waitFor();
    expect(await sessionToken(again)).toBeNull();
    await again.context().close();
  });
});
