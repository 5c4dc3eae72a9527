import type { BrowserContext, Response } from 'playwright-core';

/*
 * Cookies: every cookie an e2e context holds is SameSite=Lax (or Strict), and
 * Secure when it belongs to an https site; a cookie the server sets is HttpOnly as well. The app's
 * own cookies are written by its scripts, because the spec has the page read them (journey
 * cookies, bx_guest_ref…), so they cannot be HttpOnly (src/lib/cookies.ts). Wired into every
 * context by security-recorder.ts; the findings fail the file through security-audit.ts.
 */

/** What the cookie checks read from and write to: the context's security record. */
export interface CookieRecord {
  responses: Array<{ url: string }>;
  cookieFindings: string[];
}

/** The contexts of this test file still open, whose cookies the audit reads after each test. */
const liveContexts = new Map<BrowserContext, CookieRecord>();

/** The responses a server cookie would come on: pages and API calls. */
const COOKIE_TYPES = new Set(['document', 'xhr', 'fetch']);
/** SameSite values that keep a cookie off cross-site requests (Playwright's spelling). */
const SAME_SITE_OK = new Set(['Lax', 'Strict']);

/** Set-Cookie lines of a server answer without HttpOnly, SameSite=Lax/Strict, or Secure on https. */
export function serverCookieProblems(url: string, setCookie: string): string[] {
  const https = url.startsWith('https:');
  const findings: string[] = [];
  for (const line of setCookie.split('\n')) {
    if (line.trim() === '') continue;
    const flags = line.split(';').map((part) => part.trim().toLowerCase());
    const missing = [
      flags.includes('httponly') ? null : 'HttpOnly',
      flags.some((flag) => flag === 'samesite=lax' || flag === 'samesite=strict') ? null : 'SameSite=Lax',
      https && !flags.includes('secure') ? 'Secure' : null,
    ].filter(Boolean);
    if (missing.length > 0) findings.push(`server cookie without ${missing.join(', ')}: ${url} ${line}`);
  }
  return findings;
}

async function checkServerCookies(record: CookieRecord, response: Response): Promise<void> {
  if (!COOKIE_TYPES.has(response.request().resourceType())) return;
  const headers = await response.headersArray().catch(() => []);
  for (const { name, value } of headers) {
    if (name.toLowerCase() === 'set-cookie') {
      record.cookieFindings.push(...serverCookieProblems(response.url(), value));
    }
  }
}

/** The cookies a context holds now: SameSite Lax or Strict, and Secure when its site was on https. */
export async function checkContextCookies(record: CookieRecord, context: BrowserContext): Promise<void> {
  const cookies = await context.cookies().catch(() => []);
  const httpsHosts = new Set(
    record.responses.filter((r) => r.url.startsWith('https:')).map((r) => new URL(r.url).hostname),
  );
  for (const cookie of cookies) {
    const problems = [
      SAME_SITE_OK.has(cookie.sameSite) ? null : `SameSite=${cookie.sameSite}`,
      httpsHosts.has(cookie.domain.replace(/^\./, '')) && !cookie.secure ? 'not Secure on https' : null,
    ].filter(Boolean);
    if (problems.length > 0) {
      record.cookieFindings.push(`cookie ${cookie.name} (${cookie.domain}): ${problems.join(', ')}`);
    }
  }
}

/** Checks the server's Set-Cookie answers as they come, and the context's cookies before it closes. */
export function watchCookies(context: BrowserContext, record: CookieRecord): void {
  liveContexts.set(context, record);
  context.on('response', (response) => void checkServerCookies(record, response));
  context.on('close', () => liveContexts.delete(context));
  const close = context.close.bind(context);
  context.close = async (...args: Parameters<BrowserContext['close']>) => {
    if (liveContexts.delete(context)) await checkContextCookies(record, context);
    return close(...args);
  };
}

/** Reads the cookies of every context of this file still open (security-audit.ts, after each test). */
export async function checkLiveContextCookies(): Promise<void> {
  await Promise.all([...liveContexts].map(([context, record]) => checkContextCookies(record, context)));
}
