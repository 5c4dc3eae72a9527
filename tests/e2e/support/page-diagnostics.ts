import type { BrowserContext, Page } from 'playwright-core';

/**
 * What a page said while a test drove it: console lines, uncaught errors and failed requests. A
 * timed-out wait then reports where the page was and why, instead of only "Timeout exceeded"
 * (a failure seen once in CI must be explainable from its log).
 */
const MAX_LINES = 60;
const linesByPage = new WeakMap<Page, string[]>();

function record(page: Page, line: string): void {
  const lines = linesByPage.get(page) ?? [];
  lines.push(`${new Date().toISOString().slice(11, 23)} ${line}`);
  if (lines.length > MAX_LINES) lines.shift();
  linesByPage.set(page, lines);
}

function watchPage(page: Page): void {
  page.on('console', (message) => record(page, `console.${message.type()}: ${message.text()}`));
  page.on('pageerror', (error) => record(page, `pageerror: ${error.message}`));
  page.on('requestfailed', (request) =>
    record(page, `requestfailed: ${request.method()} ${request.url()} ${request.failure()?.errorText ?? ''}`),
  );
  page.on('response', (response) => {
    if (response.status() >= 400) record(page, `response ${response.status()}: ${response.url()}`);
  });
  page.on('framenavigated', (frame) =>
    record(page, `navigated${frame === page.mainFrame() ? '' : ' (frame)'}: ${frame.url()}`),
  );
}

/** Starts recording every page the context opens. */
export function recordPageDiagnostics(context: BrowserContext): void {
  context.pages().forEach(watchPage);
  context.on('page', watchPage);
}

/** The page's address, its visible text (shortened) and the recorded lines. */
export async function describePage(page: Page): Promise<string> {
  let text = '';
  try {
    text = (await page.locator('body').innerText({ timeout: 2000 })).replace(/\s+/g, ' ').slice(0, 600);
  } catch {
    text = '(the page text could not be read)';
  }
  const frames: string[] = [];
  for (const frame of page.frames().filter((f) => f !== page.mainFrame())) {
    const frameText = await frame
      .locator('body')
      .innerText({ timeout: 2000 })
      .catch(() => '(unreadable)');
    frames.push(`frame ${frame.url().slice(0, 80)}: ${frameText.replace(/\s+/g, ' ').slice(0, 400)}`);
  }
  const lines = linesByPage.get(page) ?? [];
  return [`url: ${page.url()}`, `text: ${text}`, ...frames, 'log:', ...lines.map((line) => `  ${line}`)].join(
    '\n',
  );
}

/** Runs a wait; when it fails, the error carries the page's description. */
export async function explainFailure<T>(page: Page, wait: () => Promise<T>): Promise<T> {
  try {
    return await wait();
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    throw new Error(`${message}\n--- the page at that moment ---\n${await describePage(page)}`, {
      cause: error,
    });
  }
}
