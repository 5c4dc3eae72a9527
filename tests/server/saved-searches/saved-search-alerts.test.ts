import { sql } from 'kysely';
import { notifySavedSearches } from '../../../src/server/saved-searches/notify-saved-searches';
import { suppress, ALL_MAIL } from '../../../src/server/subscriptions/suppression';
import type { MailboxMessage } from '../../../src/shared/contracts/mailbox';
import type { TestApp } from '../support/test-app';
import { clock, HOUR, messagesTo, registered, send } from '../registry/support';
import {
  BASE_URL,
  createAlertsApp,
  generated,
  idOf,
  LOS_ANGELES,
  NEW_YORK,
  opens,
  post,
  trialAt,
  writeIndex,
} from './support';

/*
 * The alerts: a search from zip 10001 (New York) for migraine, with the default radius (100
 * miles). Of the trials opening after it is saved, only the recruiting migraine trial in New York
 * is mailed; the one in Los Angeles, the asthma one in New York and the closed one are not.
 */

describe('saved-search alerts', () => {
  const c = clock();
  let t: TestApp;
  const all = generated();
  const near = trialAt(all, 'migraine', 0, NEW_YORK, 'New York');
  const far = trialAt(all, 'migraine', 1, LOS_ANGELES, 'Los Angeles');
  const otherCondition = trialAt(all, 'asthma', 0, NEW_YORK, 'New York');
  const closed = trialAt(all, 'migraine', 2, NEW_YORK, 'New York', true);
  const nearAlso = trialAt(all, 'migraine', 3, NEW_YORK, 'Brooklyn');
  const title = (trial: typeof near) => trial.trials.en.trialtitle;

  beforeAll(async () => {
    t = await createAlertsApp(c);
    await writeIndex(t, [near, far, otherCondition, closed, nearAlso]);
  }, 60_000);
  afterAll(() => t.close());
  // Each test's searches stop with it: the next test's trials open again.
  afterEach(async () => {
    await t.deps.db.updateTable('saved_searches').set({ alerts: false }).execute();
  });

  const run = () => notifySavedSearches(t.deps.db, c.now, { publicBaseUrl: BASE_URL });
  const alertsTo = async (email: string) =>
    (await messagesTo(t, email)).filter((message) => message.subject?.startsWith('New trials'));

  async function memberWithSearch(search: Record<string, unknown> = {}) {
    const member = await registered(t);
    const res = await post(t, '/api/contacts/SavedSearches/Save', {
      myProfileToken: member.sessionToken,
      q: 'migraine',
      zip: '10001',
      language: 'en',
      alerts: true,
      ...search,
    });
    expect(res.statusCode).toBe(200);
    return { member, id: res.json().savedSearch.id as string };
  }

  /** Every trial of the index opens an hour from now; the clock then moves two hours on. */
  async function everythingOpens() {
    const at = new Date(c.now.getTime() + HOUR);
    for (const trial of [near, far, otherCondition, closed]) await opens(t, idOf(trial), at);
    c.advance(2 * HOUR);
  }

  it('mails one alert with the new trial near, and nothing the second time', async () => {
    const { member } = await memberWithSearch();
    await everythingOpens();
    expect(await run()).toEqual({ searches: 1, mailed: 1 });
    const mails = await alertsTo(member.email);
    expect(mails).toHaveLength(1);
    const [mail] = mails as [MailboxMessage];
    expect(mail.subject).toBe('New trials for your saved search: Migraine · 10001');
    expect(mail.text).toContain(`${title(near)} (New York, XX)`);
    expect(mail.text).toContain(': 1 in all.');
    for (const other of [far, otherCondition, closed]) expect(mail.text).not.toContain(title(other));
    expect(mail.links.map((link) => link.label)).toEqual([
      title(near),
      'Stop alerts for this search',
      'Manage your saved searches',
      'Unsubscribe from all emails',
    ]);
    expect(mail.links[0]?.url).toMatch(new RegExp(`^${BASE_URL}/`));
    c.advance(HOUR);
    expect(await run()).toEqual({ searches: 1, mailed: 0 });
    expect(await alertsTo(member.email)).toHaveLength(1);
  });

  it('lists several new trials in one mail, in the member’s language', async () => {
    const { member } = await memberWithSearch({ q: 'migraña', language: 'es' });
    await t.deps.db
      .updateTable('profiles')
      .set({ language: 'es' })
      .where('email', '=', member.email.toLowerCase())
      .execute();
    const at = new Date(c.now.getTime() + HOUR);
    await opens(t, idOf(near), at);
    await opens(t, idOf(nearAlso), at);
    c.advance(2 * HOUR);
    await run();
    const mails = (await messagesTo(t, member.email)).filter((m) => m.subject?.startsWith('Nuevos estudios'));
    expect(mails).toHaveLength(1);
    expect(mails[0]?.text).toContain(': 2 en total.');
    expect(mails[0]?.text).toContain(near.trials.es.trialtitle);
    expect(mails[0]?.text).toContain(nearAlso.trials.es.trialtitle);
  });

  it('mails nobody who unsubscribed from everything, or turned alerts off, and moves the mark', async () => {
    const unsubscribed = await memberWithSearch();
    const off = await memberWithSearch({ alerts: false });
    await suppress(t.deps.db, unsubscribed.member.email, ALL_MAIL, c.now);
    await everythingOpens();
    expect(await run()).toEqual({ searches: 1, mailed: 0 });
    expect(await alertsTo(unsubscribed.member.email)).toEqual([]);
    expect(await alertsTo(off.member.email)).toEqual([]);
    const row = await t.deps.db
      .selectFrom('saved_searches')
      .select('told_until')
      .where('id', '=', unsubscribed.id)
      .executeTakeFirstOrThrow();
    expect(new Date(row.told_until).getTime()).toBe(c.now.getTime());
  });

  it('never queues the same search and mark twice, even if a run is repeated from the same mark', async () => {
    const { member, id } = await memberWithSearch();
    const mark = c.now;
    await everythingOpens();
    await run();
    // As if a second server had read the same mark: the mail's key is taken.
    await t.deps.db.updateTable('saved_searches').set({ told_until: mark }).where('id', '=', id).execute();
    await run();
    expect(await alertsTo(member.email)).toHaveLength(1);
  });

  describe('the stop link', () => {
    async function alerted() {
      const { member, id } = await memberWithSearch();
      const second = await memberWithSearch();
      // Alerts on, nothing new for it: this mail's link must not stop it.
      const other = await post(t, '/api/contacts/SavedSearches/Save', {
        myProfileToken: member.sessionToken,
        q: 'asthma',
        zip: '90001',
        language: 'en',
        alerts: true,
      });
      await everythingOpens();
      await run();
      const [mail] = await alertsTo(member.email);
      const stop = mail?.links.find((link) => link.label === 'Stop alerts for this search');
      if (!stop) throw new Error('no stop link');
      const url = new URL(stop.url);
      expect(url.pathname).toBe('/saved-search-alerts');
      expect(url.search).toBe('');
      return {
        id,
        email: member.email,
        otherId: other.json().savedSearch.id as string,
        secondId: second.id,
        token: url.hash.slice(3),
      };
    }
    const alertsOf = async (id: string) =>
      (
        await t.deps.db
          .selectFrom('saved_searches')
          .select('alerts')
          .where('id', '=', id)
          .executeTakeFirstOrThrow()
      ).alerts;

    it('stops that search’s alerts only, with a POST; a repeat answers the same; a wrong token is 404', async () => {
      const { id, otherId, secondId, token } = await alerted();
      const stop = (value: string) => post(t, '/api/saved-search-alerts/stop', { token: value });
      expect((await stop(token)).json()).toEqual({ stopped: true });
      expect((await stop(token)).json()).toEqual({ stopped: true });
      expect(await alertsOf(id)).toBe(false);
      expect(await alertsOf(otherId)).toBe(true);
      expect(await alertsOf(secondId)).toBe(true);
      const wrong = await stop('A'.repeat(43));
      expect(wrong.statusCode).toBe(404);
      expect(wrong.headers['content-type']).toContain('application/problem+json');
    });

    it('carries RFC 8058 headers whose one-click POST stops it; a GET changes nothing', async () => {
      const { id, email, token } = await alerted();
      // The member's own alert: another member was mailed in the same run.
      const { rows } = await sql<{ headers: Record<string, string> }>`
        select headers from outbound_messages where "to" = ${email.toLowerCase()}
        order by seq desc limit 1`.execute(t.deps.db);
      const oneClick = `${BASE_URL}/api/saved-search-alerts/one-click?t=${token}`;
      expect(rows[0]?.headers).toEqual({
        'List-Unsubscribe': `<${oneClick}>`,
        'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
      });
      const path = new URL(oneClick);
      const get = await send(t.app, 'GET', `${path.pathname}${path.search}`, undefined, { key: null });
      expect(get.statusCode).toBe(405);
      expect(await alertsOf(id)).toBe(true);
      const res = await t.app.inject({
        method: 'POST',
        url: `${path.pathname}${path.search}`,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: 'List-Unsubscribe=One-Click',
      });
      expect(res.statusCode).toBe(200);
      expect(await alertsOf(id)).toBe(false);
    });

    it('stops working when the member’s address changes (the old address may not be theirs)', async () => {
      const { id, token } = await alerted();
      const owner = await t.deps.db
        .selectFrom('saved_searches')
        .select('profile_id')
        .where('id', '=', id)
        .executeTakeFirstOrThrow();
      const { changeProfileEmail } = await import('../../../src/server/registry/email-change');
      const profile = await t.deps.db
        .selectFrom('profiles')
        .select(['id', 'email'])
        .where('id', '=', owner.profile_id)
        .executeTakeFirstOrThrow();
      await changeProfileEmail(t.deps.db, profile, `new.${profile.email}`, c.now);
      expect((await post(t, '/api/saved-search-alerts/stop', { token })).statusCode).toBe(404);
      expect(await alertsOf(id)).toBe(true);
    });
  });
});
