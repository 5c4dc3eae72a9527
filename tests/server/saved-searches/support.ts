import { sql } from 'kysely';
import { createAppMailAdapter } from '../../../src/server/integrations/mail-subscriptions';
import { createStoredSmsAdapter } from '../../../src/server/integrations/sms';
import { generateTrials, type IndexedTrial } from '../../../src/server/trials/generator/trial-generator';
import { writeTrialIndex } from '../../../src/server/trials/trial-index-writer';
import type { Trial } from '../../../src/shared/content-model/trial';
import { publishDemoContent } from '../../support/demo-content';
import { createTestApp, type TestApp } from '../support/test-app';
import { BASE_URL, send, type Clock } from '../registry/support';

export { BASE_URL };

/** The registry app (demo content, real mail rules, stored mailbox) without the daily alert job. */
export async function createAlertsApp(c: Clock): Promise<TestApp> {
  const t = await createTestApp({
    config: { publicBaseUrl: BASE_URL },
    deps: (base) => ({
      now: () => c.now,
      mail: createAppMailAdapter(base.config, base.db, { now: () => c.now }),
      sms: createStoredSmsAdapter(base.db, () => c.now),
    }),
    app: { savedSearchAlerts: false },
  });
  await publishDemoContent(t.deps.db);
  return t;
}

export const post = (t: TestApp, url: string, body: unknown) => send(t.app, 'POST', url, body);
export const read = (t: TestApp, url: string, body: unknown) => send(t.app, 'POST', url, body, { key: null });

export const NEW_YORK = { lat: 40.7506, lon: -73.9972 };
export const LOS_ANGELES = { lat: 34.0522, lon: -118.2437 };

function placed(trial: Trial, at: { lat: number; lon: number }, city: string): Trial {
  const first = trial.locations[0];
  if (!first) throw new Error('a generated trial without a location');
  return {
    ...trial,
    trialenrollingstatus: trial.trialenrollingstatus === 'Closed' ? 'Enrolling' : trial.trialenrollingstatus,
    isvirtual: false,
    locations: [
      {
        ...first,
        locationlatitude: at.lat,
        locationlongitude: at.lon,
        locationcity: city,
        locationstate: 'XX',
      },
    ],
  };
}

/** A generated trial of `condition`, made to take place at one spot (and recruiting, or closed). */
export function trialAt(
  all: IndexedTrial[],
  condition: string,
  index: number,
  at: { lat: number; lon: number },
  city: string,
  closed = false,
): IndexedTrial {
  const found = all.filter((trial) => trial.conditionKey === condition)[index];
  if (!found) throw new Error(`no generated ${condition} trial #${index}`);
  const status = (trial: Trial): Trial => (closed ? { ...trial, trialenrollingstatus: 'Closed' } : trial);
  return {
    ...found,
    trials: { en: status(placed(found.trials.en, at, city)), es: status(placed(found.trials.es, at, city)) },
  };
}

/** Writes the index and makes every trial long open (before any saved search). */
export async function writeIndex(t: TestApp, trials: IndexedTrial[]): Promise<void> {
  await t.deps.db.transaction().execute((trx) => writeTrialIndex(trx, trials));
  await sql`update trial_index set first_opened_at = '2020-01-01T00:00:00Z' where searchable`.execute(
    t.deps.db,
  );
}

/** The trial became searchable at `at` (as an import would record it). */
export async function opens(t: TestApp, trialId: string, at: Date): Promise<void> {
  await sql`update trial_index set first_opened_at = ${at} where trial_id = ${trialId}`.execute(t.deps.db);
}

export const generated = () => generateTrials(800, 20_250_301);

export const idOf = (trial: IndexedTrial) => trial.trials.en.trialorgstudyid;
