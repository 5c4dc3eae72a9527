import type { Locator, Page } from 'playwright-core';
import type { ContactFormType } from '../../../src/shared/domain/contact-form/contact-values';
import { effectsOn } from './journey-db';
import {
  answerCookieBanner,
  answerScreener,
  chooseParticipantType,
  waitForPath,
  type AboutYou,
  type ParticipantLabel,
} from './journey-steps';
import type { TestServer } from './test-server';
import { reloadUnderServiceWorker } from './service-worker-control';

/**
 * The contact-info form as a visitor fills it, and what the server holds afterwards (contact_patients,
 * idempotency records). The demo pack's forms: content/demo/forms/.
 */

export const MIGRAINE = '/migraine-study';
/** The migraine screener's qualifying answers (MIG-301, age 18–65). */
export const MIGRAINE_QUALIFYING: Array<[string, 'Yes' | 'No']> = [
  ['diagnosed', 'Yes'],
  ['frequency', 'Yes'],
];

/** The participant-type answer that leads to each contact form. */
export const PARTICIPANT_LABEL: Record<ContactFormType, ParticipantLabel> = {
  adult: 'Myself: I am 18 or older',
  caregiver: 'An adult I care for',
  minor: 'My child, who is under 18',
};

/** The seeded forms' email labels (field names Email, CaregiverEmail, ParentEmail). */
export const EMAIL_LABEL: Record<ContactFormType, string> = {
  adult: 'Email address',
  caregiver: 'Your email address',
  minor: "Parent or guardian's email address",
};

export const PATIENT_ADD = '/Patient/Add';
export const DELEGATE_ADD = '/Delegate/Add';
export const REQUIRED_MESSAGE = 'This is required field';
export const PRIMARY_CONSENT_MESSAGE = 'Please accept to continue';
export const SAVED_OFFLINE_TEXT = 'Your details are saved on this device and will be sent';
/** journey 01 with a Chicago ZIP: the next step of the contact form (decideContactNextStep). */
export const siteSelectionPath = (formType: ContactFormType) => `${MIGRAINE}/site-selection/${formType}`;
export const SITE_SELECTION_PATH = siteSelectionPath('adult');
/** The site-selection page's heading (content/demo/studies/<study>/pages/site-selection/). */
export const SITE_SELECTION_HEADING = 'Choose a study location';

export interface ReachOptions {
  about?: AboutYou;
  /** The study and its qualifying answers; the migraine study by default (adults only). */
  study?: { root: string; answers: Array<[string, 'Yes' | 'No']> };
  /**
   * Reload the study home once the service worker is installed, so that it controls the page (and
   * caches the content the journey loads). The worker never claims the page it was installed from.
   */
  serviceWorkerControlled?: boolean;
}

/**
 * Study home → cookie banner → participant type → the screener answered so that it qualifies →
 * the contact-info page of that participant type, with its form on screen.
 */
export async function reachContactForm(
  page: Page,
  server: TestServer,
  formType: ContactFormType,
  { about, serviceWorkerControlled = false, study }: ReachOptions = {},
): Promise<Locator> {
  const root = study?.root ?? MIGRAINE;
  await page.goto(server.baseUrl + root);
  if (serviceWorkerControlled) {
    await reloadUnderServiceWorker(page);
  }
  await answerCookieBanner(page, 'Reject');
  await chooseParticipantType(page, PARTICIPANT_LABEL[formType]);
  await waitForPath(page, `${root}/${formType}`);
  await answerScreener(page, study?.answers ?? MIGRAINE_QUALIFYING, about);
  await waitForPath(page, `${root}/contact-info/${formType}`);
  const form = contactForm(page);
  await form.waitFor({ timeout: 15000 });
  return form;
}

/**
 * A control by its label's text. A required field's label ends in an aria-hidden " *", which
 * getByLabel's exact match would see, so the optional star is allowed explicitly.
 */
export function control(form: Locator, label: string): Locator {
  const escaped = label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return form.getByLabel(new RegExp(`^${escaped}( \\*)?$`));
}

export function contactForm(page: Page): Locator {
  return page.locator('form.contact-form__form');
}

export interface ContactPerson {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  address: string;
}

export interface Participant {
  firstName: string;
  lastName: string;
  day: string;
  month: string;
  year: string;
}

/** Only the address line, names, email, phone and consent: ZIP (and with it city) come from the screener. */
export async function fillContactDetails(
  form: Locator,
  formType: ContactFormType,
  person: ContactPerson,
): Promise<void> {
  await control(form, 'First name').fill(person.firstName);
  await control(form, 'Last name').fill(person.lastName);
  await control(form, EMAIL_LABEL[formType]).fill(person.email);
  await control(form, 'Phone number').fill(person.phone);
  await control(form, 'Street address').first().fill(person.address);
  await form.getByRole('checkbox', { name: /^I agree that ClinicalResearch/ }).check();
}

/** The participant's names and date of birth (caregiver and minor forms). */
export async function fillParticipant(form: Locator, participant: Participant): Promise<void> {
  await control(form, "Participant's first name").fill(participant.firstName);
  await control(form, "Participant's last name").fill(participant.lastName);
  await chooseBirthDate(form, participant);
}

export async function chooseBirthDate(
  form: Locator,
  date: Pick<Participant, 'day' | 'month' | 'year'>,
): Promise<void> {
  await control(form, 'Year').selectOption(date.year);
  await control(form, 'Month').selectOption(date.month);
  await control(form, 'Day').selectOption(date.day);
}

/** Every state dropdown still on its placeholder gets the state (the ZIP table may have set it). */
export async function chooseStates(form: Locator, state: string): Promise<void> {
  const selects = control(form, 'State');
  for (const select of await selects.all()) {
    if ((await select.inputValue()) !== state && (await select.isEnabled())) await select.selectOption(state);
  }
}

export async function submitContactForm(form: Locator): Promise<void> {
  await form.getByRole('button', { name: 'Submit', exact: true }).click();
}

/** The message shown for a field: the text of the element its control's aria-describedby names. */
export async function errorOf(form: Locator, control: Locator): Promise<string | null> {
  const ids = (await control.getAttribute('aria-describedby'))?.split(' ') ?? [];
  const errorId = ids.find((id) => id.endsWith('-error'));
  if (!errorId) return null;
  return form.locator(`[id="${errorId}"]`).innerText();
}

/** The DOB's message (the fieldset names it). */
export async function birthDateError(form: Locator): Promise<string | null> {
  return errorOf(form, form.locator('fieldset.contact-form__dob'));
}

/** The submission status line under the button (its data-phase is the pipeline's phase). */
export function submitStatus(form: Locator): Locator {
  return form.locator('p.contact-form__status');
}

export async function contactPatients(server: TestServer, email?: string) {
  let query = server.deps.db.selectFrom('contact_patients').selectAll();
  if (email) query = query.where('email', '=', email.toLowerCase());
  return query.execute();
}

/** How many contact writes took effect on the server (Patient/Add and Delegate/Add). */
export async function addEffects(server: TestServer): Promise<number> {
  return (await effectsOn(server, PATIENT_ADD)) + (await effectsOn(server, DELEGATE_ADD));
}

/** Each modal's dialog (the Modal component's test ids). */
export function modal(page: Page, kind: 'email-sent' | 'custom-error' | 'patient-exists'): Locator {
  return page.getByTestId(`contact-${kind}-modal`);
}

let counter = 0;
/** A fresh person per test (the server matches returning users by email). */
export function newPerson(prefix: string): ContactPerson {
  counter += 1;
  return {
    firstName: 'Dana',
    lastName: 'Reyes',
    email: `${prefix}.${Date.now()}.${counter}@example.com`,
    phone: '3125550147',
    address: '233 East Ontario Street',
  };
}

/**
 * A birth date the adult bounds refuse whatever today is: 18 years ago tomorrow (17 today). On
 * 31 December tomorrow's year has no option, so 30 February of that year is used (no calendar
 * date: the same range message).
 */
export function notYet18(now = new Date()): Pick<Participant, 'day' | 'month' | 'year'> {
  const tomorrow = new Date(now.getFullYear(), now.getMonth(), now.getDate() + 1);
  const year = String(now.getFullYear() - 18);
  if (tomorrow.getFullYear() !== now.getFullYear()) return { day: '30', month: '2', year };
  return { day: String(tomorrow.getDate()), month: String(tomorrow.getMonth() + 1), year };
}
