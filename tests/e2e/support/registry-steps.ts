import type { Page } from 'playwright-core';
import type { MailboxMessage } from '../../../src/shared/contracts/mailbox';
import { waitForOutboxDelivered } from './delivery-audit';
import { readMailbox } from './mailbox';
import { waitUntil } from './outbox-probe';
import type { TestServer } from './test-server';

/*
 * The volunteer registry's steps as a person takes them, with the demo pack's labels
 * (content/demo/pages/register/, manage-my-profile.*.yaml).
 */

export const VERIFY_SUBJECT = 'Please verify your email address';
export const PROFILE_LINK_SUBJECT = 'Your ClinicalResearch profile link';
export const MY_PROFILE_PATH = '/manage-my-profile';

export interface Registrant {
  email: string;
  firstName: string;
  lastName: string;
  zip: string;
}

export function newRegistrant(tag: string): Registrant {
  const unique = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  return { email: `${tag}.${unique}@example.com`, firstName: 'Ana', lastName: 'Registrant', zip: '60611' };
}

const next = (page: Page) => page.getByRole('button', { name: /^(Next|Complete registration)$/ });

/** Home → #cr-registration → Get started. */
export async function startRegistration(page: Page, server: TestServer, email: string): Promise<void> {
  await page.goto(`${server.baseUrl}/?utm_source=e2e#cr-registration`);
  const section = page.locator('#cr-registration');
  await section.getByLabel('Email address').fill(email);
  await section.getByLabel(/I agree to receive emails/).check();
  await section.getByRole('button', { name: 'Get started' }).click();
}

export async function fillAboutYou(page: Page, person: Registrant): Promise<void> {
  await page.getByLabel('First name').fill(person.firstName);
  await page.getByLabel('Last name').fill(person.lastName);
  await page.getByLabel('Day').selectOption('15');
  await page.getByLabel('Month').selectOption({ index: 3 });
  await page.getByLabel('Year').selectOption('1980');
  await page.getByLabel('Female').check();
}

/** Steps 1 to 5 after Get started, ending on /thank-you. */
export async function completeWizard(page: Page, person: Registrant): Promise<void> {
  await page.waitForURL(/\/register\/about-you/);
  await fillAboutYou(page, person);
  await next(page).click();
  await page.waitForURL(/\/register\/patient-enquiries/);
  await page.getByLabel('I want to help medical research').check();
  await next(page).click();
  await page.waitForURL(/\/register\/conditions/);
  const conditions = page.getByRole('combobox', { name: 'Conditions of interest' });
  await conditions.fill('Migr');
  await page
    .getByRole('option', { name: /Migraine/ })
    .first()
    .click();
  await conditions.press('Escape'); // closes the list if a pick left it open
  await next(page).click();
  await page.waitForURL(/\/register\/location/);
  await page.getByLabel('Zip code').fill(person.zip);
  await page.getByLabel('25 miles').check();
  await page.getByLabel('Yes, I am interested in at-home studies').check();
  await next(page).click();
  await page.waitForURL(/\/register\/contact-preference/);
  await page.getByLabel('Phone number').fill('312 555 0199');
  await page.getByLabel(/I agree to be contacted about clinical studies/).check();
  await next(page).click();
  await page.waitForURL(/\/thank-you/);
}

/**
 * Before a test acts as the member it just registered: the session token is made on the device
 * and reaches the server with the registration's write, through the outbox. A page load before
 * that delivery keeps the member signed in and waits (registry-reload.e2e.ts tests exactly that),
 * but the member's own calls (a saved trial, the profile) need the server to know the token, so
 * these tests wait for the outbox first.
 */
export async function waitForMemberSession(page: Page): Promise<void> {
  await waitForOutboxDelivered(page);
}

/** The newest mail with `subject` to `to`, waited for. */
export async function mailTo(
  server: TestServer,
  to: string,
  subject: string,
  after = 0,
): Promise<MailboxMessage> {
  let found: MailboxMessage | undefined;
  await waitUntil(
    async () => {
      const mails = (await readMailbox(server)).filter(
        (message) => message.channel === 'email' && message.to === to && message.subject === subject,
      );
      found = mails.length > after ? mails[0] : undefined;
      return found !== undefined;
    },
    15000,
    `the mail "${subject}" to ${to}`,
  );
  return found!;
}

/** A mailed link on this test server (its path and token untouched). */
export function localLink(server: TestServer, mail: MailboxMessage): string {
  const link = mail.links.find((candidate) => /myProfileToken=|communityToken=/.test(candidate.url));
  if (!link) throw new Error(`no profile link in "${mail.subject}"`);
  const mailed = new URL(link.url);
  return `${server.baseUrl}${mailed.pathname}${mailed.search}`;
}

/** The stored profile of an address (addresses are stored lower-cased). */
export async function profileOf(server: TestServer, email: string) {
  return server.deps.db
    .selectFrom('profiles')
    .selectAll()
    .where('email', '=', email.toLowerCase())
    .executeTakeFirst();
}

/** The keys of the communities the profile of an address belongs to, sorted. */
async function communitiesOf(server: TestServer, email: string): Promise<string[]> {
  const profile = await profileOf(server, email);
  if (!profile) return [];
  const rows = await server.deps.db
    .selectFrom('profile_communities')
    .select('key')
    .where('profile_id', '=', profile.id)
    .execute();
  return rows.map((row) => row.key).sort();
}

/**
 * The profile's communities once they are `expected`, or as they are after `timeoutMs` (the caller
 * asserts them: a mismatch then shows both lists). Joining and leaving reach the server a moment
 * after the click.
 */
export async function communitiesOnceSettled(
  server: TestServer,
  email: string,
  expected: readonly string[],
  timeoutMs = 10000,
): Promise<string[]> {
  const deadline = Date.now() + timeoutMs;
  let current = await communitiesOf(server, email);
  while (JSON.stringify(current) !== JSON.stringify(expected) && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 200));
    current = await communitiesOf(server, email);
  }
  return current;
}
