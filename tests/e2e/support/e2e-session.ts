import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launchBrowser, newMobileContext, type PhoneOptions } from './browser';
import { E2E_STEP_TIMEOUT_MS } from './e2e-timeouts';
import { startTestServer, type TestServer, type TestServerOptions } from './test-server';

export interface E2eSessionOptions {
  /**
   * Overrides of the server's configuration (e.g. a smaller TRIAL_SEED_COUNT). A function is called
   * when the server starts, after the file's own earlier beforeAll (a value that set-up makes).
   */
  env?: Record<string, string> | (() => Record<string, string>);
  /** The server's test hooks (e.g. `onApp` installing fault injection). */
  server?: TestServerOptions;
  /**
   * The phone page: one for the whole file (`'file'`, the default), a new device for every test
   * (`'test'`: its own cookies, storage, service worker and outbox), or none (`'none'`: the file
   * opens what it needs with newContext/newPage).
   */
  page?: 'file' | 'test' | 'none';
  /** The screen (or service workers) of the session's phone context. */
  phone?: PhoneOptions;
  /** `false`: the server only, for a file that launches its own Chromium (e.g. persistent profiles). */
  browser?: boolean;
  /** A browser step's time-out on every page the session makes. */
  stepTimeoutMs?: number;
  /** The set-up's own time-out, when starting the server and Chromium takes longer than a test. */
  setupTimeoutMs?: number;
}

/**
 * One server and one Chromium for a test file, a phone page per file or per test, and extra
 * contexts on demand. Each property throws until the set-up has made it.
 */
export interface E2eSession {
  readonly server: TestServer;
  readonly browser: Browser;
  /** The context of `page` (the file's, or this test's with `page: 'test'`). */
  readonly context: BrowserContext;
  readonly page: Page;
  /**
   * Another phone (a second device). Made in a test or a beforeEach, it is closed after that
   * test; made in a beforeAll, after the file.
   */
  newContext(options?: PhoneOptions): Promise<BrowserContext>;
  /** A page on a new phone context (newContext's lifetime). */
  newPage(options?: PhoneOptions): Promise<Page>;
}

/**
 * Call at a test file's top level: `const session = setupE2eSession();`. It registers the Jest hooks
 * that start the server and Chromium before the file's tests and tear both down after them, so
 * the file's own hooks declared after it can use the session.
 */
export function setupE2eSession(options: E2eSessionOptions = {}): E2eSession {
  const scope = options.page ?? 'file';
  const stepTimeoutMs = options.stepTimeoutMs ?? E2E_STEP_TIMEOUT_MS;
  let server: TestServer | undefined;
  let browser: Browser | undefined;
  let context: BrowserContext | undefined;
  let page: Page | undefined;
  let inTest = false;
  const testContexts: BrowserContext[] = [];

  const notReady = (what: string): Error => {
    if (what === 'browser' && options.browser === false) {
      return new Error('setupE2eSession({ browser: false }) launches no Chromium');
    }
    if ((what === 'page' || what === 'context') && scope === 'none') {
      return new Error(`setupE2eSession({ page: 'none' }) opens no ${what}: use newContext() or newPage()`);
    }
    if ((what === 'page' || what === 'context') && scope === 'test' && server) {
      return new Error(
        `setupE2eSession({ page: 'test' }) opens the ${what} in each test: use it there or in a beforeEach`,
      );
    }
    return new Error(
      `the e2e session has no ${what} yet: use it in a test or in a hook declared after setupE2eSession()`,
    );
  };

  const openContext = async (phone?: PhoneOptions): Promise<BrowserContext> => {
    if (!browser) throw notReady('browser');
    const made = await newMobileContext(browser, phone ?? options.phone);
    // Every page of the context, including those a test opens itself, gets the step time-out.
    made.setDefaultTimeout(stepTimeoutMs);
    if (inTest) testContexts.push(made);
    return made;
  };

  const openPhone = async (): Promise<void> => {
    context = await openContext();
    page = await context.newPage();
  };

  beforeAll(async () => {
    const env = typeof options.env === 'function' ? options.env() : (options.env ?? {});
    server = await startTestServer(env, options.server);
    if (options.browser === false) return;
    browser = await launchBrowser();
    if (scope === 'file') await openPhone();
  }, options.setupTimeoutMs);

  beforeEach(async () => {
    inTest = true;
    if (scope === 'test') await openPhone();
  });

  afterEach(async () => {
    inTest = false;
    if (scope === 'test') {
      context = undefined;
      page = undefined;
    }
    await closeAll(testContexts.splice(0).map((made) => () => made.close()));
  });

  // Runs even when the set-up failed half-way: closes whatever was opened.
  afterAll(async () => {
    const opened = { browser, server };
    browser = undefined;
    server = undefined;
    context = undefined;
    page = undefined;
    await closeAll([async () => opened.browser?.close(), async () => opened.server?.dispose()]);
  });

  return {
    get server() {
      if (!server) throw notReady('server');
      return server;
    },
    get browser() {
      if (!browser) throw notReady('browser');
      return browser;
    },
    get context() {
      if (!context) throw notReady('context');
      return context;
    },
    get page() {
      if (!page) throw notReady('page');
      return page;
    },
    newContext: openContext,
    async newPage(phone) {
      return (await openContext(phone)).newPage();
    },
  };
}

/** Runs every closer in turn, the rest even after one failed, then reports the failures. */
async function closeAll(closers: Array<() => Promise<unknown>>): Promise<void> {
  const errors: unknown[] = [];
  for (const close of closers) {
    try {
      await close();
    } catch (error) {
      errors.push(error);
    }
  }
  if (errors.length === 1) throw errors[0];
  if (errors.length > 1) throw new AggregateError(errors, 'closing the e2e session failed');
}

/** The Idempotency-Keys the server has committed, optionally for one call path. */
export async function committedWriteKeys(server: TestServer, path?: string): Promise<string[]> {
  let query = server.deps.db.selectFrom('idempotency_keys').select('key');
  if (path) query = query.where('path', '=', path);
  const rows = await query.execute();
  return rows.map((row) => row.key);
}
