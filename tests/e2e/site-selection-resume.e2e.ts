import type { BrowserContext, Page } from 'playwright-core';
import { newPerson } from './support/contact-steps';
import { committedWriteKeys, setupE2eSession } from './support/e2e-session';
import { enrollmentIdOf, hasNoSiteConvenientRecord } from './support/journey-db';
import { waitForPath } from './support/journey-steps';
import { waitUntil } from './support/outbox-probe';
import { MIGRAINE_J01, reachSiteSelection, siteCard, SUCCESS_PATH } from './support/site-steps';

/*
 * The confirm flow as a person meets it when things go wrong (and "No site convenient"): a site
 * chosen offline and the page reloaded still ends on the success page once
 * online, every write delivered exactly once; and Back after "No site is convenient" cannot turn
 * that outcome into a site choice. Each test is a new person in a new context.
 */

// The trial search is not used here: a small trial seed starts the server sooner.
const session = setupE2eSession({
  env: { TRIAL_SEED_COUNT: '100' },
  page: 'test',
  stepTimeoutMs: 30000,
  setupTimeoutMs: 240000,
});
let context: BrowserContext;
let page: Page;

beforeEach(() => {
  ({ context, page } = session);
});

jest.setTimeout(120000);

const LAKESIDE = 'Lakeside Neurology Research Center';
const SAVED_OFFLINE =
  'Your choice is saved on this device. We will send it and continue as soon as you are back online.';

const rowsOf = (table: 'contact_site_details' | 'site_selection_data_extensions', enrollmentId: string) =>
  session.server.deps.db.selectFrom(table).selectAll().where('enrollment_id', '=', enrollmentId).execute();

const outcomesOf = (enrollmentId: string) =>
  session.server.deps.db
    .selectFrom('outcome_updates')
    .select('patient_referral_status')
    .where('enrollment_id', '=', enrollmentId)
    .execute();

describe('a site chosen offline', () => {
  it('survives a reload, shows as chosen, and finishes on the success page once online', async () => {
    const person = newPerson('site-reload');
    await reachSiteSelection(page, session.server, MIGRAINE_J01, person, { serviceWorkerControlled: true });
    const enrollmentId = await enrollmentIdOf(context);
    const savesBefore = (
      await committedWriteKeys(session.server, '/SiteSelection/AddOrUpdatePatientSiteDetails')
    ).length;
    await context.setOffline(true);
    await siteCard(page, LAKESIDE)
      .getByRole('button', { name: `Select this site: ${LAKESIDE}` })
      .click();
    const status = page.locator('#site-selection').getByRole('status');
    await status.getByText(SAVED_OFFLINE).waitFor();

    await page.reload();
    await status.getByText(`You chose ${LAKESIDE}.`).waitFor({ timeout: 15000 });
    await status.getByText(SAVED_OFFLINE).waitFor();
    expect(await rowsOf('contact_site_details', enrollmentId)).toHaveLength(0);

    await context.setOffline(false);
    await waitForPath(page, SUCCESS_PATH);
    await page
      .getByTestId('success-confirmation')
      .getByText(`Your details have been sent to ${LAKESIDE}.`)
      .waitFor();
    await waitUntil(
      async () => (await rowsOf('site_selection_data_extensions', enrollmentId)).length > 0,
      10000,
      'the data-extension write',
    );
    await waitUntil(async () => (await outcomesOf(enrollmentId)).length > 0, 10000, 'the outcome');
    // Nothing else arrives afterwards: background sync, `online` and the timer all had their turn.
    await page.waitForTimeout(2500);
    expect(await rowsOf('contact_site_details', enrollmentId)).toMatchObject([{ site_code: 'MIG-301-001' }]);
    expect(await rowsOf('site_selection_data_extensions', enrollmentId)).toHaveLength(1);
    expect(await outcomesOf(enrollmentId)).toEqual([{ patient_referral_status: 'New' }]);
    const saves = await committedWriteKeys(session.server, '/SiteSelection/AddOrUpdatePatientSiteDetails');
    expect(saves.length - savesBefore).toBe(1);
  });
});

describe('Back after "No site is convenient"', () => {
  it('choosing a site then shows the no-site-convenient page, and no site is saved', async () => {
    await reachSiteSelection(page, session.server, MIGRAINE_J01, newPerson('nsc-back'));
    const enrollmentId = await enrollmentIdOf(context);
    await page.getByRole('button', { name: 'No site is convenient' }).click();
    await waitForPath(page, '/no-site-convenient/adult');
    await waitUntil(
      () => hasNoSiteConvenientRecord(session.server, enrollmentId),
      10000,
      'the no-site-convenient record',
    );
    await page.goBack();
    await waitForPath(page, `${MIGRAINE_J01.root}/site-selection/adult`);
    await siteCard(page, LAKESIDE)
      .getByRole('button', { name: `Select this site: ${LAKESIDE}` })
      .click();
    await waitForPath(page, '/no-site-convenient/adult');
    await page.waitForTimeout(2000);
    expect(new URL(page.url()).pathname).toBe('/no-site-convenient/adult');
    expect(await rowsOf('contact_site_details', enrollmentId)).toHaveLength(0);
    expect(await outcomesOf(enrollmentId)).toEqual([{ patient_referral_status: 'No-site-convenient' }]);
  });
});
