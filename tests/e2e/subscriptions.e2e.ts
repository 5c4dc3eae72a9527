import {
  contactPatients,
  fillContactDetails,
  newPerson,
  reachContactForm,
  SITE_SELECTION_PATH,
  submitContactForm,
} from './support/contact-steps';
import { setupE2eSession } from './support/e2e-session';
import { cookieOf } from './support/journey-db';
import { waitForPath } from './support/journey-steps';
import { readMailbox } from './support/mailbox';
import { waitUntil } from './support/outbox-probe';
import type { MailboxMessage } from '../../src/shared/contracts/mailbox';

/*
 * Unsubscribe and resubscribe from the links of a real mail in the demo mailbox
 *: the mailing-list welcome mail sent after the
 * contact form. Opening a link (as a mail scanner does) changes nothing; one click unsubscribes.
 */

const session = setupE2eSession({ setupTimeoutMs: 90000 });
const person = newPerson('subscriber');
let welcome: MailboxMessage;

const WELCOME_SUBJECT = 'Welcome to the ClinicalResearch mailing list';

/** A mailed link on this test server (the path and token untouched). */
function localLink(url: string): string {
  const mailed = new URL(url);
  return `${session.server.baseUrl}${mailed.pathname}${mailed.search}`;
}

async function suppressions(email: string) {
  return session.server.deps.db
    .selectFrom('subscription_suppressions')
    .selectAll()
    .where('email', '=', email.toLowerCase())
    .execute();
}

beforeAll(async () => {
  const form = await reachContactForm(session.page, session.server, 'adult');
  await fillContactDetails(form, 'adult', person);
  // Only an explicit email opt-in joins the mailing list and brings its welcome mail.
  await form.getByRole('checkbox', { name: 'Email', exact: true }).check();
  await submitContactForm(form);
  await waitForPath(session.page, SITE_SELECTION_PATH);
  await waitUntil(
    async () => (await contactPatients(session.server, person.email)).length === 1,
    10000,
    'the patient',
  );
  await waitUntil(
    async () => {
      const found = (await readMailbox(session.server)).find(
        (message) => message.to === person.email && message.subject === WELCOME_SUBJECT,
      );
      if (found) welcome = found;
      return found !== undefined;
    },
    15000,
    'the mailing-list welcome mail',
  );
}, 90000);

jest.setTimeout(60000);

describe('unsubscribing from a mail in the mailbox', () => {
  it('carries one-click List-Unsubscribe headers', async () => {
    const rows = await session.server.deps.db
      .selectFrom('outbound_messages')
      .select('headers')
      .where('id', '=', welcome.id as never)
      .execute();
    const headers = (rows[0]?.headers ?? {}) as Record<string, string>;
    expect(headers['List-Unsubscribe']).toMatch(
      /^<http:\/\/127\.0\.0\.1:\d+\/api\/unsubscribe\/one-click\?uToken=[\w-]{20,}>$/,
    );
    expect(headers['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
  });

  it('a mail scanner opening the link unsubscribes nobody', async () => {
    const link = localLink(welcome.links[0]!.url);
    expect(new URL(link).pathname).toBe('/unsubscribe');
    const fetched = await fetch(link, { headers: { accept: 'text/html' } });
    expect(fetched.status).toBe(200);
    // A scanner that runs the page's JavaScript, in a browser of its own.
    const scanner = await session.browser.newContext();
    const scanned = await scanner.newPage();
    await scanned.goto(link);
    await scanned.getByRole('button', { name: 'Unsubscribe', exact: true }).waitFor();
    await scanned.waitForTimeout(1500);
    await scanner.close();
    expect(await suppressions(person.email)).toHaveLength(0);
  });

  it('one click unsubscribes: the guest reference is kept, and nobody is signed in', async () => {
    const { page, context } = session;
    await page.goto(localLink(welcome.links[0]!.url));
    await page.getByRole('heading', { name: 'Unsubscribe from our emails' }).waitFor();
    await page.getByRole('button', { name: 'Unsubscribe', exact: true }).click();
    await page.getByRole('heading', { name: 'You have been unsubscribed' }).waitFor();
    await waitUntil(async () => (await suppressions(person.email)).length === 1, 10000, 'the suppression');
    expect((await suppressions(person.email))[0]).toMatchObject({ scope: 'all', resubscribed_at: null });
    expect(await cookieOf(context, 'bx_guest_ref')).toBeTruthy();
    // An unsubscribe link unsubscribes and resubscribes, nothing more: no profile session.
    expect(await page.evaluate(() => sessionStorage.getItem('myProfileVerificationToken'))).toBeNull();
    await page.screenshot({ path: 'tests/.scratch/unsubscribed.png', fullPage: true });
  });

  it('resubscribe refuses missing answers and another address with the spec messages', async () => {
    const { page } = session;
    await page.getByRole('button', { name: 'Resubscribe' }).click();
    await page.getByText('Please enter your email address.').waitFor();
    await page.getByText('Please tick the box to subscribe again.').waitFor();
    const emailField = page.getByLabel('Email address');
    expect(await emailField.getAttribute('aria-invalid')).toBe('true');
    await emailField.fill('not-an-address');
    await page.getByRole('button', { name: 'Resubscribe' }).click();
    await page.getByText('Please enter a valid email address.').waitFor();
    await emailField.fill('someone.else@example.com');
    await page.getByLabel('I agree to receive emails about clinical research studies.').check();
    await page.getByRole('button', { name: 'Resubscribe' }).click();
    await page.getByText('You have entered an incorrect email address').waitFor();
    expect((await suppressions(person.email))[0]?.resubscribed_at).toBeNull();
  });

  it('resubscribes with the address the mail went to and shows the confirmation', async () => {
    const { page } = session;
    await page.getByLabel('Email address').fill(person.email.toUpperCase());
    await page.getByRole('button', { name: 'Resubscribe' }).click();
    await waitForPath(page, '/resubscribe-confirmation');
    await page.getByRole('heading', { name: 'You are subscribed again' }).waitFor();
    await waitUntil(
      async () => (await suppressions(person.email))[0]?.resubscribed_at != null,
      10000,
      'the resubscription',
    );
  });

  it('the study page of the same mail unsubscribes from that study only, and resubscribes', async () => {
    const { page } = session;
    const link = localLink(welcome.links[1]!.url);
    expect(new URL(link).pathname).toBe('/migraine-study/resubscribe');
    await page.goto(link);
    await page.getByRole('heading', { name: 'Unsubscribe from Migraine Prevention Study emails' }).waitFor();
    await page.getByRole('button', { name: 'Unsubscribe', exact: true }).click();
    await page.getByRole('heading', { name: 'You have been unsubscribed' }).waitFor();
    await waitUntil(
      async () =>
        (await suppressions(person.email)).some((row) => row.scope !== 'all' && row.resubscribed_at === null),
      10000,
      'the study suppression',
    );
    await page.getByLabel('Email address').fill(person.email);
    await page.getByLabel('I agree to receive emails about clinical research studies.').check();
    await page.getByRole('button', { name: 'Resubscribe' }).click();
    await waitForPath(page, '/resubscribe-confirmation');
  });

  it('a mail client one-click POST unsubscribes; a GET of it does nothing', async () => {
    const header = new URL(localLink(welcome.links[0]!.url));
    const oneClick = `${session.server.baseUrl}/api/unsubscribe/one-click${header.search}`;
    expect((await fetch(oneClick)).status).toBe(405);
    const posted = await fetch(oneClick, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    });
    expect(posted.status).toBe(200);
    await waitUntil(
      async () => (await suppressions(person.email)).some((row) => row.resubscribed_at === null),
      10000,
      'the one-click suppression',
    );
  });
});
