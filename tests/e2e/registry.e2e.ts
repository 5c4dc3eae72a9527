import { setupE2eSession } from './support/e2e-session';
import { answerCookieBanner } from './support/journey-steps';
import { readMailbox } from './support/mailbox';
import {
  communitiesOnceSettled,
  completeWizard,
  localLink,
  mailTo,
  MY_PROFILE_PATH,
  newRegistrant,
  PROFILE_LINK_SUBJECT,
  profileOf,
  startRegistration,
  VERIFY_SUBJECT,
} from './support/registry-steps';
import type { Page } from 'playwright-core';

/*
 * The volunteer registry in Chromium: register through the five steps, sign in from the link in the mailbox,
 * edit the profile, sign in by the profile modal, reach its branches, reuse a used link, and sign out leaving
 * no token behind.
 */

const session = setupE2eSession({ setupTimeoutMs: 60000 });
const person = newRegistrant('registry');
let verificationLink = '';

const TOKEN_KEY = 'myProfileVerificationToken';
const sessionToken = (page: Page) => page.evaluate((key) => sessionStorage.getItem(key), TOKEN_KEY);
/** A mailed link is used only by the person's Continue on the question it asks. */
const continueWithLink = (page: Page) =>
  page.getByRole('dialog', { name: 'Welcome back' }).getByRole('button', { name: 'Continue' }).click();

jest.setTimeout(90000);

describe('registering', () => {
  it("refuses an unfinished step: Next stays disabled and the messages are the content's", async () => {
    const { page, server } = session;
    await startRegistration(page, server, person.email);
    await answerCookieBanner(page, 'Reject');
    await page.waitForURL(/\/register\/about-you\?utm_source=e2e/);
    const next = page.getByRole('button', { name: 'Next' });
    await expect(next.isDisabled()).resolves.toBe(true);
    await page.getByLabel('First name').fill('4na');
    await page.getByLabel('First name').blur();
    await page.getByText('Please use letters, spaces, apostrophes, periods or hyphens only.').waitFor();
    await page.getByLabel('Day').selectOption('31');
    await page.getByLabel('Month').selectOption({ index: 2 });
    await page.getByLabel('Year').selectOption('1980');
    await page.getByLabel('Year').focus();
    await page.getByLabel('Female').focus(); // leaving the date of birth shows its message
    await page.getByText('Please provide a valid day/month combination.').waitFor();
    await expect(next.isDisabled()).resolves.toBe(true);
  });

  it('goes through the five steps to the thank-you page, with the query kept', async () => {
    const { page } = session;
    await completeWizard(page, person);
    expect(new URL(page.url()).searchParams.get('utm_source')).toBe('e2e');
    await page.locator('#thank-you').getByText(person.email).waitFor();
    expect(await sessionToken(page)).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });

  it('stores the profile once, with a hashed session and no secret in any stored answer', async () => {
    const { server } = session;
    let profile = await profileOf(session.server, person.email);
    for (let i = 0; i < 50 && !profile; i++) {
      await new Promise((resolve) => setTimeout(resolve, 200));
      profile = await profileOf(session.server, person.email);
    }
    expect(profile).toMatchObject({ first_name: 'Ana', zip: '60611', is_verified_email: false });
    const tokens = await server.deps.db.selectFrom('profile_tokens').selectAll().execute();
    const raw = await sessionToken(session.page);
    expect(tokens.some((row) => row.token_hash === raw)).toBe(false);
    const answers = await server.deps.db.selectFrom('idempotency_keys').select('response_body').execute();
    expect(JSON.stringify(answers)).not.toContain(raw!);
  });

  it('mails the verification link, which signs in on another device and verifies the address', async () => {
    const { server } = session;
    const mail = await mailTo(server, person.email, VERIFY_SUBJECT);
    verificationLink = localLink(server, mail);
    const other = await session.newPage();
    await other.goto(verificationLink);
    await continueWithLink(other);
    await other.getByRole('heading', { name: 'My Profile' }).waitFor();
    await expect(other.getByLabel('First name').inputValue()).resolves.toBe('Ana');
    expect(new URL(other.url()).searchParams.has('myProfileToken')).toBe(false);
    expect((await profileOf(session.server, person.email))?.is_verified_email).toBe(true);
    await other.context().close();
  });
});

describe("the thank-you page's change of address", () => {
  it('refuses the same address and a taken one, then changes it and mails the new one', async () => {
    const { page, server } = session;
    const other = newRegistrant('taken');
    // A second member, copied from the first row; its JSON columns go back as JSON text (the
    // drivers send a JavaScript array as a SQL array, as node-postgres does).
    const copied = Object.fromEntries(
      Object.entries((await profileOf(session.server, person.email))!).map(([column, value]) => [
        column,
        value !== null && typeof value === 'object' && !(value instanceof Date)
          ? JSON.stringify(value)
          : value,
      ]),
    );
    await server.deps.db
      .insertInto('profiles')
      .values({ ...copied, id: crypto.randomUUID(), email: other.email } as never)
      .execute();
    await page.getByRole('button', { name: 'Change email' }).click();
    const dialog = page.getByTestId('change-email-dialog');
    const field = dialog.getByLabel('New email address');
    await field.fill(person.email.toUpperCase());
    await dialog.getByRole('button', { name: 'Update email' }).click();
    await dialog.getByText('Please enter a different email address.').waitFor();
    await field.fill(other.email);
    await dialog.getByRole('button', { name: 'Update email' }).click();
    await dialog.getByText('Email already exists').waitFor();
    const changed = newRegistrant('changed').email;
    await field.fill(changed);
    await dialog.getByRole('button', { name: 'Update email' }).click();
    await page.getByText('Your email address was updated and we sent a new verification email.').waitFor();
    await page.locator('#thank-you').getByText(changed).waitFor();
    await mailTo(server, changed, VERIFY_SUBJECT);
    expect(await profileOf(session.server, changed)).toMatchObject({ is_verified_email: false });
    person.email = changed;
  });
});

describe('signed in: My Profile, links and sign-out', () => {
  let page: Page;

  beforeAll(async () => {
    page = await session.newPage();
  });
  afterAll(async () => page?.context().close());

  it('signs in by the profile modal: an unknown address is told to sign up, a known one gets a link', async () => {
    const { server } = session;
    await page.goto(`${server.baseUrl}${MY_PROFILE_PATH}`);
    await page.waitForTimeout(2000);
    await page.locator('main').getByRole('button').first().click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Email address').fill(`nobody.${Date.now()}@example.com`);
    await dialog.getByRole('button', { name: 'Continue' }).click();
    await dialog.getByText('The email you entered does not exist. Please sign up.').waitFor();
    const before = (await readMailbox(server)).length;
    await dialog.getByLabel('Email address').fill(person.email);
    await dialog.getByRole('button', { name: 'Continue' }).click();
    await page.getByRole('dialog').getByText('Check your email').waitFor();
    const mail = await mailTo(server, person.email, PROFILE_LINK_SUBJECT);
    expect((await readMailbox(server)).length).toBeGreaterThan(before);
    await page.getByRole('dialog').getByRole('button', { name: 'Resend' }).click();
    await page.getByRole('dialog').getByText('Email sent again').waitFor();
    await mailTo(server, person.email, PROFILE_LINK_SUBJECT, 1);
    await page.getByRole('dialog').getByRole('button', { name: 'Done' }).click();
    await page.getByRole('dialog').waitFor({ state: 'detached' });
    await page.goto(localLink(server, mail));
    await continueWithLink(page);
    await page.getByLabel('First name').waitFor();
    expect(await sessionToken(page)).toBeTruthy();
  });

  it('saves an edit of the profile, which a reload shows', async () => {
    await page.getByLabel('City').fill('Evanston');
    await page.getByRole('button', { name: 'Save changes' }).click();
    for (let i = 0; i < 50 && (await profileOf(session.server, person.email))?.city !== 'Evanston'; i++) {
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    expect((await profileOf(session.server, person.email))?.city).toBe('Evanston');
    await page.reload();
    await expect(page.getByLabel('City').inputValue()).resolves.toBe('Evanston');
  });

  it('leaves and joins a community, which the server stores', async () => {
    const waitFor = async (expected: string[]) =>
      expect(await communitiesOnceSettled(session.server, person.email, expected)).toEqual(expected);
    await waitFor(['chronic-headache-community', 'migraine-community']);
    await page.getByRole('button', { name: 'Leave Chronic headache community' }).click();
    await waitFor(['migraine-community']);
    await page.getByRole('button', { name: 'Join Chronic headache community' }).click();
    await waitFor(['chronic-headache-community', 'migraine-community']);
  });

  it('a used link opens the expired-link popup', async () => {
    const other = await session.newPage();
    await other.goto(verificationLink);
    await continueWithLink(other);
    await other.getByRole('dialog').getByText('This link has expired').waitFor();
    await other.context().close();
  });

  it('signs out from the header: no token left, the server session revoked, back home', async () => {
    const raw = await sessionToken(page);
    await page.getByRole('button', { name: 'Menu' }).click();
    const nav = page.locator('#site-nav');
    await nav.getByRole('button', { name: 'My Profile' }).click();
    await nav.getByRole('button', { name: 'Sign out' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    expect(await sessionToken(page)).toBeNull();
    const check = await fetch(`${session.server.baseUrl}/api/contacts/VerifyToken`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ verificationToken: raw }),
    });
    expect(await check.json()).toEqual({ data: false });
  });
});
