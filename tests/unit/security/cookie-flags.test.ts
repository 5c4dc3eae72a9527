import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import type { BrowserContext } from 'playwright-core';
import { serializeCookie } from '../../../src/lib/cookies';
import { checkContextCookies, serverCookieProblems, type CookieRecord } from '../../e2e/support/cookie-audit';

/*
 * Cookies: what the app writes (src/lib/cookies.ts is the only writer), that
 * nothing else writes document.cookie or a Set-Cookie header, and that the e2e suite's cookie
 * check (tests/e2e/support/cookie-audit.ts) flags what it must.
 */

const ROOT = join(__dirname, '..', '..', '..');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.(ts|tsx)$/.test(name) ? [path] : [];
  });
}

const SOURCES = ['src', 'sagas', 'service-worker'].flatMap((dir) => sourceFiles(join(ROOT, dir)));

describe('the cookies the app writes', () => {
  it('every cookie is path=/ and SameSite=Lax, Secure on https, never HttpOnly (the page reads them)', () => {
    for (const secure of [false, true]) {
      const text = serializeCookie('bx_guest_ref', 'g-1', { days: 30 }, secure);
      const flags = text.split('; ').slice(1);
      expect(flags).toContain('path=/');
      expect(flags).toContain('SameSite=Lax');
      expect(flags.includes('Secure')).toBe(secure);
      expect(flags.some((flag) => /httponly/i.test(flag))).toBe(false);
    }
    // A removal carries the same flags.
    expect(serializeCookie('enrollmentID', '', { days: 0 }, true)).toMatch(
      /^enrollmentID=; path=\/; SameSite=Lax; max-age=0; expires=[^;]+; Secure$/,
    );
  });

  it('only src/lib/cookies.ts builds cookie strings; writers go through it', () => {
    // An assignment to a `.cookie` accessor whose value is not serializeCookie's (or a wrapper's
    // that appends to it) would bypass the flags.
    const writers = SOURCES.filter((file) => /\.cookie\s*=(?!=)/.test(readFileSync(file, 'utf8'))).map(
      (file) => relative(ROOT, file),
    );
    expect(writers.sort()).toEqual([
      'sagas/analytics/index.ts', // removal on a parent domain: `${serializeCookie(...)}; domain=…`
      'sagas/subscriptions/subscriptions-unsubscribe.ts', // = serializeCookie(bx_guest_ref, …, Secure)
      'src/lib/cookies.ts',
    ]);
    for (const file of writers) {
      const assignments = readFileSync(join(ROOT, file), 'utf8').match(/\.cookie\s*=(?!=).*$/gm) ?? [];
      for (const assignment of assignments) {
        expect(`${file}: ${assignment}`).toMatch(/serializeCookie\(|`\$\{value\}; domain=\$\{domain\}`/);
      }
    }
  });

  it("the server sets one cookie, the workspace's session: HttpOnly, SameSite=Strict, scoped to its API", () => {
    const setters = SOURCES.filter((file) => file.includes(`${join('src', 'server')}`))
      .filter((file) => /set-cookie|setCookie\(|\.cookie\(/i.test(readFileSync(file, 'utf8')))
      .map((file) => relative(ROOT, file));
    // The logger only redacts the header; the study-team workspace's session is the one cookie.
    expect(setters).toEqual(['src/server/plugins/logging.ts', 'src/server/staff/staff-cookie.ts']);
    expect(readFileSync(join(ROOT, 'src/server/staff/staff-cookie.ts'), 'utf8')).toMatch(
      /`Path=\$\{STAFF_API_PREFIX\}; HttpOnly; SameSite=Strict; Max-Age=/,
    );
    expect(readFileSync(join(ROOT, 'src/server/plugins/logging.ts'), 'utf8')).toMatch(
      /'res\.headers\["set-cookie"\]'/,
    );
  });
});

describe("the e2e suite's cookie check", () => {
  it('flags a server cookie without HttpOnly, SameSite=Lax/Strict, or Secure on https', () => {
    expect(serverCookieProblems('http://a.test/', 'sid=1; Path=/; HttpOnly; SameSite=Lax')).toEqual([]);
    expect(serverCookieProblems('https://a.test/', 'sid=1; HttpOnly; SameSite=Strict; Secure')).toEqual([]);
    expect(serverCookieProblems('http://a.test/', 'sid=1; SameSite=Lax')).toEqual([
      'server cookie without HttpOnly: http://a.test/ sid=1; SameSite=Lax',
    ]);
    expect(
      serverCookieProblems('https://a.test/', 'sid=1; HttpOnly; SameSite=None\nb=2; HttpOnly; SameSite=Lax'),
    ).toEqual([
      'server cookie without SameSite=Lax, Secure: https://a.test/ sid=1; HttpOnly; SameSite=None',
      'server cookie without Secure: https://a.test/ b=2; HttpOnly; SameSite=Lax',
    ]);
  });

  it("flags a context's cookie that is not SameSite=Lax/Strict, or not Secure on an https site", async () => {
    const cookie = (name: string, domain: string, sameSite: 'Lax' | 'Strict' | 'None', secure: boolean) => ({
      name,
      value: 'v',
      domain,
      path: '/',
      expires: -1,
      httpOnly: false,
      secure,
      sameSite,
    });
    const context = {
      cookies: async () => [
        cookie('ok', '127.0.0.1', 'Lax', false),
        cookie('strict', 'app.test', 'Strict', true),
        cookie('loose', '127.0.0.1', 'None', false),
        cookie('plain', 'app.test', 'Lax', false),
      ],
    } as unknown as BrowserContext;
    const record: CookieRecord = {
      responses: [{ url: 'http://127.0.0.1:8080/' }, { url: 'https://app.test/' }],
      cookieFindings: [],
    };
    await checkContextCookies(record, context);
    expect(record.cookieFindings).toEqual([
      'cookie loose (127.0.0.1): SameSite=None',
      'cookie plain (app.test): not Secure on https',
    ]);
  });
});
