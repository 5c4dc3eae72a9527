import { checkLiveContextCookies } from './cookie-audit';
import { fileSecurityFindings } from './security-recorder';

/*
 * Every response of the end-to-end suite is checked, not just the pages one test visits.
 * Each e2e file's contexts record the policy of every document and worker and every CSP violation
 * (browser.ts); after the file's last test this fails the file when any page or worker came
 * without a policy, with 'unsafe-inline' or 'unsafe-eval', or when the browser reported a violation.
 */
// The cookies each context holds after each test (and when a context is closed,
// support/security-recorder.ts) are SameSite=Lax or Strict, Secure on https; a cookie the server
// sets is HttpOnly too. Their findings fail the file with the CSP ones.
afterEach(async () => {
  await checkLiveContextCookies();
});

afterAll(() => {
  const findings = [...new Set(fileSecurityFindings())];
  if (findings.length > 0) {
    throw new Error(`Content-Security-Policy findings in this file:\n${findings.join('\n')}`);
  }
});
