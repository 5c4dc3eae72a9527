import { sql } from 'kysely';
import { notifySavedSearches } from '../../src/server/saved-searches/notify-saved-searches';
import { setupE2eSession } from './support/e2e-session';
import {
  completeWizard,
  mailTo,
  newRegistrant,
  profileOf,
  startRegistration,
  waitForMemberSession,
} from './support/registry-steps';
import type { TestServer } from './support/test-server';

/*
 * Saved-search alerts end to end in Chromium: a member saves a search with alerts from the results
 * page, a matching trial opens near them, the daily job runs, the alert reaches the demo mailbox,
 * and its link stops that search's alerts (opening the link alone does not).
 */

const session = setupE2eSession({ setupTimeoutMs: 60000 });

jest.setTimeout(90000);

const NEW_TRIAL = 'E2E-ALERT-0001';
const NEW_TITLE = 'A new migraine study opening near Chicago';

/** A copy of a recruiting migraine trial near Chicago under a new id, opened now (as an import would). */
async function openTrialNearChicago(server: TestServer): Promise<void> {
  const db = server.deps.db;
  const { rows } = await sql<{ trial_id: string }>`
    select t.trial_id from trial_index t
    where t.language = 'en' and t.searchable and t.condition_key = 'migraine'
      and exists (select 1 from trial_locations l where l.trial_id = t.trial_id
        and l.latitude between 41.5 and 42.3 and l.longitude between -88.3 and -87.3)
    order by t.trial_id limit 1`.execute(db);
  const source = rows[0]?.trial_id;
  if (!source) throw new Error('no migraine trial near Chicago in the seeded index');
  await db.transaction().execute(async (trx) => {
    const patch = JSON.stringify({ trial_id: NEW_TRIAL, title: NEW_TITLE });
    await sql`insert into trial_index select (jsonb_populate_record(null::trial_index,
        to_jsonb(t) || ${patch}::jsonb || jsonb_build_object('first_opened_at', now()))).*
      from trial_index t where t.trial_id = ${source}`.execute(trx);
    const data = JSON.stringify({ trialorgstudyid: NEW_TRIAL, trialtitle: NEW_TITLE });
    await sql`insert into trial_documents (trial_id, language, data)
      select ${NEW_TRIAL}, language, data || ${data}::jsonb from trial_documents where trial_id = ${source}`.execute(
      trx,
    );
    await sql`insert into trial_locations (trial_id, seq, latitude, longitude, x, y, z)
      select ${NEW_TRIAL}, seq, latitude, longitude, x, y, z from trial_locations where trial_id = ${source}`.execute(
      trx,
    );
    await sql`insert into trial_condition_links (trial_id, condition_key)
      select ${NEW_TRIAL}, condition_key from trial_condition_links where trial_id = ${source}`.execute(trx);
  });
}

async function alertsOf(server: TestServer, profileId: string) {
  return server.deps.db
    .selectFrom('saved_searches')
    .select(['id', 'alerts'])
    .where('profile_id', '=', profileId)
    .execute();
}

describe('saved-search alerts', () => {
  const person = newRegistrant('alerts');

  it('a saved search with alerts mails a new trial near the member, and its link stops the alerts', async () => {
    const { page, server } = session;
    await startRegistration(page, server, person.email);
    await completeWizard(page, person);
    await waitForMemberSession(page);
    await page.goto(`${server.baseUrl}/find-trials/search-result#q=migraine&zip=60611`);
    await page.getByText(/\d+ trials found/).waitFor();
    const alertsBox = page.getByRole('checkbox', { name: 'Email me new matching trials' });
    await expect(alertsBox.isChecked()).resolves.toBe(true);
    await page.getByRole('button', { name: 'Save this search' }).click();
    await page.getByRole('status').filter({ hasText: 'Search saved. We will email you' }).waitFor();
    const profile = await profileOf(server, person.email);
    if (!profile) throw new Error('no profile');
    expect(await alertsOf(server, profile.id)).toEqual([expect.objectContaining({ alerts: true })]);

    await openTrialNearChicago(server);
    const run = await notifySavedSearches(server.deps.db, new Date(), server.deps.config);
    expect(run.mailed).toBeGreaterThanOrEqual(1);
    const mail = await mailTo(server, person.email, 'New trials for your saved search: Migraine · 60611');
    expect(mail.text).toContain(NEW_TITLE);
    expect(mail.text).toContain(': 1 in all.');

    const stop = mail.links.find((link) => link.label === 'Stop alerts for this search');
    if (!stop) throw new Error('no stop link in the alert');
    const mailed = new URL(stop.url);
    await page.goto(`${server.baseUrl}${mailed.pathname}${mailed.hash}`);
    const button = page.getByRole('button', { name: 'Stop these alerts' });
    await button.waitFor();
    // Opening the link changed nothing: only the person's press does.
    expect(await alertsOf(server, profile.id)).toEqual([expect.objectContaining({ alerts: true })]);
    await button.click();
    await page.getByText('Done: you will get no more alerts for this search.').waitFor();
    expect(await alertsOf(server, profile.id)).toEqual([expect.objectContaining({ alerts: false })]);
  });
});
