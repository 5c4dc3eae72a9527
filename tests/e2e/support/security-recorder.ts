import type { BrowserContext, Page, Response } from 'playwright-core';
import { watchCookies } from './cookie-audit';

/**
 * Records, for every page a context opens, the Content-Security-Policy of each document and
 * worker response, and every CSP violation the browser reports (a `securitypolicyviolation`
 * listener installed in every frame before any page script runs, plus Chromium's own
 * "Refused to …" console lines).
 */
export interface RecordedResponse {
  url: string;
  status: number;
  type: string;
  csp: string | null;
}

export interface SecurityRecord {
  responses: RecordedResponse[];
  violations: string[];
  /** Cookies without SameSite=Lax/Strict or Secure on https, server ones without HttpOnly (cookie-audit.ts). */
  cookieFindings: string[];
}

const VIOLATION_PREFIX = 'csp-violation:';
const records = new WeakMap<BrowserContext, SecurityRecord>();
/** Every record of this test file (Jest gives each file its own modules), for the suite-wide audit. */
const fileRecords: SecurityRecord[] = [];

/** The resource types whose response carries the policy that governs what they load. */
const POLICY_TYPES = new Set(['document', 'worker', 'sharedworker', 'serviceworker']);

function installViolationListener(): void {
  document.addEventListener('securitypolicyviolation', (event) => {
    console.error(
      `csp-violation: ${event.violatedDirective} blocked ${event.blockedURI} on ${event.documentURI}`,
    );
  });
}

async function onResponse(record: SecurityRecord, response: Response): Promise<void> {
  const type = response.request().resourceType();
  const contentType = (await response.headerValue('content-type').catch(() => null)) ?? '';
  if (!POLICY_TYPES.has(type) && !contentType.startsWith('text/html')) return;
  // Redirects carry no body to protect; the page they lead to is recorded on its own.
  if (response.status() >= 300 && response.status() < 400) return;
  record.responses.push({
    url: response.url(),
    status: response.status(),
    type,
    csp: await policyOf(response),
  });
}

/**
 * The response's policy. The full headers wait on a second report of the browser, which a frame
 * removed meanwhile (the questionnaire's iframe when the journey moves on) may never send: then
 * the headers the response arrived with are read instead, which carry the policy too.
 */
async function policyOf(response: Response): Promise<string | null> {
  const full = await response.headerValue('content-security-policy').catch(() => null);
  return full ?? response.headers()['content-security-policy'] ?? null;
}

function watchPage(record: SecurityRecord, page: Page): void {
  page.on('console', (message) => {
    const text = message.text();
    if (text.startsWith(VIOLATION_PREFIX) || /Refused to (load|execute|apply|frame|connect)/.test(text)) {
      record.violations.push(`${page.url()}: ${text}`);
    }
  });
}

export async function recordSecurity(context: BrowserContext): Promise<SecurityRecord> {
  const record: SecurityRecord = { responses: [], violations: [], cookieFindings: [] };
  records.set(context, record);
  fileRecords.push(record);
  watchCookies(context, record);
  await context.addInitScript(installViolationListener);
  context.on('response', (response) => void onResponse(record, response));
  context.pages().forEach((page) => watchPage(record, page));
  context.on('page', (page) => watchPage(record, page));
  return record;
}

export function securityRecordOf(context: BrowserContext): SecurityRecord | undefined {
  return records.get(context);
}

/** Inline code allowed by a policy: what the app's CSP must never contain. */
const UNSAFE_SOURCES = /'unsafe-inline'|'unsafe-eval'/;

/** What is wrong in one record: a page or worker without a policy, an unsafe policy, a violation. */
export function securityFindings(record: SecurityRecord): string[] {
  const findings: string[] = [];
  for (const response of record.responses) {
    if (!response.csp) findings.push(`no Content-Security-Policy: ${response.status} ${response.url}`);
    else if (UNSAFE_SOURCES.test(response.csp))
      findings.push(`unsafe policy on ${response.url}: ${response.csp}`);
  }
  return [
    ...findings,
    ...record.violations.map((violation) => `violation: ${violation}`),
    ...record.cookieFindings,
  ];
}

/** The findings of every context this test file opened (read by the e2e suite's afterAll audit). */
export function fileSecurityFindings(): string[] {
  return fileRecords.flatMap(securityFindings);
}

/** Directives of a policy by name: `script-src 'self'` → { 'script-src': ["'self'"] }. */
export function directives(policy: string): Map<string, string[]> {
  const out = new Map<string, string[]>();
  for (const part of policy.split(';')) {
    const [name, ...sources] = part.trim().split(/\s+/);
    if (name) out.set(name.toLowerCase(), sources);
  }
  return out;
}
