import type { FastifyInstance } from 'fastify';
import { buildApp } from './app';
import type { AppDeps } from './app-deps';
import { loadConfig } from './config';
import { loadContentPack } from './content/pack/load-pack';
import { formatPackProblems } from './content/pack/pack-problem';
import { publishContent } from './content/publish-content';
import { ensureTrialIndex } from './trials/ensure-trial-index';
import { createDatabase, type AppDatabase } from './db/database';
import { logConnectionLoss } from './db/connection-loss-log';
import { createAppMailAdapter } from './integrations/mail-subscriptions';
import { createSmsAdapter } from './integrations/sms';

/** Gives in-flight requests this long to finish on SIGTERM/SIGINT before exiting anyway. */
const SHUTDOWN_GRACE_MS = 10_000;

function onShutdownSignal(app: FastifyInstance, database: AppDatabase): void {
  let stopping = false;
  const stop = async (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    app.log.info({ signal }, 'shutting down');
    setTimeout(() => {
      app.log.error('shutdown took too long; exiting');
      process.exit(1);
    }, SHUTDOWN_GRACE_MS).unref();
    try {
      // close() stops accepting connections and resolves once in-flight requests are answered.
      await app.close();
      await database.close();
      process.exit(0);
    } catch (error) {
      app.log.error({ err: error }, 'shutdown failed');
      process.exit(1);
    }
  };
  process.once('SIGTERM', (signal) => void stop(signal));
  process.once('SIGINT', (signal) => void stop(signal));
}

async function main(): Promise<void> {
  // `npm start` (the local demo) passes --demo: demo features on unless DEMO_MODE says otherwise.
  const config = loadConfig(process.env, { demoByDefault: process.argv.includes('--demo') });
  // An invalid pack is refused before anything changes, with every problem it has.
  const pack = loadContentPack(config.contentDir);
  if (!pack.ok) {
    console.error(formatPackProblems(pack.problems, config.contentDir));
    process.exit(1);
  }
  const database = await createDatabase(config);
  // The pack's content; a no-op unless it changed since the last start.
  const content = await publishContent(database.db, pack.pack.content);
  // The trial search index (the pack's trials and TRIAL_SEED_COUNT generated ones); also a no-op when unchanged.
  const trialIndex = await ensureTrialIndex(database.db, pack.pack.content, { count: config.trialSeedCount });
  const deps: AppDeps = {
    config,
    db: database.db,
    mail: createAppMailAdapter(config, database.db),
    sms: createSmsAdapter(config, database.db),
    now: () => new Date(),
  };
  const app = await buildApp(deps);
  // A lost connection is replaced by the pool; the log says it happened (code and words only).
  logConnectionLoss(database, app.log);
  onShutdownSignal(app, database);
  await app.listen({ port: config.port, host: config.host });
  app.log.info(
    {
      url: config.publicBaseUrl,
      database: database.kind,
      demoMode: config.demoMode,
      content: { pack: pack.pack.name, version: content.version, applied: content.applied },
      trialIndex,
    },
    'server ready',
  );
}

main().catch((error: unknown) => {
  console.error('server failed to start', error);
  process.exit(1);
});
