import type { Kysely, Selectable } from 'kysely';
import { languageSchema, type Language } from '../../shared/content-model/language';
import { getSiteSettings } from '../content/content-repository';
import { loadConfig, type AppConfig } from '../config';
import type { Database } from '../db/schema';
import type { SavedSearchesTable } from '../db/tables/saved-searches';
import { enqueueMessageOnce } from '../jobs/message-queue';
import { filledMessage } from '../messages/message-templates';
import { isSuppressed } from '../subscriptions/suppression';
import { conditionNamedBy } from '../trials/trial-condition-match';
import { alertMail, trialLines } from './alert-mail';
import { issueAlertToken } from './alert-tokens';
import { newMatchesOf } from './saved-search-matches';

/*
 * Saved-search alerts: for each search with alerts on, the trials that opened since its mark are
 * mailed (one mail per search, through the durable queue, in the member's language) and the mark
 * moves to now, in one transaction per search: the mail exists exactly when the mark moved. The
 * search's row is locked (SKIP LOCKED), so servers running this side by side each take different
 * searches, and the mail's key (search and mark) could not be queued twice even so. A member whose
 * address unsubscribed from everything (or from their site) gets nothing, and their mark moves on:
 * a later resubscribe does not bring a backlog.
 */

const BATCH = 200;

type SavedSearchRow = Selectable<SavedSearchesTable>;

export interface AlertRun {
  /** Searches whose mark moved. */
  searches: number;
  /** Alert mails queued. */
  mailed: number;
}

/** What the mail calls the search: the condition's name (or the typed words) and the zip. */
async function searchLabel(db: Kysely<Database>, search: SavedSearchRow, language: Language) {
  const condition = await conditionNamedBy(db, search.q, language);
  const text = condition?.value ?? search.q;
  return [text, search.zip].filter((part) => part !== '').join(' · ') || '*';
}

async function lockedSearch(db: Kysely<Database>, id: string, now: Date) {
  return db
    .selectFrom('saved_searches')
    .selectAll()
    .where('id', '=', id)
    .where('alerts', '=', true)
    .where('told_until', '<', now)
    .forUpdate()
    .skipLocked()
    .executeTakeFirst();
}

/** One search, inside its transaction: the mail (if anything is new) and the mark. */
async function notifyOne(
  db: Kysely<Database>,
  search: SavedSearchRow,
  publicBaseUrl: string,
  now: Date,
): Promise<boolean> {
  const profile = await db
    .selectFrom('profiles')
    .select(['email', 'first_name', 'language', 'guest_ref', 'site_settings_id'])
    .where('id', '=', search.profile_id)
    .executeTakeFirstOrThrow();
  const language = languageSchema.safeParse(profile.language).data ?? 'en';
  const held = await isSuppressed(db, profile.email, profile.site_settings_id);
  const matches = held ? { total: 0, trials: [] } : await newMatchesOf(db, search, language, now);
  let mailed = false;
  if (matches.total > 0) {
    const settings = await getSiteSettings(db, language);
    const message = await filledMessage(db, 'saved-search-alert', language, {
      firstName: profile.first_name,
      siteName: settings?.siteName,
      search: await searchLabel(db, search, language),
      count: String(matches.total),
      trials: trialLines(matches.trials, publicBaseUrl),
    });
    const token = await issueAlertToken(db, search.id, now);
    const mail = alertMail(
      {
        to: profile.email,
        language,
        publicBaseUrl,
        myProfilePath: settings?.myProfilePath,
        token,
        audience: { siteSettingsId: profile.site_settings_id, guestRef: profile.guest_ref },
      },
      message,
      matches.trials,
    );
    const key = `saved-search-alert:${search.id}:${new Date(search.told_until).toISOString()}`;
    const outgoing = {
      channel: 'email' as const,
      kind: 'saved-search-alert',
      message: mail,
      idempotencyKey: key,
    };
    mailed = (await enqueueMessageOnce(db, outgoing, now)) !== null;
  }
  await db.updateTable('saved_searches').set({ told_until: now }).where('id', '=', search.id).execute();
  return mailed;
}

async function dueIds(db: Kysely<Database>, after: string, now: Date): Promise<string[]> {
  const rows = await db
    .selectFrom('saved_searches')
    .select('id')
    .where('alerts', '=', true)
    .where('told_until', '<', now)
    .where('id', '>', after)
    .orderBy('id')
    .limit(BATCH)
    .execute();
  return rows.map((row) => row.id);
}

/**
 * Mails every due saved search its new trials. Run it daily and after each import of trials
 * (after its commit: the trials must be visible). Answers what it did.
 */
export async function notifySavedSearches(
  db: Kysely<Database>,
  now: Date,
  config: Pick<AppConfig, 'publicBaseUrl'> = loadConfig(),
): Promise<AlertRun> {
  const run: AlertRun = { searches: 0, mailed: 0 };
  let after = '00000000-0000-0000-0000-000000000000';
  for (let ids = await dueIds(db, after, now); ids.length > 0; ids = await dueIds(db, after, now)) {
    for (const id of ids) {
      await db.transaction().execute(async (trx) => {
        const search = await lockedSearch(trx, id, now);
        if (!search) return;
        run.searches += 1;
        if (await notifyOne(trx, search, config.publicBaseUrl, now)) run.mailed += 1;
      });
    }
    after = ids[ids.length - 1]!;
  }
  return run;
}
