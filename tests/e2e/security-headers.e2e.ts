import { setupE2eSession } from './support/e2e-session';
import { MIGRAINE_J01, reachSiteSelection } from './support/site-steps';
import { MY_PROFILE_PATH } from './support/registry-steps';
import { directives, securityRecordOf, type SecurityRecord } from './support/security-recorder';

/*
 * Walks the demo pages (home, a study home, the pre-screener with its questionnaire iframe,
 * contact info, site selection, support, trial search, My Profile, /kiosk, the mailbox) and checks
 * what the browser saw: every document and worker response has a CSP without 'unsafe-inline',
 * and the browser reported no CSP violation. Every other e2e file records the same through
 * newMobileContext (support/security-recorder.ts).
 */

const session = setupE2eSession({ setupTimeoutMs: 60_000 });
let record: SecurityRecord;

beforeAll(() => {
  record = securityRecordOf(session.context)!;
});

async function visit(path: string): Promise<void> {
  await session.page.goto(`${session.server.baseUrl}${path}`);
  await session.page.waitForLoadState('networkidle').catch(() => undefined);
}

describe('security headers seen by the browser', () => {
  it('walks the demo pages', async () => {
    await visit('/');
    // Study home, pre-screener (questionnaire iframe), contact info and site selection.
    await reachSiteSelection(session.page, session.server, MIGRAINE_J01);
    for (const path of [
      '/support/study',
      '/find-trials/search-result#q=asthma&zip=60611',
      MY_PROFILE_PATH,
      '/kiosk',
      '/demo/mailbox',
    ]) {
      await visit(path);
    }
    expect(record.responses.filter((r) => r.type === 'document').length).toBeGreaterThanOrEqual(6);
  }, 120_000);

  it('found a CSP without unsafe-inline on every document and worker response', () => {
    const missing = record.responses.filter((r) => !r.csp).map((r) => `${r.status} ${r.type} ${r.url}`);
    expect(missing).toEqual([]);
    // The questionnaire iframe's document was among them.
    expect(record.responses.some((r) => r.type === 'document' && r.url.includes('/screener'))).toBe(true);
    for (const response of record.responses) {
      const policy = directives(response.csp!);
      for (const name of ['script-src', 'style-src', 'default-src']) {
        expect(`${response.url} ${name} ${(policy.get(name) ?? []).join(' ')}`).not.toMatch(
          /unsafe-inline|unsafe-eval/,
        );
      }
      expect(policy.get('script-src')).toEqual(["'self'"]);
      expect(policy.get('object-src')).toEqual(["'none'"]);
    }
  });

  it('reported no CSP violation', () => {
    expect(record.violations).toEqual([]);
  });

  it('sets every cookie with SameSite', async () => {
    const cookies = await session.context.cookies();
    expect(cookies.length).toBeGreaterThan(0); // the cookie-banner choice at least
    for (const cookie of cookies) expect(`${cookie.name} ${cookie.sameSite}`).toBe(`${cookie.name} Lax`);
    /*
     * Secure: the suite runs on http://127.0.0.1, where a Secure cookie cannot be set at all, so
     * the flag is checked where it is decided: serializeCookie adds Secure on https pages
     * (tests/unit/lib/cookies.test.ts). HttpOnly: every cookie of the app is written by its
     * scripts (document.cookie), as the spec's "Browser cookies" list requires, and a script
     * cannot set HttpOnly; the server sets no cookies.
     */
    for (const cookie of cookies) expect(cookie.httpOnly).toBe(false);
  });
});
