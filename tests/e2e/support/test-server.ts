import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { createServer } from 'node:net';
import { join, resolve } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../../src/server/app';
import { loadConfig } from '../../../src/server/config';
import { createDatabase, type AppDatabase } from '../../../src/server/db/database';
import { createAppMailAdapter } from '../../../src/server/integrations/mail-subscriptions';
import { createSmsAdapter } from '../../../src/server/integrations/sms';
import { DEMO_PACK_DIR, packIn } from '../../support/demo-content';
import { publishContent } from '../../../src/server/content/publish-content';
import { ensureTrialIndex } from '../../../src/server/trials/ensure-trial-index';
import type { AppDeps } from '../../../src/server/app-deps';
import { cachedTemplate, templateKey } from '../../support/test-template-cache';

/** The built client; DIST_DIR points the tests and the bench at another build (an experiment). */
const distDir = process.env.DIST_DIR ?? join(import.meta.dirname, '..', '..', '..', 'dist');

/**
 * The real server, in this process, serving the built app from dist/ on a free
 * port with its own PGlite directory: tests can inspect its database directly,
 * and stop and restart it to inject faults. Restart keeps the port and the data.
 */
export interface TestServer {
  baseUrl: string;
  deps: AppDeps;
  stop(): Promise<void>;
  start(): Promise<void>;
  dispose(): Promise<void>;
}

/** A port nobody listens on now, so that the server's own links (PUBLIC_BASE_URL) can name it. */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = address && typeof address === 'object' ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

export interface TestServerOptions {
  /** Called with each built app before it listens (on every start): test-only hooks, e.g. fault injection. */
  onApp?: (app: FastifyInstance) => void;
  /** Build the database from nothing instead of copying the prepared one (a bench timing the start). */
  freshDatabase?: boolean;
  /**
   * 'localhost': the server is reached (and names itself in PUBLIC_BASE_URL) as localhost, not
   * 127.0.0.1, since WebAuthn needs a domain for its relying party.
   */
  publicHost?: 'localhost';
}

/** Where createDatabase keeps PGlite inside DATA_DIR. */
const PGLITE_FOLDER = 'pglite';

/**
 * A PGlite data directory holding what every test server starts with (the migrations, the demo
 * pack's content, the trial index of `trialCount` trials), built once while the server's sources
 * and the pack are unchanged: a fresh one costs about 12 s, a copy of this about 1.5 s to open
 * (publishContent and ensureTrialIndex then find everything in place).
 */
function preparedPglite(trialCount: number): Promise<string> {
  const key = templateKey('e2e-pglite', ['src/server', 'src/shared', 'content/demo'], `trials ${trialCount}`);
  return cachedTemplate(key, async (scratch) => {
    const database = await createDatabase({ dataDir: scratch, databaseUrl: undefined });
    try {
      const { content } = packIn(DEMO_PACK_DIR);
      await publishContent(database.db, content);
      await ensureTrialIndex(database.db, content, { count: trialCount });
    } finally {
      await database.close();
    }
  });
}

export async function startTestServer(
  env: Record<string, string> = {},
  options: TestServerOptions = {},
): Promise<TestServer> {
  const dataDir = mkdtempSync(join(tmpdir(), 'e2e-data-'));
  let port = await freePort();
  let app: FastifyInstance | null = null;
  let database: AppDatabase | null = null;
  let deps: AppDeps | null = null;
  let firstStart = true;
  const host = options.publicHost ?? '127.0.0.1';

  const start = async () => {
    const config = loadConfig({
      ...process.env,
      DATA_DIR: dataDir,
      STATIC_DIR: distDir,
      DEMO_MODE: 'true',
      PORT: String(port),
      PUBLIC_BASE_URL: `http://${host}:${port}`,
      LOG_LEVEL: 'warn',
      ...env,
    });
    // The first start copies the prepared database (the demo pack's); a restart keeps the data, as a
    // real one does.
    const pack = packIn(config.contentDir);
    // TRIAL_SEED_COUNT, else what the pack asks for, as the server decides.
    const trialCount = config.trialSeedCount ?? pack.generatedTrials;
    const demoPack = resolve(config.contentDir) === DEMO_PACK_DIR;
    if (firstStart && !config.databaseUrl && !options.freshDatabase && demoPack) {
      const template = await preparedPglite(trialCount);
      cpSync(join(template, PGLITE_FOLDER), join(dataDir, PGLITE_FOLDER), { recursive: true });
    }
    firstStart = false;
    database = await createDatabase(config);
    await publishContent(database.db, pack.content);
    await ensureTrialIndex(database.db, pack.content, { count: trialCount });
    deps = {
      config,
      db: database.db,
      mail: createAppMailAdapter(config, database.db),
      sms: createSmsAdapter(config, database.db),
      now: () => new Date(),
    };
    app = await buildApp(deps);
    options.onApp?.(app);
    await app.listen({ port, host });
    const address = app.server.address();
    if (address && typeof address === 'object') port = address.port;
  };
  const stop = async () => {
    await app?.close();
    await database?.close();
    app = null;
    database = null;
  };
  await start();
  return {
    get baseUrl() {
      return `http://${host}:${port}`;
    },
    get deps() {
      if (!deps) throw new Error('server not started');
      return deps;
    },
    stop,
    start,
    async dispose() {
      await stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
