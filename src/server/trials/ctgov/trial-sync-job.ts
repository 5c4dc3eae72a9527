import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { AppConfig } from '../../config';
import type { Database } from '../../db/schema';
import { runTrialImport } from './run-trial-import';
import type { PageFetchOptions } from './study-pages';
import type { TrialSyncConfig } from './trial-sync-config';
import { claimTrialSync, scheduleNextTrialSync, TRIAL_SYNC_RETRY_MS } from './trial-sync-schedule';

/*
 * The scheduled ClinicalTrials.gov sync: every app server looks now and then whether a sync is
 * due; the one that claims it (trial-sync-schedule.ts) imports the configured URL and sets the
 * next due time. The import's summary goes to the log (counts and NCT ids: no personal data).
 */

/** How often a server looks whether the sync is due (the interval itself is hours). */
export const TRIAL_SYNC_CHECK_MS = 5 * 60_000;

export interface TrialSyncLog {
  info(details: object, message: string): void;
  warn(details: object, message: string): void;
}

export interface TrialSyncDeps extends PageFetchOptions {
  db: Kysely<Database>;
  clock: () => Date;
  config: TrialSyncConfig;
  log: TrialSyncLog;
  /** Where alert mails link to; with it, members' saved searches are told of the trials opened. */
  publicBaseUrl?: string;
}

export type TrialSyncRun = 'not-due' | 'synced' | 'failed';

/** One look: runs the sync when this server wins it. */
export async function runTrialSyncOnce(deps: TrialSyncDeps): Promise<TrialSyncRun> {
  if (!(await claimTrialSync(deps.db, deps.clock()))) return 'not-due';
  let report = '';
  const outcome = await runTrialImport(deps.db, deps.config.url, {
    ...deps,
    stderr: { isTTY: false, write: (text: string) => (report += text) },
    alerts:
      deps.publicBaseUrl === undefined
        ? undefined
        : { config: { publicBaseUrl: deps.publicBaseUrl }, now: deps.clock },
  });
  const ended = deps.clock().getTime();
  if (!outcome.ok) {
    await scheduleNextTrialSync(deps.db, new Date(ended + TRIAL_SYNC_RETRY_MS));
    deps.log.warn({ trialSync: { error: outcome.error } }, 'trial sync failed; retried in an hour');
    return 'failed';
  }
  await scheduleNextTrialSync(deps.db, new Date(ended + deps.config.intervalMs));
  const { refused, ...counts } = outcome.summary;
  deps.log.info({ trialSync: { ...counts, refused: refused.length } }, report.trim());
  return 'synced';
}

/** Looks once the server is ready and then every few minutes; the timer never keeps the process alive. */
export function scheduleTrialSync(
  app: FastifyInstance,
  deps: {
    db: Kysely<Database>;
    now: () => Date;
    config: { trialSync?: TrialSyncConfig } & Partial<Pick<AppConfig, 'publicBaseUrl'>>;
  },
): void {
  const config = deps.config.trialSync;
  if (!config) return;
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<unknown> | null = null;
  const look = () => {
    running ??= runTrialSyncOnce({
      db: deps.db,
      clock: deps.now,
      config,
      log: app.log,
      publicBaseUrl: deps.config.publicBaseUrl,
    })
      .catch((error: unknown) => app.log.warn({ err: error }, 'trial sync failed'))
      .finally(() => {
        running = null;
      });
  };
  app.addHook('onReady', async () => {
    look();
    timer = setInterval(look, TRIAL_SYNC_CHECK_MS);
    timer.unref();
  });
  app.addHook('onClose', async () => {
    if (timer) clearInterval(timer);
    await running;
  });
}
