import type { FrameLocator, Page } from 'playwright-core';
import { explainFailure } from './page-diagnostics';
import { E2E_STEP_TIMEOUT_MS } from './e2e-timeouts';

/** The walk through a study's journey as a visitor does it: cookie banner, question, screener. */

export type CookieChoice = 'Accept' | 'Reject';

/**
 * Answers the cookie banner. It appears only once the home visit has a guest reference (the
 * consent saga polls every 2 s), and it covers the page's buttons until answered.
 */
export async function answerCookieBanner(page: Page, choice: CookieChoice): Promise<void> {
  const banner = page.getByTestId('cookie-banner');
  await banner.waitFor({ timeout: E2E_STEP_TIMEOUT_MS });
  await banner.getByRole('button', { name: choice, exact: true }).click();
  await banner.waitFor({ state: 'detached' });
}

export type ParticipantLabel =
  'Myself: I am 18 or older' | 'An adult I care for' | 'My child, who is under 18';

/** On a study home: the CTA to the participant-type question. */
export async function startQuestionnaire(page: Page): Promise<void> {
  await page.getByRole('link', { name: 'Start the questionnaire' }).first().click();
  await page.getByRole('group', { name: 'Who are you answering these questions for?' }).waitFor();
}

/** On the participant-type question: the option, then Next. */
export async function pickParticipantType(
  page: Page,
  label: ParticipantLabel = 'Myself: I am 18 or older',
): Promise<void> {
  const group = page.getByRole('group', { name: 'Who are you answering these questions for?' });
  await group.getByRole('radio', { name: label }).check();
  await page.getByRole('button', { name: 'Next', exact: true }).click();
}

/** On a study home: the CTA, then the participant-type question and Next. */
export async function chooseParticipantType(page: Page, label?: ParticipantLabel): Promise<void> {
  await startQuestionnaire(page);
  await pickParticipantType(page, label);
}

/** The questionnaire iframe of the pre-screener page. */
export function screenerFrame(page: Page): FrameLocator {
  return page.frameLocator('iframe.pre-screener__frame');
}

export interface AboutYou {
  dob: string;
  sex: 'Female' | 'Male';
  zip: string;
}

export const ADULT_IN_CHICAGO: AboutYou = { dob: '1985-01-01', sex: 'Female', zip: '60611' };

/**
 * Picks a radio option by its label, as a person does (the inputs are visually hidden), and checks
 * that the questionnaire took it. The frame grows as questions appear; a click that lands while it
 * resizes can miss its label, so a missed one is clicked again (at most three times).
 */
async function chooseOption(frame: FrameLocator, question: string, label: string): Promise<void> {
  const container = frame.locator(`[data-name="${question}"]`);
  const choice = container.getByText(label, { exact: true });
  const input = container.getByRole('radio', { name: label, exact: true });
  await choice.waitFor();
  for (let attempt = 1; attempt <= 3; attempt += 1) {
    await choice.click();
    if (await input.isChecked()) return;
  }
  throw new Error(`The questionnaire did not take "${label}" for ${question}`);
}

/** Page 1 of every screener (date of birth, sex, ZIP), then Next. */
export async function answerAboutYou(frame: FrameLocator, about: AboutYou = ADULT_IN_CHICAGO): Promise<void> {
  const dob = frame.locator('[data-name="dob"] input');
  await dob.waitFor({ timeout: 15000 });
  await dob.fill(about.dob);
  await chooseOption(frame, 'g', about.sex);
  await frame.locator('[data-name="zipCode"] input').fill(about.zip);
  await frame.getByRole('button', { name: 'Next', exact: true }).click();
}

/**
 * Page 2: yes/no answers by question name, in order (a later question may only appear once the
 * earlier one is answered), then Complete.
 */
export async function answerHealthQuestions(
  frame: FrameLocator,
  answers: Array<[question: string, answer: 'Yes' | 'No']>,
): Promise<void> {
  for (const [question, answer] of answers) await chooseOption(frame, question, answer);
  await frame.getByRole('button', { name: 'Complete', exact: true }).click();
}

/** The whole questionnaire on the current pre-screener page. */
export async function answerScreener(
  page: Page,
  answers: Array<[question: string, answer: 'Yes' | 'No']>,
  about: AboutYou = ADULT_IN_CHICAGO,
): Promise<void> {
  const frame = screenerFrame(page);
  await answerAboutYou(frame, about);
  await answerHealthQuestions(frame, answers);
}

/** Waits for the page's path (and optionally its exact query string) to be reached. */
export async function waitForPath(page: Page, pathname: string, search?: string): Promise<URL> {
  await explainFailure(page, () =>
    page.waitForURL((url) => url.pathname === pathname && (search === undefined || url.search === search), {
      timeout: 20000,
    }),
  );
  return new URL(page.url());
}
