/**
 * The one module that reads and writes browser cookies (the spec's "Browser cookies"). Every
 * cookie is path '/', SameSite=Lax, and Secure when the page is
 * served over https. The app's own state lives in the persisted (encrypted) store; cookies only
 * mirror the few values the spec names, for parity with the systems that read them.
 *
 * None is HttpOnly, and none can be: the spec has the page itself read them back (the journey
 * cookies, bx_guest_ref, the consent choice, language), and a script can neither set nor read an
 * HttpOnly cookie. They carry the identifiers and journey state the spec lists, no credential
 * (tokens stay in session storage or the encrypted store). The server sets no cookie; one it
 * ever sets must be HttpOnly, SameSite=Lax and Secure behind https (the e2e suite checks every
 * response and every context's cookies: tests/e2e/support/cookie-audit.ts).
 */

export interface CookieOptions {
  /** Lifetime in days; absent → a session cookie. 0 or less removes the cookie. */
  days?: number;
}

/** Anything with a `cookie` accessor behaving like document.cookie (tests pass a fake). */
export interface CookieTarget {
  cookie: string;
}

const DAY_SECONDS = 86_400;

function defaultTarget(): CookieTarget | null {
  return typeof document === 'undefined' ? null : document;
}

function isHttps(): boolean {
  return globalThis.location?.protocol === 'https:';
}

/** Names are sent as they are: reject anything that would break the header. */
function assertName(name: string): void {
  if (!/^[!#$%&'*+\-.^_`|~0-9A-Za-z]+$/.test(name)) throw new Error(`Invalid cookie name: ${name}`);
}

/** The Set-Cookie style string document.cookie expects (exported for the unit tests). */
export function serializeCookie(
  name: string,
  value: string,
  options: CookieOptions = {},
  secure = isHttps(),
): string {
  assertName(name);
  const parts = [`${name}=${encodeURIComponent(value)}`, 'path=/', 'SameSite=Lax'];
  if (options.days !== undefined) {
    const seconds = Math.max(0, Math.round(options.days * DAY_SECONDS));
    // Max-Age wins where supported; Expires for the rest. Year 10000+ dates are invalid, so
    // very long lifetimes (the spec's "1e6 days") are capped at what Date can express safely.
    const expires = new Date(Math.min(Date.now() + seconds * 1000, 253_402_300_799_000));
    parts.push(`max-age=${seconds}`, `expires=${expires.toUTCString()}`);
  }
  if (secure) parts.push('Secure');
  return parts.join('; ');
}

export function setCookie(
  name: string,
  value: string,
  options: CookieOptions = {},
  target: CookieTarget | null = defaultTarget(),
): void {
  if (!target) return;
  target.cookie = serializeCookie(name, value, options);
}

/** Every cookie visible to the page, decoded. A malformed value is returned as it is. */
export function readCookies(target: CookieTarget | null = defaultTarget()): Record<string, string> {
  const result: Record<string, string> = {};
  if (!target || !target.cookie) return result;
  for (const pair of target.cookie.split(';')) {
    const index = pair.indexOf('=');
    if (index < 0) continue;
    const name = pair.slice(0, index).trim();
    const raw = pair.slice(index + 1).trim();
    if (!name || name in result) continue; // the most specific path comes first
    try {
      result[name] = decodeURIComponent(raw);
    } catch {
      result[name] = raw;
    }
  }
  return result;
}

export function getCookie(name: string, target: CookieTarget | null = defaultTarget()): string | null {
  return readCookies(target)[name] ?? null;
}

export function removeCookie(name: string, target: CookieTarget | null = defaultTarget()): void {
  setCookie(name, '', { days: 0 }, target);
}
