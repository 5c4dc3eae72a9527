import { committedWriteKeys, setupE2eSession } from './support/e2e-session';
import { waitForPath } from './support/journey-steps';
import { openHydrated } from './support/open-hydrated';
import {
  activate,
  arrowTo,
  chooseRadio,
  control,
  focused,
  focusIsInside,
  tabCycle,
  tabTo,
  typeInto,
  waitForFocus,
} from './support/keyboard';
import { readMailbox } from './support/mailbox';
import { waitUntil } from './support/outbox-probe';
import {
  communitiesOnceSettled,
  localLink,
  mailTo,
  MY_PROFILE_PATH,
  newRegistrant,
  PROFILE_LINK_SUBJECT,
  profileOf,
  waitForMemberSession,
} from './support/registry-steps';
import type { Page } from 'playwright-core';

/*
 * The registry side with the keyboard alone (Tab, Shift+Tab, Enter, Space,
 * arrows, typing; no click, no fill): the registration from the home page through the five wizard
 * steps to the thank-you page, the trial search from the home hero to a saved trial and its
 * details, My Profile (signing in by its modal, a refused and an accepted edit, leaving a community,
 * signing out from the header menu), and the support form. Each refused submit is announced and
 * focuses the field to fix.
 */

const session = setupE2eSession();
const person = newRegistrant('keyboard');
const next = control('button', /^(Next|Complete registration)$/);

jest.setTimeout(60000);

describe('the registration with the keyboard', () => {
  it('a refused start focuses the email, whose message is announced', async () => {
    const { page, server } = session;
    await openHydrated(page, `${server.baseUrl}/?utm_source=e2e#cr-registration`);
    await page.locator('#cr-registration').waitFor();
    await activate(page, control('button', /^Get started$/));
    const email = await waitForFocus(page, control('textbox', /^Email address/));
    expect(email.invalid).toBe(true);
    expect(email.description).toBe('Please enter your email address.');
    await page.locator('#cr-registration').getByRole('alert').first().waitFor();
  });

  it('goes through the five steps to the thank-you page', async () => {
    const { page } = session;
    // The focus is on the email already.
    await page.keyboard.type(person.email);
    await tabTo(page, control('checkbox', /^I agree to receive emails/));
    await page.keyboard.press('Space');
    await activate(page, control('button', /^Get started$/));

    await waitForPath(page, '/register/about-you');
    await typeInto(page, control('textbox', /^First name/), person.firstName);
    await typeInto(page, control('textbox', /^Last name/), person.lastName);
    // A closed select takes typed text (the matching option) and arrows.
    await typeInto(page, control('combobox', /^Day$/), '15');
    await tabTo(page, control('combobox', /^Month$/));
    await arrowTo(page, (focus) => focus.value === '3');
    await typeInto(page, control('combobox', /^Year$/), '1980');
    expect((await focused(page))?.value).toBe('1980');
    await chooseRadio(page, control('radio', /^(Female|Male)/), control('radio', /^Female$/));
    await activate(page, next);

    await waitForPath(page, '/register/patient-enquiries');
    await tabTo(page, control('checkbox', /^I want to help medical research$/));
    await page.keyboard.press('Space');
    await activate(page, next);

    await waitForPath(page, '/register/conditions');
    // The multi-select combobox: typing filters, Enter ticks the highlighted option, Escape closes.
    await typeInto(page, control('combobox', /^Conditions of interest/), 'Migr');
    await page.keyboard.press('Enter');
    await page.getByRole('option', { name: 'Migraine', selected: true }).waitFor({ state: 'attached' });
    await page.keyboard.press('Escape');
    await activate(page, next);

    await waitForPath(page, '/register/location');
    await typeInto(page, control('textbox', /^Zip code/), person.zip);
    await chooseRadio(page, control('radio', /miles/), control('radio', /^25 miles$/));
    await chooseRadio(
      page,
      control('radio', /at-home studies/),
      control('radio', /^Yes, I am interested in at-home studies$/),
    );
    await activate(page, next);

    await waitForPath(page, '/register/contact-preference');
    await typeInto(page, control('textbox', /^Phone number/), '312 555 0199');
    await tabTo(page, control('checkbox', /^I agree to be contacted about clinical studies/));
    await page.keyboard.press('Space');
    await activate(page, next);
    await waitForPath(page, '/thank-you');
    await waitForMemberSession(page);
  });
});

describe('the trial search with the keyboard', () => {
  it('a refused search focuses the zip; a picked suggestion searches near it', async () => {
    const { page, server } = session;
    await openHydrated(page, `${server.baseUrl}/`);
    const hero = page.locator('.hero-search');
    await hero.waitFor();
    await typeInto(page, control('textbox', /^Zip code$/), '123');
    await activate(page, control('button', /^Search$/));
    const zip = await waitForFocus(page, control('textbox', /^Zip code$/));
    expect(zip.invalid).toBe(true);
    expect(zip.description).toBe('Please enter a valid 5-digit zip code.');
    await hero.getByRole('alert').getByText('Please enter a valid 5-digit zip code.').waitFor();
    expect(new URL(page.url()).pathname).toBe('/');

    for (let i = 0; i < 3; i += 1) await page.keyboard.press('Backspace');
    await page.keyboard.type('60611');
    await tabTo(page, control('combobox', /^Condition of interest$/), { backwards: true });
    await page.keyboard.type('migr');
    await hero.getByRole('option', { name: 'Migraine' }).waitFor();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    expect((await focused(page))?.value).toBe('Migraine');
    await activate(page, control('button', /^Search$/));
    // A picked suggestion searches by the condition's key, not the words shown. The member signed
    // in above lives at 60611: their own zip stays out of the URL, the results are sorted from it.
    await page.waitForURL(/\/find-trials\/search-result#q=migraine$/);
    await page.getByText(/\d+ trials found/).waitFor();
  });

  it('saves a trial from the results and opens its details', async () => {
    const { page, server } = session;
    // Save buttons are for members: they appear once the stored token has been checked, which
    // may finish after the results have shown.
    await page
      .getByRole('button', { name: /^Save trial:/ })
      .first()
      .waitFor();
    const save = await tabTo(page, control('button', /^Save trial:/));
    await page.keyboard.press('Space');
    const title = save.name.replace(/^Save trial:\s*/, '');
    await page
      .getByRole('button', { name: /^Saved:/, pressed: true })
      .first()
      .waitFor();
    await waitUntil(
      async () => (await committedWriteKeys(server, '/api/contacts/SaveTrial')).length > 0,
      15000,
      'the saved trial to reach the server',
    );
    await activate(page, control('link', /^View Details/));
    await page.waitForURL(/\/find-trials\/trial-details\?id=/);
    await page.getByRole('heading', { level: 1, name: title }).waitFor();
    await page.getByRole('heading', { name: 'About the study' }).waitFor();
  });
});

describe('My Profile with the keyboard', () => {
  let page: Page;

  beforeAll(async () => {
    // Another device: nobody is signed in there.
    page = await session.newPage();
  });
  afterAll(async () => page?.context().close());

  it('signs in by the profile modal, which keeps the focus and gives it back', async () => {
    const { server } = session;
    await openHydrated(page, `${server.baseUrl}${MY_PROFILE_PATH}`);
    await page.getByRole('button', { name: 'Sign in' }).waitFor();
    await activate(page, control('button', /^Sign in$/));
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Email address').waitFor();
    await waitUntil(
      () => focusIsInside(page, '[data-testid="profile-modal"]'),
      5000,
      'the focus to enter the modal',
    );
    await typeInto(page, control('textbox', /^Email address/), person.email);
    await activate(page, control('button', /^Continue$/));
    await dialog.getByText('Check your email').waitFor();
    // The trap: two rounds of Tab presses never leave the modal.
    const sent = '[data-testid="profile-sent-modal"]';
    await waitUntil(() => focusIsInside(page, sent), 5000, 'the focus to enter the sent modal');
    const stops = await tabCycle(page, 6);
    expect(new Set(stops.map((stop) => stop.name))).toEqual(new Set(['Resend', 'Done']));
    expect(await focusIsInside(page, sent)).toBe(true);
    const mail = await mailTo(server, person.email, PROFILE_LINK_SUBJECT);
    await activate(page, control('button', /^Done$/));
    await dialog.waitFor({ state: 'detached' });
    await waitForFocus(page, control('button', /^Sign in$/));

    // The link in the mail asks first (the focus on its Continue), then opens My Profile signed in.
    await openHydrated(page, localLink(server, mail));
    await waitForFocus(page, control('button', /^Continue$/));
    await page.keyboard.press('Enter');
    await page.getByLabel('First name').waitFor();
  });

  it('a refused save focuses the field to fix; an accepted one reaches the server', async () => {
    const city = await tabTo(page, control('textbox', /^City/));
    expect(city.value).not.toBe('');
    const email = await tabTo(page, control('textbox', /^Email address/), { backwards: true });
    expect(email.value).toBe(person.email);
    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.press('Backspace');
    await activate(page, control('button', /^Save changes$/));
    const refused = await waitForFocus(page, control('textbox', /^Email address/));
    expect(refused.invalid).toBe(true);
    expect(refused.description).toBe('This is required field');

    await page.keyboard.type(person.email);
    await tabTo(page, control('textbox', /^City/));
    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.type('Evanston');
    await activate(page, control('button', /^Save changes$/));
    await page.getByRole('status').getByText('Your changes were saved.', { exact: false }).waitFor();
    await waitUntil(
      async () => (await profileOf(session.server, person.email))?.city === 'Evanston',
      15000,
      'the edited city to reach the server',
    );
  });

  it('leaves a community and joins it again', async () => {
    const { server } = session;
    const both = ['chronic-headache-community', 'migraine-community'];
    expect(await communitiesOnceSettled(server, person.email, both, 15000)).toEqual(both);
    await activate(page, control('button', /^Leave Chronic headache community$/));
    expect(await communitiesOnceSettled(server, person.email, ['migraine-community'], 15000)).toEqual([
      'migraine-community',
    ]);
    await activate(page, control('button', /^Join Chronic headache community$/), { backwards: true });
    expect(await communitiesOnceSettled(server, person.email, both, 15000)).toEqual(both);
  });

  it('signs out from the header menu, back to the home page', async () => {
    await activate(page, control('button', /^Menu$/), { backwards: true, max: 120 });
    await activate(page, control('button', /^My Profile$/));
    await activate(page, control('button', /^Sign out$/));
    await page.waitForURL((url) => url.pathname === '/');
    expect(await page.evaluate(() => sessionStorage.getItem('myProfileVerificationToken'))).toBeNull();
  });
});

describe('the support form with the keyboard', () => {
  const SUPPORT_INBOX = 'support@clinicalresearch.example';

  it('a refused request announces its errors and focuses the first field', async () => {
    const { page, server } = session;
    await openHydrated(page, `${server.baseUrl}/support`);
    await page.getByRole('heading', { name: 'How can we help?' }).waitFor();
    await activate(page, control('link', /Technical support/));
    await waitForPath(page, '/support/technical');
    // The request form's content and code arrive after the navigation (a skeleton meanwhile).
    await page.getByRole('button', { name: 'Submit' }).waitFor();
    await activate(page, control('button', /^Submit$/));
    const name = await waitForFocus(page, control('textbox', /^Name$/));
    expect(name.invalid).toBe(true);
    expect(name.description).toBe('Please enter your name.');
    await page.getByRole('alert').getByText('Please correct the 4 fields marked above.').waitFor();
  });

  it('sends a request typed in, with the issue chosen with the arrows', async () => {
    const { page, server } = session;
    await page.keyboard.type('Dana Reyes');
    await typeInto(page, control('textbox', /^Email address$/), 'dana.keyboard@example.com');
    await tabTo(page, control('combobox', /^Issue$/));
    await arrowTo(page, (focus) => focus.value === 'A form does not work');
    await typeInto(page, control('textbox', /^Message$/), 'Typed with the keyboard alone.');
    await activate(page, control('button', /^Submit$/));
    await page.getByRole('heading', { name: 'Thank you, we received your request' }).waitFor();
    await waitUntil(
      async () =>
        (await readMailbox(server)).some(
          (message) => message.to === SUPPORT_INBOX && message.text.includes('dana.keyboard@example.com'),
        ),
      15000,
      'the support mail',
    );
  });
});
