import { contactPatients, MIGRAINE, newPerson, notYet18 } from './support/contact-steps';
import { setupE2eSession } from './support/e2e-session';
import { enrollmentIdOf, hasNoSiteConvenientRecord } from './support/journey-db';
import { waitForPath } from './support/journey-steps';
import { activate, arrowTo, control, focused, tabTo, typeInto, waitForFocus } from './support/keyboard';
import { answerScreenerWithKeyboard, chooseParticipantTypeWithKeyboard } from './support/keyboard-screener';
import { openHydrated } from './support/open-hydrated';
import { waitUntil } from './support/outbox-probe';

/*
 * A caregiver with the keyboard alone (Tab, Shift+Tab, Enter, Space, arrows,
 * typing; no click, no fill): the participant type and the screener, the caregiver's form with the
 * participant's names and birth date (a participant under 18 is refused at the birth date, and
 * the refused submit focuses it), and the site selection's "No site is convenient" to its page.
 */

const session = setupE2eSession();
const person = newPerson('keyboard-caregiver');
const UNDER_18 = 'You must be 18 or older to take part in this study';

jest.setTimeout(60000);

describe('the caregiver journey with the keyboard', () => {
  it('answers the cookie banner, the participant type and the screener for an adult cared for', async () => {
    const { page, server } = session;
    await openHydrated(page, server.baseUrl + MIGRAINE);
    await activate(page, control('button', /^Reject$/), { backwards: true });
    await page.getByTestId('cookie-banner').waitFor({ state: 'detached' });
    await chooseParticipantTypeWithKeyboard(page, 'caregiver');
    await answerScreenerWithKeyboard(page, 'caregiver');
  });

  it('refuses a participant under 18 at the birth date and focuses it', async () => {
    const { page, server } = session;
    await typeInto(page, control('textbox', /^First name/), person.firstName);
    await typeInto(page, control('textbox', /^Last name/), person.lastName);
    await typeInto(page, control('textbox', /^Your email address/), person.email);
    await typeInto(page, control('textbox', /^Phone number/), person.phone);
    await typeInto(page, control('textbox', /^ZIP code/), '60611');
    await typeInto(page, control('textbox', /^Participant's first name/), 'Sam');
    await typeInto(page, control('textbox', /^Participant's last name/), 'Reyes');
    // The birth date the screener gave is replaced by one of a participant who turns 18 tomorrow:
    // a closed select takes typed text (the matching option) and arrows.
    const birthDate = notYet18();
    await typeInto(page, control('combobox', /^Day$/), birthDate.day);
    await tabTo(page, control('combobox', /^Month$/));
    await arrowTo(page, (focus) => focus.value === birthDate.month);
    await typeInto(page, control('combobox', /^Year$/), birthDate.year);
    expect((await focused(page))?.value).toBe(birthDate.year);
    await tabTo(page, control('checkbox', /^I agree that ClinicalResearch/));
    await page.keyboard.press('Space');
    await activate(page, control('button', /^Submit$/));
    const day = await waitForFocus(page, control('combobox', /^Day$/));
    expect(day.invalid).toBe(true);
    expect(day.description).toContain(UNDER_18);
    await page.locator('form.contact-form__form').getByRole('alert').first().waitFor();
    expect(new URL(page.url()).pathname).toBe(`${MIGRAINE}/contact-info/caregiver`);
    expect(await contactPatients(server, person.email)).toHaveLength(0);
  });

  it('sends the corrected form and chooses "No site is convenient" from the list', async () => {
    const { page, server } = session;
    await typeInto(page, control('combobox', /^Year$/), '1950');
    expect((await focused(page))?.value).toBe('1950');
    await activate(page, control('button', /^Submit$/));
    await waitForPath(page, `${MIGRAINE}/site-selection/caregiver`);
    await waitUntil(
      async () => (await contactPatients(server, person.email)).length === 1,
      10000,
      'the stored delegate',
    );
    await page.locator('#site-selection li').first().waitFor({ timeout: 15000 });
    await activate(page, control('button', /^No site is convenient$/));
    await waitForPath(page, '/no-site-convenient/caregiver');
    const enrollmentId = await enrollmentIdOf(session.context);
    await waitUntil(
      () => hasNoSiteConvenientRecord(server, enrollmentId),
      10000,
      'the no-site-convenient record',
    );
  });
});
