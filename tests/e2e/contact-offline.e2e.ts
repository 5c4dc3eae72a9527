import { setupE2eSession } from './support/e2e-session';
import { effectsOn, enrollmentIdOf } from './support/journey-db';
import { waitForPath } from './support/journey-steps';
import { explainFailure } from './support/page-diagnostics';
import { readOutbox, waitUntil } from './support/outbox-probe';
import {
  contactForm,
  contactPatients,
  control,
  fillContactDetails,
  MIGRAINE,
  newPerson,
  PATIENT_ADD,
  reachContactForm,
  SAVED_OFFLINE_TEXT,
  SITE_SELECTION_HEADING,
  SITE_SELECTION_PATH,
  submitContactForm,
  submitStatus,
} from './support/contact-steps';

/*
 * The network drops in the middle of a contact submission (README "Offline, in short"):
 * the submission is kept on the device (encrypted persisted state + outbox), survives a reload,
 * and when the network returns the pipeline continues from the step it reached, exactly once.
 */

const CHECK = '/api/contacts/CheckResumingReturningUser';
const CUSTOMER_DATA = '/api/contacts/AddUpdatePatientDetails/:guestRef';
const CONTACT_CALLS = [
  'contacts/CheckResumingReturningUser',
  'contacts/AddUpdatePatientDetails',
  'Patient/Add',
];

const session = setupE2eSession();

jest.setTimeout(60000);

describe('the network drops while the contact form is sent', () => {
  const person = newPerson('offline');
  let enrollmentId: string;

  it('keeps the submission on the device and says it will be sent', async () => {
    const { page, context, server } = session;
    // A device that has the app installed: the page it reloads offline is served from its caches.
    const form = await reachContactForm(page, server, 'adult', { serviceWorkerControlled: true });
    enrollmentId = await enrollmentIdOf(context);
    await fillContactDetails(form, 'adult', person);

    await context.setOffline(true);
    await submitContactForm(form);
    await form.getByText(SAVED_OFFLINE_TEXT).waitFor();
    expect(await submitStatus(form).getAttribute('data-phase')).toBe('saved-offline');
    await waitUntil(
      async () => (await readOutbox(page)).some((entry) => entry.state !== 'delivered'),
      10000,
      'the contact write waiting in the outbox',
    );
    expect(await contactPatients(server)).toHaveLength(0);
    expect(await effectsOn(server, CHECK)).toBe(0);
  });

  it('still holds it after a reload while offline', async () => {
    const { page, server } = session;
    await page.reload();
    const form = contactForm(page);
    await explainFailure(page, () => form.getByText(SAVED_OFFLINE_TEXT).waitFor({ timeout: 15000 }));
    expect(new URL(page.url()).pathname).toBe(`${MIGRAINE}/contact-info/adult`);
    // What was typed came back from the persisted submission.
    expect(await control(form, 'First name').inputValue()).toBe(person.firstName);
    expect(await control(form, 'Email address').inputValue()).toBe(person.email);
    expect(await control(form, 'Phone number').inputValue()).toBe(person.phone);
    await page.screenshot({ path: 'tests/.scratch/contact-offline-reloaded.png', fullPage: true });
    const waiting = (await readOutbox(page)).filter((entry) => entry.state !== 'delivered');
    expect(waiting.length).toBeGreaterThan(0);
    expect(await contactPatients(server)).toHaveLength(0);
  });

  it('continues when the network returns: one patient on the server, no step twice', async () => {
    const { page, context, server } = session;
    await context.setOffline(false);
    await waitForPath(page, SITE_SELECTION_PATH);
    await page
      .getByRole('heading', { name: SITE_SELECTION_HEADING, exact: true })
      .waitFor({ timeout: 15000 });
    await waitUntil(async () => (await contactPatients(server)).length > 0, 10000, 'the stored patient');
    // Proves that nothing ELSE arrives afterwards: background sync, `online` and the timer all had their turn.
    await page.waitForTimeout(2500);

    const rows = await contactPatients(server);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ email: person.email, enrollment_id: enrollmentId, form_type: 'adult' });
    // Nothing typed was lost on the way (the state list itself is not available offline).
    expect(rows[0]!.form_values).toMatchObject({
      FirstName: person.firstName,
      Email: person.email,
      ContactNumber: person.phone,
      Address: person.address,
      City: 'Chicago',
      State: 'IL',
      Zipcode: '60611',
      primaryConsent: true,
    });
    expect(await effectsOn(server, CHECK)).toBe(1);
    expect(await effectsOn(server, CUSTOMER_DATA)).toBe(1);
    expect(await effectsOn(server, PATIENT_ADD)).toBe(1);
    const contactEntries = (await readOutbox(page)).filter((entry) => CONTACT_CALLS.includes(entry.callName));
    expect(contactEntries.map((entry) => entry.callName).sort()).toEqual([...CONTACT_CALLS].sort());
    expect(contactEntries.every((entry) => entry.state === 'delivered')).toBe(true);
  });
});
