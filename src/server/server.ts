import type { FastifyInstance } from 'fastify';
import { buildApp } from './app';
import type { AppDeps } from './app-deps';
import { loadConfig } from './config';
import { createContentPublisher, type ContentLog } from './content/content-publisher';
import { watchContent } from './content/watch-content';
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
  const database = await createDatabase(config);
  // Until the app's logger exists, loads are reported on the console (a refused pack's report on
  // stderr, for the person starting the server); afterwards through the app's log.
  let appLog: ContentLog | null = null;
  const log: ContentLog = {
    info: (details, message) =>
      appLog ? appLog.info(details, message) : console.info(JSON.stringify({ ...details, msg: message })),
    error: (details, message) => (appLog ? appLog.error(details, message) : console.error(message)),
  };
  // The pack (and the trial index, which holds its trials): checked whole, then written in one
  // transaction, and only when it changed. An invalid pack stops the start with its report.
  const content = createContentPublisher({
    db: database.db,
    dir: config.contentDir,
    trialCount: config.trialSeedCount,
    log,
    now: () => new Date(),
  });
  const published = await content.load();
  if (!published.ok) {
    await database.close();
    process.exit(1);
  }
  const deps: AppDeps = {
    config,
    db: database.db,
    mail: createAppMailAdapter(config, database.db),
    sms: createSmsAdapter(config, database.db),
    now: () => new Date(),
    contentStatus: content.status,
  };
  const app = await buildApp(deps);
  appLog = app.log;
  // SIGHUP reloads the pack; one with problems is refused and the served version stays.
  process.on('SIGHUP', () => void content.load());
  // An author previewing a pack: every save publishes it (or says why not).
  if (config.contentWatch) watchContent(config.contentDir, () => void content.load());
  // A lost connection is replaced by the pool; the log says it happened (code and words only).
  logConnectionLoss(database, app.log);
  onShutdownSignal(app, database);
  await app.listen({ port: config.port, host: config.host });
  app.log.info(
    {
      url: config.publicBaseUrl,
      database: database.kind,
      demoMode: config.demoMode,
      content: content.status(),
    },
    'server ready',
  );
}

main().catch((error: unknown) => {
  console.error('server failed to start', error);
  process.exit(1);
});
