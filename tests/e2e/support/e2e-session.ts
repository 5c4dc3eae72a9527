import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launchBrowser, newMobileContext } from './browser';
import { startTestServer, type TestServer } from './test-server';

/** One server, one Chromium and one mobile page for a test file; close() tears all three down. */
export interface E2eSession {
  server: TestServer;
  browser: Browser;
  context: BrowserContext;
  page: Page;
  close(): Promise<void>;
}

/** `env` overrides the server's configuration (e.g. a smaller TRIAL_SEED_COUNT). */
export async function openSession(env: Record<string, string> = {}): Promise<E2eSession> {
  const server = await startTestServer(env);
  const browser = await launchBrowser();
  const context = await newMobileContext(browser);
  const page = await context.newPage();
  return {
    server,
    browser,
    context,
    page,
    async close() {
      await browser.close();
      await server.dispose();
    },
  };
}

/** The Idempotency-Keys the server has committed, optionally for one call path. */
export async function committedWriteKeys(server: TestServer, path?: string): Promise<string[]> {
  let query = server.deps.db.selectFrom('idempotency_keys').select('key');
  if (path) query = query.where('path', '=', path);
  const rows = await query.execute();
  return rows.map((row) => row.key);
}
