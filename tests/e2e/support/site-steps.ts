import type { Locator, Page } from 'playwright-core';
import {
  contactForm,
  fillContactDetails,
  newPerson,
  submitContactForm,
  type ContactPerson,
} from './contact-steps';
import {
  answerCookieBanner,
  answerScreener,
  chooseParticipantType,
  waitForPath,
  type AboutYou,
} from './journey-steps';
import { reloadUnderServiceWorker } from './service-worker-control';
import type { TestServer } from './test-server';

/**
 * A qualified adult from a study home to its site-selection page, for each demo journey type.
 * The demo pack's sites: content/demo/studies/<study>/sites/.
 */

export interface DemoStudy {
  root: string;
  journeyType: '01' | '02' | '03';
  /** The questionnaire is on the home page (no participant-type question). */
  landing: boolean;
  answers: Array<[string, 'Yes' | 'No']>;
  about: AboutYou;
}

export const MIGRAINE_J01: DemoStudy = {
  root: '/migraine-study',
  journeyType: '01',
  landing: false,
  answers: [
    ['diagnosed', 'Yes'],
    ['frequency', 'Yes'],
  ],
  about: { dob: '1985-01-01', sex: 'Female', zip: '60611' },
};

export const ASTHMA_J02: DemoStudy = {
  root: '/asthma-study',
  journeyType: '02',
  landing: false,
  answers: [
    ['diagnosed', 'Yes'],
    ['controller', 'Yes'],
    ['symptoms', 'Yes'],
  ],
  about: { dob: '1980-05-05', sex: 'Male', zip: '77030' },
};

export const KNEE_J03: DemoStudy = {
  root: '/knee-oa-study',
  journeyType: '03',
  landing: true,
  answers: [
    ['diagnosed', 'Yes'],
    ['pain', 'Yes'],
    ['injection', 'No'],
  ],
  about: { dob: '1970-03-03', sex: 'Female', zip: '60611' },
};

export const SUCCESS_PATH = '/siteselectionsuccess';

export function siteSelection(page: Page): Locator {
  return page.locator('#site-selection');
}

/** The site card of a site, by its name. */
export function siteCard(page: Page, siteName: string): Locator {
  return siteSelection(page)
    .locator('li')
    .filter({ has: page.getByRole('heading', { name: siteName }) });
}

export async function reachSiteSelection(
  page: Page,
  server: TestServer,
  study: DemoStudy,
  person: ContactPerson = newPerson(`sites-${study.journeyType}`),
  options: { serviceWorkerControlled?: boolean; emailOptIn?: boolean } = {},
): Promise<Locator> {
  await page.goto(server.baseUrl + study.root);
  // A device that has the app installed: a page reloaded offline comes from its caches.
  if (options.serviceWorkerControlled) await reloadUnderServiceWorker(page);
  await answerCookieBanner(page, 'Reject');
  if (!study.landing) {
    await chooseParticipantType(page, 'Myself: I am 18 or older');
    await waitForPath(page, `${study.root}/adult`);
  }
  await answerScreener(page, study.answers, study.about);
  await waitForPath(page, `${study.root}/contact-info/adult`);
  const form = contactForm(page);
  await form.waitFor({ timeout: 15000 });
  await fillContactDetails(form, 'adult', person);
  // Only an explicit email opt-in joins the mailing list (and brings its welcome mail).
  if (options.emailOptIn) await form.getByRole('checkbox', { name: 'Email', exact: true }).check();
  await submitContactForm(form);
  await waitForPath(page, `${study.root}/site-selection/adult`);
  const widget = siteSelection(page);
  await widget.locator('li').first().waitFor({ timeout: 15000 });
  return widget;
}
