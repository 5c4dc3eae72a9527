import { join } from 'node:path';
import { tmpdir } from 'node:os';
import type { FastifyInstance } from 'fastify';
import { buildApp, type BuildAppOptions } from '../../../src/server/app';
import type { AppDeps } from '../../../src/server/app-deps';
import { loadConfig, type AppConfig } from '../../../src/server/config';
import { createMessageWorker, type MessageWorker } from '../../../src/server/jobs/message-worker';
import { recordingMail, recordingSms } from './fakes';
import { createTestDatabase, postgresUrl, type TestDatabase } from './test-database';

export interface TestAppOverrides {
  config?: Partial<AppConfig>;
  /** Replaces deps; a function receives the defaults (with the test database) first. */
  deps?: Partial<AppDeps> | ((base: AppDeps) => Partial<AppDeps>);
  app?: BuildAppOptions;
}

export interface TestApp {
  app: FastifyInstance;
  deps: AppDeps;
  kind: TestDatabase['kind'];
  database: TestDatabase;
  /** The outgoing-message worker: never started on its own here, the test drives it. */
  messages: MessageWorker;
  /** Delivers every queued message that is due now (what the running server does after a write). */
  deliver(): Promise<void>;
  close(): Promise<void>;
}

/** A folder that never exists: the API-only app unless a test passes its own STATIC_DIR. */
const NO_STATIC_DIR = join(tmpdir(), 'no-static-dir-for-server-tests');

function testConfig(overrides: Partial<AppConfig> = {}): AppConfig {
  const base = loadConfig({
    DATABASE_URL: postgresUrl,
    DATA_DIR: 'memory://',
    STATIC_DIR: NO_STATIC_DIR,
    LOG_LEVEL: 'silent',
    DEMO_MODE: 'true',
  });
  return { ...base, ...overrides };
}

/**
 * The app on a fresh database (PGlite in memory, or a fresh PostgreSQL schema when
 * DATABASE_URL is set), with recording mail/SMS adapters and no logging. Routes may still be
 * added before the first inject. Queued mail and SMS reach the adapters only when the test calls
 * deliver() (or drives t.messages).
 */
export async function createTestApp(overrides: TestAppOverrides = {}): Promise<TestApp> {
  const database = await createTestDatabase();
  const base: AppDeps = {
    config: testConfig(overrides.config),
    db: database.db,
    mail: recordingMail(),
    sms: recordingSms(),
    now: () => new Date(),
  };
  const extra = typeof overrides.deps === 'function' ? overrides.deps(base) : overrides.deps;
  const deps: AppDeps = { ...base, ...extra };
  const messages = createMessageWorker(deps);
  const app = await buildApp(deps, {
    logger: false,
    messages: { worker: messages, automatic: false },
    ...overrides.app,
  });
  return {
    app,
    deps,
    kind: database.kind,
    database,
    messages,
    deliver: async () => {
      await messages.drain();
    },
    close: async () => {
      await app.close();
      await database.close();
    },
  };
}
