import { resolve } from 'node:path';
import type { Page } from 'playwright-core';
import { contactForm, control, submitContactForm } from './support/contact-steps';
import { setupE2eSession } from './support/e2e-session';
import { enrollmentIdOf } from './support/journey-db';
import {
  answerCookieBanner,
  answerScreener,
  chooseParticipantType,
  waitForPath,
} from './support/journey-steps';
import { waitUntil } from './support/outbox-probe';
import { siteCard, siteSelection, SUCCESS_PATH } from './support/site-steps';

/*
 * A second content pack, written from the authoring guide (content/sleep-health: one study, its
 * pages in English and Spanish, a questionnaire, a form and three sites near Boston), served as
 * a production deployment serves it: no demo mode, no demo pack. A visitor walks it from the home
 * page to a chosen site, and a person who does not qualify lands on this pack's own outcome page.
 */

const SLEEP_PACK = resolve('content/sleep-health');
const session = setupE2eSession({ env: { CONTENT_DIR: SLEEP_PACK, DEMO_MODE: 'false' }, page: 'test' });

jest.setTimeout(90000);

const STUDY = '/sleep-apnea-study';
const CAMBRIDGE = { dob: '1979-06-15', sex: 'Male' as const, zip: '02139' };
const NORTHSIDE = 'Northside Sleep and Breathing Clinic';

async function startStudyQuestionnaire(page: Page): Promise<void> {
  await page.goto(session.server.baseUrl + STUDY);
  await page.getByRole('heading', { level: 1, name: 'The Sleep Apnea Treatment Study' }).waitFor();
  await answerCookieBanner(page, 'Reject');
  await chooseParticipantType(page, 'Myself: I am 18 or older');
  await waitForPath(page, `${STUDY}/adult`);
}

describe('a second content pack, served without the demo', () => {
  it('shows its own home page, in English and in Spanish, linking to its study', async () => {
    const { page, server } = session;
    await page.goto(server.baseUrl + '/');
    await page.getByRole('heading', { level: 1, name: 'Better sleep starts with research' }).waitFor();
    expect(await page.title()).toBe('Sleep Health Research | A clinical study of sleep apnea');
    await page.screenshot({ path: 'tests/.scratch/second-pack-home.png', fullPage: true });
    await page.goto(server.baseUrl + '/es');
    await page
      .getByRole('heading', { level: 1, name: 'Dormir mejor empieza con la investigación' })
      .waitFor();
    await page
      .getByRole('link', { name: /Estudio de tratamiento de la apnea del sueño/ })
      .first()
      .click();
    await waitForPath(page, `/es${STUDY}`);
    await page
      .getByRole('heading', { level: 1, name: 'Estudio de tratamiento de la apnea del sueño' })
      .waitFor();
  });

  it('serves nothing of the demo: its studies are unknown pages and its mailbox is closed', async () => {
    const { page, server } = session;
    const demoStudy = await page.goto(server.baseUrl + '/migraine-study');
    expect(demoStudy?.status()).toBe(404);
    await page.getByRole('heading', { name: "We can't find that page" }).waitFor();
    const mailbox = await fetch(`${server.baseUrl}/api/demo/mailbox`);
    expect(mailbox.status).toBe(404);
    // The trial search holds this pack's own listings only (it has none), never generated trials.
    const trials = await server.deps.db.selectFrom('trial_index').selectAll().execute();
    expect(trials).toEqual([]);
  });

  it('walks a qualifying adult from the study page to a chosen site', async () => {
    const { page, server } = session;
    await startStudyQuestionnaire(page);
    await answerScreener(
      page,
      [
        ['diagnosed', 'Yes'],
        ['frequency', 'Yes'],
      ],
      CAMBRIDGE,
    );
    await waitForPath(page, `${STUDY}/contact-info/adult`);
    const form = contactForm(page);
    await form.waitFor({ timeout: 15000 });
    const email = `sleep.${String(Date.now())}@example.com`;
    await control(form, 'First name').fill('Rowan');
    await control(form, 'Last name').fill('Hale');
    await control(form, 'Email address').fill(email);
    await control(form, 'Phone number').fill('6175550199');
    await control(form, 'Street address').first().fill('12 Brattle Street');
    await form.getByRole('checkbox', { name: /^I agree that Sleep Health Research/ }).check();
    await submitContactForm(form);

    await waitForPath(page, `${STUDY}/site-selection/adult`);
    await siteSelection(page).locator('li').first().waitFor({ timeout: 15000 });
    // The nearest of the pack's three sites to the Cambridge ZIP comes first.
    expect(await siteSelection(page).locator('li .site-card__name').first().innerText()).toBe(NORTHSIDE);
    await page.screenshot({ path: 'tests/.scratch/second-pack-sites.png', fullPage: true });
    await siteCard(page, NORTHSIDE)
      .getByRole('button', { name: `Select this site: ${NORTHSIDE}` })
      .click();
    await waitForPath(page, SUCCESS_PATH);
    await page.getByTestId('success-confirmation').getByText('Thank you, Rowan.').waitFor();

    const enrollmentId = await enrollmentIdOf(page.context());
    await waitUntil(
      async () =>
        (
          await server.deps.db
            .selectFrom('contact_site_details')
            .select('site_code')
            .where('enrollment_id', '=', enrollmentId)
            .execute()
        ).length === 1,
      15000,
      'the chosen site on the server',
    );
    const [chosen] = await server.deps.db
      .selectFrom('contact_site_details')
      .select('site_code')
      .where('enrollment_id', '=', enrollmentId)
      .execute();
    expect(chosen?.site_code).toBe('SLP-201-002');
  });

  it('sends a person who does not qualify to this pack’s own outcome page', async () => {
    const { page } = session;
    await startStudyQuestionnaire(page);
    await answerScreener(
      page,
      [
        ['diagnosed', 'Yes'],
        ['frequency', 'No'],
      ],
      CAMBRIDGE,
    );
    await waitForPath(page, '/dnq/adult');
    await page.getByRole('heading', { name: 'Thank you for taking the questionnaire' }).waitFor();
    expect(await page.title()).toBe('Thank you for your interest | Sleep Health Research');
  });
});
