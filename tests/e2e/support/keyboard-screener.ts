import type { Page } from 'playwright-core';
import type { ContactFormType } from '../../../src/shared/domain/contact-form/contact-values';
import { MIGRAINE, PARTICIPANT_LABEL } from './contact-steps';
import { screenerFrame, waitForPath } from './journey-steps';
import { activate, arrowTo, control, focused, tabTo, waitForFocus, type Focused } from './keyboard';

/*
 * The migraine study's participant-type question and screener answered with the keyboard alone,
 * shared by the keyboard suites of each participant type. The checks along the way are the
 * keyboard's own: the radio group is one tab stop, the questionnaire in its iframe is reached by
 * Tab, its radios draw a focus ring, and a new page starts at its first question.
 */

const inFrame = (focus: Focused) => focus.frame === '/screener.html';

/** From the study page: the participant type of that contact form, then Next, to its screener. */
export async function chooseParticipantTypeWithKeyboard(
  page: Page,
  formType: ContactFormType,
): Promise<void> {
  const label = PARTICIPANT_LABEL[formType];
  await activate(page, control('link', /^Start the questionnaire$/));
  await page.getByRole('group', { name: 'Who are you answering these questions for?' }).waitFor();
  // The radio group is one tab stop; Space picks the option that has the focus.
  await tabTo(page, control('radio', /^Myself: I am 18 or older$/));
  await arrowTo(page, (focus) => focus.role === 'radio' && focus.name === label);
  await page.keyboard.press('Space');
  expect((await focused(page))?.checked).toBe(true);
  await activate(page, control('button', /^Next$/));
  await waitForPath(page, `${MIGRAINE}/${formType}`);
}

/** The screener's two pages answered so that the participant qualifies; lands on the contact form. */
export async function answerScreenerWithKeyboard(
  page: Page,
  formType: ContactFormType,
  birthDate = '01011985',
): Promise<void> {
  const frame = screenerFrame(page);
  await frame.locator('[data-name="dob"] input').waitFor({ timeout: 15000 });
  const dob = await tabTo(page, (focus) => inFrame(focus) && focus.id === 'q-dob');
  expect(dob.frame).toBe('/screener.html');
  await page.keyboard.type(birthDate);
  const typed = `${birthDate.slice(4)}-${birthDate.slice(2, 4)}-${birthDate.slice(0, 2)}`;
  expect(await frame.locator('[data-name="dob"] input').inputValue()).toBe(typed);
  // The radios are the browser's own, with the questionnaire's focus ring.
  const sex = await tabTo(page, (focus) => inFrame(focus) && focus.role === 'radio');
  expect(sex.indicator).toMatch(/outline/);
  await arrowTo(page, (focus) => focus.role === 'radio' && focus.name === 'Female');
  await page.keyboard.press('Space');
  expect((await focused(page))?.checked).toBe(true);
  await tabTo(page, (focus) => inFrame(focus) && focus.role === 'textbox');
  await page.keyboard.type('60611');
  await activate(page, (focus) => inFrame(focus) && focus.role === 'button' && focus.name === 'Next');

  // The new page starts at its first question (not after its last one).
  await waitForFocus(page, (focus) => inFrame(focus) && focus.role === 'radio' && focus.name === 'Yes');
  await page.keyboard.press('Space');
  await frame.locator('[data-name="frequency"]').waitFor();
  await tabTo(page, (focus) => inFrame(focus) && focus.role === 'radio' && focus.name === 'Yes');
  await page.keyboard.press('Space');
  await activate(page, (focus) => inFrame(focus) && focus.role === 'button' && focus.name === 'Complete');
  await waitForPath(page, `${MIGRAINE}/contact-info/${formType}`);
  await page.locator('form.contact-form__form').waitFor({ timeout: 15000 });
}
