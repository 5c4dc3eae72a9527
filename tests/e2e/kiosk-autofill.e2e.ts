import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS } from './support/browser';
import { chromiumPath } from './support/chromium-path';
import { startTestServer, type TestServer } from './support/test-server';

/*
 * The browser's autofill store outlives every reset a page can make. A person sends the support
 * form in a real Chromium profile on disk, the kiosk is reset, the browser closes, and the
 * profile's `Web Data` (its SQLite autofill store) is searched byte by byte for what was typed.
 * The same journey with kiosk mode off is the control: it proves this Chromium does save typed
 * values from this form, so an empty result on the kiosk means the fields refused, not that
 * nothing would ever have been saved.
 */

let server: TestServer;
const profiles: string[] = [];

beforeAll(async () => {
  server = await startTestServer();
});

afterAll(async () => {
  await server?.dispose();
  for (const dir of profiles) rmSync(dir, { recursive: true, force: true });
});

jest.setTimeout(120_000);

interface Typed {
  name: string;
  email: string;
}

/** Both encodings SQLite may use for text. */
function holds(bytes: Buffer, text: string): boolean {
  return bytes.includes(Buffer.from(text, 'utf8')) || bytes.includes(Buffer.from(text, 'utf16le'));
}

async function sendSupportRequest(kiosk: boolean, typed: Typed): Promise<Buffer> {
  const executablePath = chromiumPath();
  if (!executablePath) throw new Error('Chromium not found: apt-get install -y chromium');
  const dir = mkdtempSync(join(tmpdir(), 'kiosk-profile-'));
  profiles.push(dir);
  const context = await chromium.launchPersistentContext(dir, {
    executablePath,
    args: CHROMIUM_ARGS,
    headless: true,
  });
  try {
    const page = context.pages()[0] ?? (await context.newPage());
    page.setDefaultTimeout(15_000);
    if (kiosk) await page.addInitScript(() => localStorage.setItem('trial-app.kiosk-device', 'on'));
    await page.goto(`${server.baseUrl}/support/study`);
    await page.getByRole('heading', { name: 'Study questions', level: 1 }).waitFor();
    await page.waitForLoadState('networkidle'); // typed before hydration, a value would be lost
    await page.getByLabel('Name').pressSequentially(typed.name);
    await page.getByLabel('Email address').pressSequentially(typed.email);
    await page.getByLabel('Message').pressSequentially('Please call me about the study.');
    await page.getByRole('button', { name: 'Submit' }).click();
    await page.getByText('Thank you, we received your request').waitFor();
    if (kiosk) {
      await page.getByRole('button', { name: 'Finish and clear my details' }).click();
      await page.waitForURL((url) => url.pathname === '/');
    } else {
      await page.goto(`${server.baseUrl}/`);
    }
  } finally {
    await context.close();
  }
  const webData = join(dir, 'Default', 'Web Data');
  return existsSync(webData) ? readFileSync(webData) : Buffer.alloc(0);
}

describe('the browser profile after a kiosk journey', () => {
  it('keeps what a person typed when the device is not a kiosk (the control)', async () => {
    const typed = { name: 'Controlia Autofillsdottir', email: 'controlia.autofill@example.org' };
    const bytes = await sendSupportRequest(false, typed);
    expect([holds(bytes, typed.name), holds(bytes, typed.email)]).toEqual([true, true]);
  });

  it('holds nothing the person typed after a kiosk journey, a reset and closing the browser', async () => {
    const typed = { name: 'Kioskina Forgetmenot', email: 'kioskina.forget@example.org' };
    const bytes = await sendSupportRequest(true, typed);
    expect([holds(bytes, typed.name), holds(bytes, typed.email)]).toEqual([false, false]);
  });
});
