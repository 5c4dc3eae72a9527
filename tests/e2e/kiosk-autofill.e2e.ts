import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type Locator, type Page } from 'playwright-core';
import { CHROMIUM_ARGS } from './support/browser';
import { chromiumPath } from './support/chromium-path';
import {
  contactForm,
  control,
  MIGRAINE,
  MIGRAINE_QUALIFYING,
  siteSelectionPath,
} from './support/contact-steps';
import {
  answerCookieBanner,
  answerHealthQuestions,
  chooseParticipantType,
  screenerFrame,
  waitForPath,
} from './support/journey-steps';
import { setupE2eSession } from './support/e2e-session';
import { E2E_STEP_TIMEOUT_MS } from './support/e2e-timeouts';

/*
 * The browser's autofill store outlives every reset a page can make. In a real Chromium profile on
 * disk a person answers the demo questionnaire (date of birth and ZIP, in its iframe), fills the
 * contact form (names, email, phone, street, city, ZIP) and sends the support form (name, email);
 * the kiosk is reset, the browser closes, and the profile's `Web Data` (its SQLite autofill
 * store) is searched byte by byte for what was typed. The same journey with kiosk mode off is the
 * control: it shows which of these values this Chromium does save, so an empty result on the kiosk
 * means the fields refused, not that nothing would ever have been saved.
 */

// The server only: each visit launches Chromium on a profile of its own on disk.
const session = setupE2eSession({ browser: false });
const profiles: string[] = [];

afterAll(() => {
  for (const dir of profiles) rmSync(dir, { recursive: true, force: true });
});

jest.setTimeout(120_000);

/** What the person types, by where: every value is personal and must not outlive a kiosk visit. */
interface Typed {
  /** The questionnaire (iframe): date of birth (a date input) and ZIP. */
  questionnaireDob: string;
  questionnaireZip: string;
  /** The adult contact form. */
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  street: string;
  city: string;
  /** Another Chicago ZIP than the questionnaire's, so each field's saving shows on its own. */
  contactZip: string;
  /** The support form. */
  supportName: string;
  supportEmail: string;
}

/** Both encodings SQLite may use for text. */
function holds(bytes: Buffer, text: string): boolean {
  return bytes.includes(Buffer.from(text, 'utf8')) || bytes.includes(Buffer.from(text, 'utf16le'));
}

/** Which typed values the profile's bytes hold, by name. */
function found(bytes: Buffer, typed: Typed): Record<keyof Typed, boolean> {
  return Object.fromEntries(
    Object.entries(typed).map(([name, value]) => [name, holds(bytes, value)]),
  ) as Record<keyof Typed, boolean>;
}

/** Clears a field and types into it key by key, as a person does. */
async function typeInto(field: Locator, value: string): Promise<void> {
  await field.fill('');
  await field.pressSequentially(value);
}

/** Study home → participant type → questionnaire typed into (DOB, ZIP) → the contact form sent. */
async function sendContactForm(page: Page, typed: Typed): Promise<void> {
  await page.goto(session.server.baseUrl + MIGRAINE);
  await answerCookieBanner(page, 'Reject');
  await chooseParticipantType(page);
  await waitForPath(page, `${MIGRAINE}/adult`);
  const frame = screenerFrame(page);
  const dob = frame.locator('[data-name="dob"] input');
  await dob.waitFor({ timeout: 15_000 });
  await dob.fill(typed.questionnaireDob); // a date input takes no key-by-key text
  await frame.locator('[data-name="g"]').getByText('Female', { exact: true }).click();
  await typeInto(frame.locator('[data-name="zipCode"] input'), typed.questionnaireZip);
  await frame.getByRole('button', { name: 'Next', exact: true }).click();
  await answerHealthQuestions(frame, MIGRAINE_QUALIFYING);
  await waitForPath(page, `${MIGRAINE}/contact-info/adult`);
  const form = contactForm(page);
  await form.waitFor({ timeout: 15_000 });
  await page.waitForLoadState('networkidle');
  await typeInto(control(form, 'First name'), typed.firstName);
  await typeInto(control(form, 'Last name'), typed.lastName);
  await typeInto(control(form, 'Email address'), typed.email);
  await typeInto(control(form, 'Phone number'), typed.phone);
  await typeInto(control(form, 'Street address'), typed.street);
  await typeInto(control(form, 'City'), typed.city);
  // The ZIP comes from the questionnaire; corrected here to another one of the same city.
  await typeInto(control(form, 'ZIP code'), typed.contactZip);
  await form.getByRole('checkbox', { name: /^I agree that ClinicalResearch/ }).check();
  await form.getByRole('button', { name: 'Submit', exact: true }).click();
  await waitForPath(page, siteSelectionPath('adult'));
}

async function sendSupportRequest(page: Page, typed: Typed): Promise<void> {
  await page.goto(`${session.server.baseUrl}/support/study`);
  await page.getByRole('heading', { name: 'Study questions', level: 1 }).waitFor();
  await page.waitForLoadState('networkidle'); // typed before hydration, a value would be lost
  await page.getByLabel('Name').pressSequentially(typed.supportName);
  await page.getByLabel('Email address').pressSequentially(typed.supportEmail);
  await page.getByLabel('Message').pressSequentially('Please call me about the study.');
  await page.getByRole('button', { name: 'Submit' }).click();
  await page.getByText('Thank you, we received your request').waitFor();
}

/** The whole visit in a fresh profile on disk, then the kiosk reset and the browser closed. */
async function visit(kiosk: boolean, typed: Typed): Promise<Buffer> {
  const executablePath = chromiumPath();
  if (!executablePath) throw new Error('Chromium not found: apt-get install -y chromium');
  const dir = mkdtempSync(join(tmpdir(), 'kiosk-profile-'));
  profiles.push(dir);
  const context = await chromium.launchPersistentContext(dir, {
    executablePath,
    args: CHROMIUM_ARGS,
    headless: true,
  });
  try {
    const page = context.pages()[0] ?? (await context.newPage());
    page.setDefaultTimeout(E2E_STEP_TIMEOUT_MS);
    if (kiosk) await page.addInitScript(() => localStorage.setItem('trial-app.kiosk-device', 'on'));
    await sendContactForm(page, typed);
    await sendSupportRequest(page, typed);
    if (kiosk) {
      await page.getByRole('button', { name: 'Finish and clear my details' }).click();
      await page.waitForURL((url) => url.pathname === '/');
    } else {
      await page.goto(`${session.server.baseUrl}/`);
    }
  } finally {
    await context.close();
  }
  const webData = join(dir, 'Default', 'Web Data');
  return existsSync(webData) ? readFileSync(webData) : Buffer.alloc(0);
}

const person = (first: string, last: string, mail: string): Typed => ({
  questionnaireDob: '1985-01-01',
  questionnaireZip: '60611',
  firstName: first,
  lastName: last,
  email: `${mail}@example.org`,
  phone: '3125550147',
  street: `${first.length * 37} ${last} Avenue`,
  city: 'Chicago',
  contactZip: '60614',
  supportName: `${first} ${last}`,
  supportEmail: `${mail}.support@example.org`,
});

describe('the browser profile after a kiosk journey', () => {
  it('keeps what a person typed when the device is not a kiosk (the control)', async () => {
    const typed = person('Controlia', 'Autofillsdottir', 'controlia.autofill');
    const kept = found(await visit(false, typed), typed);
    // A date input is not saved by Chromium's form history whatever the page says.
    expect(kept).toEqual({ ...allTrue(typed), questionnaireDob: false });
  });

  it('holds nothing the person typed after a kiosk journey, a reset and closing the browser', async () => {
    const typed = person('Kioskina', 'Forgetmenot', 'kioskina.forget');
    const kept = found(await visit(true, typed), typed);
    expect(kept).toEqual(allFalse(typed));
  });
});

function allTrue(typed: Typed): Record<keyof Typed, boolean> {
  return Object.fromEntries(Object.keys(typed).map((name) => [name, true])) as Record<keyof Typed, boolean>;
}

function allFalse(typed: Typed): Record<keyof Typed, boolean> {
  return Object.fromEntries(Object.keys(typed).map((name) => [name, false])) as Record<keyof Typed, boolean>;
}
