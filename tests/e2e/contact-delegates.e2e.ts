import type { BrowserContext, Page } from 'playwright-core';
import { setupE2eSession } from './support/e2e-session';
import { effectsOn, enrollmentIdOf } from './support/journey-db';
import { waitForPath } from './support/journey-steps';
import { waitUntil } from './support/outbox-probe';
import { ASTHMA_J02 } from './support/site-steps';
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

const ASTHMA = ASTHMA_J02.root;

function notBornYet(now = new Date()): { day: string; month: string; year: string } {
  const tomorrow = new Date(now.getFullYear(), now.getMonth(), now.getDate() + 1);
  const year = String(now.getFullYear());
  if (tomorrow.getFullYear() !== now.getFullYear()) return { day: '30', month: '2', year };
  return { day: String(tomorrow.getDate()), month: String(tomorrow.getMonth() + 1), year };
}

// Each visitor is a new device.
const session = setupE2eSession({ page: 'test' });
let context: BrowserContext;
let page: Page;

jest.setTimeout(60000);

beforeEach(() => {
  ({ context, page } = session);
});

async function storedDelegate(email: string) {
  await waitUntil(
    async () => (await contactPatients(session.server, email)).length > 0,
    10000,
    'the stored delegate',
  );
  return contactPatients(session.server, email);
}

describe('the delegate contact forms on the migraine study', () => {
  it('caregiver: refuses a participant under 18, then stores one delegate for an adult participant', async () => {
    const person = newPerson('caregiver');
    const form = await reachContactForm(page, session.server, 'caregiver');
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
    expect(await effectsOn(session.server, DELEGATE_ADD)).toBe(1);
    expect(await effectsOn(session.server, PATIENT_ADD)).toBe(0);
  });

  it('minor: refuses a birth date in the future, then stores one delegate for a child', async () => {
    const person = newPerson('minor');
    // Only a study that accepts minors lets "My child" reach the minor form (the asthma study, from
    // age 12); the parent answers the questionnaire with the child's date of birth.
    const childYear = String(new Date().getFullYear() - 14);
    const form = await reachContactForm(page, session.server, 'minor', {
      study: { root: ASTHMA, answers: [...ASTHMA_J02.answers, ['guardian', 'Yes']] },
      about: { ...ASTHMA_J02.about, dob: `${childYear}-01-20` },
    });
    await fillContactDetails(form, 'minor', person);
    await chooseStates(form, 'TX');
    await control(form, "Participant's first name").fill('Ava');
    await control(form, "Participant's last name").fill('Reyes');
    // A minor path lists the birth years of ages 0 to 17 only, so no adult date can be chosen; a
    // date that has not come yet is the one out of range (tomorrow, or 30 February on 31 December).
    await chooseBirthDate(form, notBornYet());
    await submitContactForm(form);
    expect(await birthDateError(form)).toBe('The participant must be younger than 18');
    expect(new URL(page.url()).pathname).toBe(`${ASTHMA}/contact-info/minor`);

    const year = String(new Date().getFullYear() - 13);
    await chooseBirthDate(form, { day: '15', month: '6', year });
    expect(await birthDateError(form)).toBeNull();
    await page.screenshot({ path: 'tests/.scratch/contact-minor-filled.png', fullPage: true });
    await submitContactForm(form);
    await waitForPath(page, `${ASTHMA}/site-selection/minor`);

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
      ZipCode: '77030',
      ParticipantFirstName: 'Ava',
    });
    expect(await effectsOn(session.server, DELEGATE_ADD)).toBe(2);
  });
});
