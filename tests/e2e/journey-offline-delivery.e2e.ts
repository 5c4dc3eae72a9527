import { setupE2eSession } from './support/e2e-session';
import {
  contactPatients,
  fillContactDetails,
  MIGRAINE,
  newPerson,
  reachContactForm,
  SAVED_OFFLINE_TEXT,
  SITE_SELECTION_HEADING,
  SITE_SELECTION_PATH,
  submitContactForm,
} from './support/contact-steps';
import { enrollmentIdOf, enrollmentRow } from './support/journey-db';
import { waitForPath } from './support/journey-steps';

/*
 * The contact form sent offline, the browser closed, the study home reopened online: one coherent
 * state. The submission this device kept is delivered and leads to site selection; the study home
 * does not offer "Welcome back — Start over / Resume" over it (Start over would end the enrolment
 * just delivered, Resume would lead back to the form already sent).
 */

const session = setupE2eSession({ stepTimeoutMs: 45000, setupTimeoutMs: 300000 });

jest.setTimeout(240000);

describe('reopening the study home after an offline submission', () => {
  it('goes on to site selection without the Welcome back popup, the enrolment delivered once and still open', async () => {
    const { page, context, server } = session;
    const person = newPerson('offline-reopen');
    const form = await reachContactForm(page, server, 'adult', { serviceWorkerControlled: true });
    const enrollmentId = await enrollmentIdOf(context);
    await fillContactDetails(form, 'adult', person);
    await context.setOffline(true);
    await submitContactForm(form);
    await form.getByText(SAVED_OFFLINE_TEXT).waitFor();
    await page.close();

    await context.setOffline(false);
    const again = await context.newPage();
    again.setDefaultTimeout(45000);
    await again.goto(server.baseUrl + MIGRAINE);
    await waitForPath(again, SITE_SELECTION_PATH);
    await again.getByRole('heading', { name: SITE_SELECTION_HEADING, exact: true }).waitFor();
    // The home visit's own writes have gone by: a popup would be on screen by now.
    await again.waitForTimeout(2000);
    expect(await again.getByTestId('resume-or-start-over-popup').count()).toBe(0);
    expect(await contactPatients(server, person.email)).toHaveLength(1);
    expect(await enrollmentRow(server, enrollmentId)).toMatchObject({ journey_status: 'Partial' });
  });
});
