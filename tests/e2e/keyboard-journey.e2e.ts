import type { Page } from 'playwright-core';
import { newMobileContext } from './support/browser';
import { contactPatients, MIGRAINE, newPerson, SITE_SELECTION_PATH } from './support/contact-steps';
import { setupE2eSession } from './support/e2e-session';
import { cookieOf } from './support/journey-db';
import { waitForPath } from './support/journey-steps';
import { openHydrated } from './support/open-hydrated';
import { answerScreenerWithKeyboard, chooseParticipantTypeWithKeyboard } from './support/keyboard-screener';
import {
  activate,
  control,
  expectFocus,
  focusIsInside,
  focused,
  tabCycle,
  tabTo,
  typeInto,
  waitForFocus,
  type Focused,
} from './support/keyboard';
import { waitUntil } from './support/outbox-probe';
import { mailTo } from './support/registry-steps';
import { SUCCESS_PATH } from './support/site-steps';

/*
 * The study side with the keyboard alone (Tab, Shift+Tab, Enter, Space, arrows,
 * typing; no click, no fill): the cookie banner and its Manage dialog (a real modal: focus trapped
 * and given back), the language switch, the migraine journey from the study page through the
 * screener in its iframe and the contact form (a refused submit is announced and focuses the first
 * field) to a site chosen on the map and the success page with its health-data dialog, then the
 * unsubscribe and resubscribe pages of the mail that journey sends.
 */

const session = setupE2eSession();
const person = newPerson('keyboard');
const LAKESIDE = 'Lakeside Neurology Research Center';

jest.setTimeout(60000);

const banner = (page: Page) => page.getByTestId('cookie-banner');
const names = (stops: Focused[]) => stops.map((stop) => stop.name);

describe('the cookie banner with the keyboard', () => {
  it('Accept and Reject are reached from the end of the page and answer it', async () => {
    for (const [choice, allowed] of [
      ['Accept', 'true'],
      ['Reject', 'false'],
    ] as const) {
      const context = await newMobileContext(session.browser);
      try {
        const page = await context.newPage();
        await openHydrated(page, session.server.baseUrl + MIGRAINE);
        await banner(page).waitFor();
        // The banner is the page's last landmark: Shift+Tab from the top reaches it first.
        await activate(page, control('button', new RegExp(`^${choice}$`)), { backwards: true });
        await banner(page).waitFor({ state: 'detached' });
        expect(await cookieOf(context, 'AcceptCookie')).toBe(allowed);
      } finally {
        await context.close();
      }
    }
  });

  it('Manage opens a modal that keeps the focus inside and gives it back on Escape', async () => {
    const { page, context, server } = session;
    await openHydrated(page, server.baseUrl + MIGRAINE);
    await banner(page).waitFor();
    const manage = control('button', /^Manage Cookie$/);
    await activate(page, manage, { backwards: true });
    const dialog = page.getByRole('dialog', { name: 'Manage cookies' });
    await dialog.waitFor();
    expect(await dialog.getAttribute('aria-modal')).toBe('true');
    expect(await focusIsInside(page, '[data-testid="manage-cookies"]')).toBe(true);

    // Tab and Shift+Tab go round the dialog's controls and never reach the page behind.
    const forward = await tabCycle(page, 7);
    const backward = await tabCycle(page, 7, true);
    for (const stop of [...forward, ...backward]) {
      expect(await focusIsInside(page, '[data-testid="manage-cookies"]')).toBe(true);
      expect(stop.indicator).not.toBeNull();
    }
    expect(new Set(names(forward))).toEqual(new Set(['Analytics cookies', 'Cancel', 'Save my choices']));
    expect(new Set(names(backward))).toEqual(new Set(names(forward)));

    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    await expectFocus(page, manage);

    // Opened again: the analytics box ticked with Space, and Save.
    await page.keyboard.press('Enter');
    await dialog.waitFor();
    const box = await tabTo(page, control('checkbox', /^Analytics cookies/), { max: 4 });
    if (!box.checked) await page.keyboard.press('Space');
    expect((await focused(page))?.checked).toBe(true);
    await activate(page, control('button', /^Save my choices$/), { max: 4 });
    await banner(page).waitFor({ state: 'detached' });
    expect(await cookieOf(context, 'AcceptCookie')).toBe('true');
  });
});

describe('the language switch with the keyboard', () => {
  it('opens the menu, switches to Español on the same page and back to English', async () => {
    const { page } = session;
    for (const [language, prefix, heading] of [
      ['Español', '/es', /Estudio de prevención de la migraña/],
      ['English', '', /Migraine Prevention Study/],
    ] as const) {
      await activate(page, control('button', /^(Menu|Menú)$/), { backwards: true });
      // The drawer takes the focus (its Close button); the switch is further in.
      await waitForFocus(page, control('button', /^(Close menu|Cerrar menú)$/));
      await activate(page, control('link', new RegExp(`^${language}$`)));
      await waitForPath(page, `${prefix}${MIGRAINE}`);
      await page.getByRole('heading', { name: heading }).first().waitFor();
      expect(await page.evaluate(() => document.documentElement.lang)).toBe(prefix ? 'es' : 'en');
    }
  });
});

describe('the migraine journey with the keyboard', () => {
  it('answers the participant type and the screener in its iframe', async () => {
    const { page } = session;
    await chooseParticipantTypeWithKeyboard(page, 'adult');
    await answerScreenerWithKeyboard(page, 'adult');
  });

  it('a refused contact form announces its errors and focuses the first field', async () => {
    const { page } = session;
    await activate(page, control('button', /^Submit$/));
    const first = await waitForFocus(page, control('textbox', /^First name/));
    expect(first.invalid).toBe(true);
    expect(first.description).toBe('This is required field');
    await page
      .locator('form.contact-form__form')
      .getByRole('alert')
      .getByText(/^Please correct (the )?5 fields/)
      .waitFor();
    expect(await contactPatients(session.server)).toHaveLength(0);
  });

  it('sends the contact form typed in, picks a site on the map and lands on the success page', async () => {
    const { page, server } = session;
    // The focus is on First name already.
    await page.keyboard.type(person.firstName);
    expect((await focused(page))?.invalid).toBe(false);
    await typeInto(page, control('textbox', /^Last name/), person.lastName);
    await typeInto(page, control('textbox', /^Email address/), person.email);
    await typeInto(page, control('textbox', /^Phone number/), person.phone);
    await typeInto(page, control('textbox', /^Street address/), person.address);
    await tabTo(page, control('checkbox', /^I agree that ClinicalResearch/));
    await page.keyboard.press('Space');
    // Only an explicit email opt-in joins the mailing list (its welcome mail is read below).
    await tabTo(page, control('checkbox', /^Email$/));
    await page.keyboard.press('Space');
    await activate(page, control('button', /^Submit$/));
    await waitForPath(page, SITE_SELECTION_PATH);
    await page.locator('#site-selection li').first().waitFor({ timeout: 15000 });
    await waitUntil(
      async () => (await contactPatients(server, person.email)).length === 1,
      10000,
      'the patient',
    );

    // The map view: every marker is a stop, and Tab goes on past the map (no trap).
    await activate(page, control('button', /^Map$/));
    await page.getByRole('region', { name: 'Map of study locations' }).waitFor();
    const marker = control('button', new RegExp(`^${LAKESIDE}, 0\\.4 mi away`));
    await tabTo(page, marker);
    await tabTo(page, control('button', /^No site is convenient$/));
    await tabTo(page, marker, { backwards: true });
    await page.keyboard.press('Enter');
    await page.getByRole('group', { name: LAKESIDE }).waitFor();
    // The info window's own Select button comes after the markers.
    await activate(page, control('button', new RegExp(`^Select\\b.*${LAKESIDE}$`)), { max: 8 });
    await waitForPath(page, SUCCESS_PATH);
    await page.getByRole('heading', { name: 'You are all set' }).waitFor();
  });

  it('the health-data dialog of the success page keeps the focus and gives it back', async () => {
    const { page } = session;
    const share = control('button', /^Share my health data$/);
    await activate(page, share);
    const dialog = page.getByRole('dialog', { name: 'Health-record connection (sandbox)' });
    await dialog.waitFor();
    expect(await dialog.getAttribute('aria-modal')).toBe('true');
    await expectFocus(page, control('button', /^Connect$/));
    for (const stop of [...(await tabCycle(page, 4)), ...(await tabCycle(page, 4, true))]) {
      expect(['Connect', 'Cancel']).toContain(stop.name);
    }
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    await waitForFocus(page, share);
  });
});

describe('unsubscribing and resubscribing with the keyboard', () => {
  it('unsubscribes from the welcome mail, and a refused resubscribe is announced', async () => {
    const { page, server } = session;
    const welcome = await mailTo(server, person.email, 'Welcome to the ClinicalResearch mailing list');
    const mailed = new URL(welcome.links[0]!.url);
    await openHydrated(page, `${server.baseUrl}${mailed.pathname}${mailed.search}`);
    await page.getByRole('heading', { name: 'Unsubscribe from our emails' }).waitFor();
    await activate(page, control('button', /^Unsubscribe$/));
    await page.getByRole('heading', { name: 'You have been unsubscribed' }).waitFor();

    await activate(page, control('button', /^Resubscribe$/));
    const email = await waitForFocus(page, control('textbox', /^Email address$/));
    expect(email.invalid).toBe(true);
    expect(email.description).toBe('Please enter your email address.');
    await page.getByRole('alert').getByText('Please correct the 2 fields marked above.').waitFor();

    await page.keyboard.type(person.email);
    await tabTo(page, control('checkbox', /^I agree to receive emails/));
    await page.keyboard.press('Space');
    await activate(page, control('button', /^Resubscribe$/));
    await waitForPath(page, '/resubscribe-confirmation');
    await page.getByRole('heading', { name: 'You are subscribed again' }).waitFor();
  });
});
