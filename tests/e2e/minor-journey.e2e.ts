import type { BrowserContext, Page } from 'playwright-core';
import {
  birthDateError,
  chooseStates,
  contactForm,
  contactPatients,
  control,
  fillContactDetails,
  newPerson,
  PARTICIPANT_LABEL,
  submitContactForm,
} from './support/contact-steps';
import { setupE2eSession } from './support/e2e-session';
import { enrollmentIdOf } from './support/journey-db';
import {
  answerCookieBanner,
  answerScreener,
  chooseParticipantType,
  waitForPath,
  type AboutYou,
} from './support/journey-steps';
import { waitUntil } from './support/outbox-probe';
import { ASTHMA_J02, siteSelection, SUCCESS_PATH } from './support/site-steps';

/*
 * The minor journey on the demo study that accepts minors (the asthma study: AST-204 and AST-205
 * enrol from 12): a parent answers for a child and ends on the success page; the rules of who may
 * answer for whom end elsewhere. Each test is a new person in a new context.
 */

// Starting the server (the demo pack in PGlite) and Chromium can take minutes on a loaded machine.
const session = setupE2eSession({ page: 'test', setupTimeoutMs: 300000 });
let context: BrowserContext;
let page: Page;

beforeEach(() => {
  ({ context, page } = session);
});

jest.setTimeout(180000);

const ROOT = ASTHMA_J02.root;
const heading = (name: string) => page.getByRole('heading', { name, exact: true });

/** A 14-year-old today, whatever the year: inside AST-204's 12 to 75 and the minor form's 0 to 17. */
const childBirthYear = String(new Date().getFullYear() - 14);
const CHILD_IN_HOUSTON: AboutYou = { dob: `${childBirthYear}-06-15`, sex: 'Male', zip: '77030' };

/** The asthma answers that qualify for AST-204 and AST-205, then the guardian question. */
const asParent = (guardian: 'Yes' | 'No'): Array<[string, 'Yes' | 'No']> => [
  ...ASTHMA_J02.answers,
  ['guardian', guardian],
];

async function startAs(label: keyof typeof PARTICIPANT_LABEL): Promise<void> {
  await page.goto(session.server.baseUrl + ROOT);
  await answerCookieBanner(page, 'Reject');
  await chooseParticipantType(page, PARTICIPANT_LABEL[label]);
  await waitForPath(page, `${ROOT}/${label}`);
}

describe('the minor journey on the asthma study', () => {
  it('a parent answers for a 14-year-old, fills the minor form, chooses a site and reaches the success page', async () => {
    const person = newPerson('minor-journey');
    await startAs('minor');
    await answerScreener(page, asParent('Yes'), CHILD_IN_HOUSTON);

    await waitForPath(page, `${ROOT}/contact-info/minor`);
    const form = contactForm(page);
    await form.waitFor();
    await fillContactDetails(form, 'minor', person);
    await chooseStates(form, 'TX');
    await control(form, "Participant's first name").fill('Leo');
    await control(form, "Participant's last name").fill('Reyes');
    // The child's date of birth comes from the questionnaire, and the minor form accepts it.
    expect(await birthDateError(form)).toBeNull();
    await submitContactForm(form);
    await waitForPath(page, `${ROOT}/site-selection/minor`);

    const first = siteSelection(page).locator('li').first();
    await first.waitFor();
    const name = (await first.getByRole('heading').innerText()).trim();
    await first.getByRole('button', { name: `Select this site: ${name}` }).click();
    await page.getByTestId('site-ki-consent-modal').getByRole('button', { name: 'No' }).click();
    await waitForPath(page, SUCCESS_PATH);
    await heading('You are all set').waitFor();
    await page.screenshot({ path: 'tests/.scratch/minor-journey-success.png', fullPage: true });

    await waitUntil(
      async () => (await contactPatients(session.server, person.email)).length > 0,
      10000,
      'the stored minor contact',
    );
    const rows = await contactPatients(session.server, person.email);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      form_type: 'minor',
      form_key: 'minor-contact-form',
      enrollment_id: await enrollmentIdOf(context),
      participant_first_name: 'leo',
      birth_day: 15,
      birth_month: 6,
      birth_year: Number(childBirthYear),
    });
  });

  it('"Myself" with a child\'s date of birth ends on /minor-dnq/adult', async () => {
    await startAs('adult');
    await answerScreener(page, ASTHMA_J02.answers, CHILD_IN_HOUSTON);
    await waitForPath(page, '/minor-dnq/adult');
    await heading('This study can only enroll adults').waitFor();
  });

  it('"My child" answered by someone who is not the parent or legal guardian ends on /minor-dnq/guardian', async () => {
    await startAs('minor');
    await answerScreener(page, asParent('No'), CHILD_IN_HOUSTON);
    await waitForPath(page, '/minor-dnq/guardian');
    await heading('Only a parent or legal guardian can answer for a child').waitFor();
  });
});
