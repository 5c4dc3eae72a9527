import { setupE2eSession } from './support/e2e-session';
import { enrollmentIdOf } from './support/journey-db';
import { waitForPath } from './support/journey-steps';
import { readOutbox, waitUntil } from './support/outbox-probe';
import {
  addEffects,
  birthDateError,
  contactPatients,
  control,
  errorOf,
  fillContactDetails,
  newPerson,
  PRIMARY_CONSENT_MESSAGE,
  reachContactForm,
  REQUIRED_MESSAGE,
  SITE_SELECTION_HEADING,
  SITE_SELECTION_PATH,
  submitContactForm,
  submitStatus,
} from './support/contact-steps';

/** The adult contact form of journey 01: the required-field rules in the browser, then one stored patient. */

const session = setupE2eSession();

jest.setTimeout(60000);

describe('the adult contact form on the migraine study', () => {
  const person = newPerson('adult');

  it('refuses an empty submit with the required messages and stores nothing', async () => {
    const { page, server } = session;
    const form = await reachContactForm(page, server, 'adult');
    // Prefilled from the screener: date of birth (read-only) and ZIP code.
    expect(await control(form, 'ZIP code').inputValue()).toBe('60611');
    expect(await control(form, 'Year').inputValue()).toBe('1985');

    await submitContactForm(form);
    const firstName = control(form, 'First name');
    for (const label of ['First name', 'Last name', 'Email address', 'Phone number']) {
      const input = control(form, label);
      expect(await input.getAttribute('aria-invalid')).toBe('true');
      expect(await errorOf(form, input)).toBe(REQUIRED_MESSAGE);
    }
    const consent = form.getByRole('checkbox', { name: /^I agree that ClinicalResearch/ });
    expect(await errorOf(form, consent)).toBe(PRIMARY_CONSENT_MESSAGE);
    expect(await birthDateError(form)).toBeNull();
    // The summary's wording is being changed ("… below." → "… marked above."): both are accepted.
    await form
      .getByRole('alert')
      .getByText(/^Please correct (the )?5 fields/)
      .waitFor();
    // The first field in error takes the focus.
    expect(await firstName.evaluate((element) => element === document.activeElement)).toBe(true);

    expect(await submitStatus(form).getAttribute('data-phase')).toBe('idle');
    expect((await readOutbox(page)).map((entry) => entry.callName)).not.toContain('Patient/Add');
    expect(await contactPatients(server)).toHaveLength(0);
    expect(await addEffects(server)).toBe(0);
  });

  it('sends a valid form, stores exactly one patient and goes to the next step', async () => {
    const { page, context, server } = session;
    const form = page.locator('form.contact-form__form');
    await fillContactDetails(form, 'adult', person);
    // A message disappears as soon as its field is valid (validation on every change).
    expect(await errorOf(form, control(form, 'First name'))).toBeNull();
    await page.screenshot({ path: 'tests/.scratch/contact-adult-filled.png', fullPage: true });

    await submitContactForm(form);
    await waitForPath(page, SITE_SELECTION_PATH);
    // The site-selection page is the contact form's next step when sites are in reach.
    await page.getByRole('heading', { name: SITE_SELECTION_HEADING, exact: true }).waitFor();
    expect(new URL(page.url()).pathname).toBe(SITE_SELECTION_PATH);

    const enrollmentId = await enrollmentIdOf(context);
    await waitUntil(async () => (await contactPatients(server)).length > 0, 10000, 'the stored patient');
    const rows = await contactPatients(server);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      email: person.email,
      form_type: 'adult',
      form_key: 'adult-contact-form',
      study_key: 'migraine-study',
      enrollment_id: enrollmentId,
    });
    expect(rows[0]!.form_values).toMatchObject({
      FirstName: person.firstName,
      LastName: person.lastName,
      Email: person.email,
      ContactNumber: person.phone,
      Zipcode: '60611',
      Day: '1',
      Month: '1',
      Year: '1985',
    });
    expect(await addEffects(server)).toBe(1);
  });
});
