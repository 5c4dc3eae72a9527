import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../app-deps';
import { claimJobRun, daySlot, pruneJobClaims } from '../jobs/job-claims';
import { pruneAlertTokens } from './alert-tokens';
import { notifySavedSearches } from './notify-saved-searches';

/*
 * The daily saved-search alerts. Every server looks once an hour whether today's run is claimed
 * and claims it if not: the one that claims it runs it, so several servers mail once a day, and a
 * server started late in the day still runs a day nobody ran. Imports run the alerts themselves
 * after they commit (notifySavedSearches), so new trials need not wait for the next day.
 */

export const SAVED_SEARCH_ALERTS_JOB = 'saved-search-alerts';
const HOUR_MS = 60 * 60 * 1000;
const CLAIMS_KEPT_MS = 30 * 24 * HOUR_MS;

/** Today's run, if this server claims it. True when it ran. */
export async function runDailyAlerts(app: FastifyInstance, deps: Pick<AppDeps, 'db' | 'now' | 'config'>) {
  const now = deps.now();
  const slot = daySlot(now);
  if (!(await claimJobRun(deps.db, SAVED_SEARCH_ALERTS_JOB, slot, now))) return false;
  let run;
  try {
    run = await notifySavedSearches(deps.db, now, deps.config);
  } catch (error) {
    // Given back, so that the next check (here or on another server) runs the day again: the
    // searches already done have moved their marks and are not mailed twice.
    await deps.db
      .deleteFrom('job_claims')
      .where('job', '=', SAVED_SEARCH_ALERTS_JOB)
      .where('slot', '=', slot)
      .execute();
    throw error;
  }
  const tokens = await pruneAlertTokens(deps.db, now);
  await pruneJobClaims(deps.db, new Date(now.getTime() - CLAIMS_KEPT_MS));
  app.log.info({ ...run, expiredTokens: tokens }, 'saved-search alerts ran');
  return true;
}

/** Checks once the server is ready and then hourly; the timer never keeps the process alive. */
export function scheduleSavedSearchAlerts(
  app: FastifyInstance,
  deps: Pick<AppDeps, 'db' | 'now' | 'config'>,
) {
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<void> = Promise.resolve();
  const tick = async () => {
    try {
      await runDailyAlerts(app, deps);
    } catch (error) {
      app.log.warn({ err: error }, 'saved-search alerts failed; retried within the hour');
    }
  };
  const start = () => {
    running = running.then(tick);
  };
  // Not awaited: a long run must not hold back the server's start.
  app.addHook('onReady', async () => {
    start();
    timer = setInterval(start, HOUR_MS);
    timer.unref();
  });
  app.addHook('onClose', async () => {
    if (timer) clearInterval(timer);
    await running;
  });
}
