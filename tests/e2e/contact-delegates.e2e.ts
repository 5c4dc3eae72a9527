import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launchBrowser, newMobileContext } from './support/browser';
import { effectsOn, enrollmentIdOf } from './support/journey-db';
import { waitForPath } from './support/journey-steps';
import { waitUntil } from './support/outbox-probe';
import { startTestServer, type TestServer } from './support/test-server';
import {
  birthDateError,
  chooseBirthDate,
  chooseStates,
  contactPatients,
  control,
  DELEGATE_ADD,
  fillContactDetails,
  fillParticipant,
  newPerson,
  notYet18,
  PATIENT_ADD,
  reachContactForm,
  siteSelectionPath,
  submitContactForm,
} from './support/contact-steps';

/** The caregiver and minor forms: the participant's age bounds, then one stored delegate each. */

let server: TestServer;
let browser: Browser;
let context: BrowserContext;
let page: Page;

jest.setTimeout(60000);

beforeAll(async () => {
  server = await startTestServer();
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await server?.dispose();
});

// Each visitor is a new device.
beforeEach(async () => {
  context = await newMobileContext(browser);
  page = await context.newPage();
  page.setDefaultTimeout(10000);
});

afterEach(async () => {
  await context?.close();
});

async function storedDelegate(email: string) {
  await waitUntil(
    async () => (await contactPatients(server, email)).length > 0,
    10000,
    'the stored delegate',
  );
  return contactPatients(server, email);
}

describe('the delegate contact forms on the migraine study', () => {
  it('caregiver: refuses a participant under 18, then stores one delegate for an adult participant', async () => {
    const person = newPerson('caregiver');
    const form = await reachContactForm(page, server, 'caregiver');
    await fillContactDetails(form, 'caregiver', person);
    // The caregiver's own ZIP is not prefilled (only the participant's is, from the screener).
    await control(form, 'ZIP code').first().fill('60611');
    await chooseStates(form, 'IL');
    await fillParticipant(form, { firstName: 'Sam', lastName: 'Reyes', ...notYet18() });
    expect(await birthDateError(form)).toBe('You must be 18 or older to take part in this study');
    await submitContactForm(form);
    expect(await birthDateError(form)).toBe('You must be 18 or older to take part in this study');
    expect(new URL(page.url()).pathname).toBe('/migraine-study/contact-info/caregiver');

    await chooseBirthDate(form, { day: '14', month: '3', year: '1950' });
    expect(await birthDateError(form)).toBeNull();
    await page.screenshot({ path: 'tests/.scratch/contact-caregiver-filled.png', fullPage: true });
    await submitContactForm(form);
    await waitForPath(page, siteSelectionPath('caregiver'));

    const rows = await storedDelegate(person.email);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      form_type: 'caregiver',
      form_key: 'caregiver-contact-form',
      enrollment_id: await enrollmentIdOf(context),
      // Stored normalised for the returning-user match; the form values keep what was typed.
      participant_first_name: 'sam',
      participant_last_name: 'reyes',
      birth_day: 14,
      birth_month: 3,
      birth_year: 1950,
    });
    expect(rows[0]!.client_ip).toBeTruthy();
    expect(rows[0]!.form_values).toMatchObject({
      CaregiverEmail: person.email,
      CaregiverZipCode: '60611',
      ParticipantFirstName: 'Sam',
      ParticipantZipcode: '60611',
    });
    expect(await effectsOn(server, DELEGATE_ADD)).toBe(1);
    expect(await effectsOn(server, PATIENT_ADD)).toBe(0);
  });

  it('minor: refuses the adult birth date the screener gave, then stores one delegate for a child', async () => {
    const person = newPerson('minor');
    const form = await reachContactForm(page, server, 'minor');
    await fillContactDetails(form, 'minor', person);
    await chooseStates(form, 'IL');
    await control(form, "Participant's first name").fill('Ava');
    await control(form, "Participant's last name").fill('Reyes');
    // The screener's 1985 birth date is prefilled; a minor path allows ages 0 to 17 only.
    await submitContactForm(form);
    expect(await birthDateError(form)).toBe('The participant must be younger than 18');
    expect(new URL(page.url()).pathname).toBe('/migraine-study/contact-info/minor');

    const year = String(new Date().getFullYear() - 10);
    await chooseBirthDate(form, { day: '15', month: '6', year });
    expect(await birthDateError(form)).toBeNull();
    await page.screenshot({ path: 'tests/.scratch/contact-minor-filled.png', fullPage: true });
    await submitContactForm(form);
    await waitForPath(page, siteSelectionPath('minor'));

    const rows = await storedDelegate(person.email);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      form_type: 'minor',
      form_key: 'minor-contact-form',
      enrollment_id: await enrollmentIdOf(context),
      participant_first_name: 'ava',
      birth_day: 15,
      birth_month: 6,
      birth_year: Number(year),
    });
    expect(rows[0]!.client_ip).toBeTruthy();
    expect(rows[0]!.form_values).toMatchObject({
      ParentEmail: person.email,
      ZipCode: '60611',
      ParticipantFirstName: 'Ava',
    });
    expect(await effectsOn(server, DELEGATE_ADD)).toBe(2);
  });
});
