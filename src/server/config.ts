/**
 * The server's configuration, read once from the environment at start.
 *
 * | Variable              | Default                  | Meaning                                               |
 * |-----------------------|--------------------------|-------------------------------------------------------|
 * | PORT                  | 8080                     | TCP port to listen on                                  |
 * | HOST                  | 0.0.0.0                  | interface to listen on                                 |
 * | DATABASE_URL          | (unset)                  | PostgreSQL URL; unset = embedded PGlite                |
 * | DATA_DIR              | ./data                   | PGlite lives in `${DATA_DIR}/pglite`; `memory://` = RAM |
 * | SMTP_URL              | (unset)                  | real mail delivery; unset = stored demo mailbox        |
 * | SMS_WEBHOOK_URL       | (unset)                  | real SMS delivery; unset = stored demo mailbox         |
 * | MAPS_API_KEY          | (unset)                  | Google Maps key handed to the client                   |
 * | DEMO_MODE             | false (npm start: true)  | demo features (the mailbox, the demo life-link token)  |
 * | DEMO_ALLOW_REMOTE     | false                    | true lets other machines than this one use demo features |
 * | STATIC_DIR            | ./dist                   | the built client, served when the folder exists        |
 * | CONTENT_DIR           | ./content/demo           | the content pack the site serves (docs/content-authoring.md) |
 * | CONTENT_WATCH         | false                    | true publishes the pack again on every change (authoring) |
 * | PUBLIC_BASE_URL       | http://localhost:PORT    | absolute base for links in mail and SMS                |
 * | FRAME_ANCESTORS       | 'self'                   | space-separated CSP frame-ancestors sources            |
 * | LOG_LEVEL             | info                     | fatal, error, warn, info, debug, trace or silent       |
 * | TRUST_PROXY           | false                    | true behind a reverse proxy (client IP from X-Forwarded-For) |
 * | RATE_LIMIT_DISABLED   | false                    | true switches the API rate limit off (benchmarks only) |
 * | RATE_LIMIT_PER_DEVICE | 300                      | API requests per minute per IP + X-Device-Id           |
 * | RATE_LIMIT_PER_IP     | 6000                     | API requests per minute per IP (all devices together)  |
 * | TRIAL_SEED_COUNT      | the pack's               | generated trials in the search index (0 to 200,000); unset: the pack's generatedTrials |
 * | TRIAL_SYNC_URL        | (unset)                  | a ClinicalTrials.gov API v2 studies URL imported on a schedule; unset = no sync |
 * | TRIAL_SYNC_INTERVAL_HOURS | 24                   | hours between two syncs (1 to 720), one server of several running each |
 * | KIOSK_STAFF_PIN       | (unset)                  | 14–32 digits: the kiosk staff screen's PIN; unset = no staff screen |
 * | FIRST_PAINT           | true                     | false sends content pages without their first screen rendered in |
 */
import type { StaffPinVerifier } from '../shared/content-model/kiosk-settings';
import { STAFF_PIN_PATTERN, STAFF_PIN_RULE } from '../shared/content-model/kiosk-settings';
import { deriveStaffPinVerifier } from './kiosk/staff-pin-verifier';
import { trialSeedCount } from './trials/trial-seed-count';
import { trialSyncConfig, type TrialSyncConfig } from './trials/ctgov/trial-sync-config';

export interface RateLimitConfig {
  enabled: boolean;
  perDevicePerMinute: number;
  perIpPerMinute: number;
}

export interface AppConfig {
  port: number;
  host: string;
  databaseUrl?: string;
  dataDir: string;
  smtpUrl?: string;
  smsWebhookUrl?: string;
  mapsApiKey?: string;
  /** The demo features (the stored mailbox, the demo life-link token); see src/server/http/demo-access.ts. */
  demoMode: boolean;
  /** Demo features answer clients on other machines too (a shared demo server). */
  demoAllowRemote: boolean;
  /** Content pages arrive with their first screen rendered in (src/server/first-paint). */
  firstPaint: boolean;
  staticDir: string;
  /** The content pack's folder: the site's pages, studies, forms and sites. */
  contentDir: string;
  /** Publish the pack again whenever its files change (for authors previewing; optional for hand-built configs). */
  contentWatch?: boolean;
  publicBaseUrl: string;
  frameAncestors: string[];
  logLevel: string;
  trustProxy: boolean;
  /** Optional so hand-built configs keep compiling; loadConfig always fills it. */
  rateLimit?: RateLimitConfig;
  /** How many generated trials the search index holds; undefined: what the content pack asks for. */
  trialSeedCount?: number;
  /** The scheduled ClinicalTrials.gov import; undefined: off. */
  trialSync?: TrialSyncConfig;
  /** The verifier of KIOSK_STAFF_PIN (derived at start; the PIN itself is not kept). Unset: no staff screen. */
  kioskStaffPin?: StaffPinVerifier;
}

export type Env = Record<string, string | undefined>;

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'];
// A CSP source list is spliced into a header: anything that could end the directive is refused.
const FRAME_SOURCE =
  /^('self'|'none'|\*|[a-z][a-z0-9+.-]*:|([a-z][a-z0-9+.-]*:\/\/)?[a-z0-9*.-]+(:\d+|:\*)?)$/i;

function text(env: Env, name: string): string | undefined {
  const value = env[name]?.trim();
  return value ? value : undefined;
}

function bool(env: Env, name: string, fallback: boolean): boolean {
  const value = text(env, name)?.toLowerCase();
  if (value === undefined) return fallback;
  if (['true', '1', 'yes', 'on'].includes(value)) return true;
  if (['false', '0', 'no', 'off'].includes(value)) return false;
  throw new Error(`${name} must be true or false, got "${env[name]}"`);
}

function int(env: Env, name: string, fallback: number, min: number, max: number): number {
  const value = text(env, name);
  if (value === undefined) return fallback;
  const parsed = Number(value);
  if (!Number.isInteger(parsed) || parsed < min || parsed > max) {
    throw new Error(`${name} must be an integer from ${min} to ${max}, got "${value}"`);
  }
  return parsed;
}

function frameAncestors(env: Env): string[] {
  const sources = (text(env, 'FRAME_ANCESTORS') ?? "'self'").split(/\s+/);
  for (const source of sources) {
    if (!FRAME_SOURCE.test(source)) throw new Error(`FRAME_ANCESTORS has an invalid source: ${source}`);
  }
  return sources;
}

function baseUrl(env: Env, port: number): string {
  const value = text(env, 'PUBLIC_BASE_URL') ?? `http://localhost:${port}`;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new Error(`PUBLIC_BASE_URL must be an absolute URL, got "${value}"`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new Error('PUBLIC_BASE_URL must use http or https');
  }
  return url.toString().replace(/\/+$/, '');
}

function logLevel(env: Env): string {
  const value = (text(env, 'LOG_LEVEL') ?? 'info').toLowerCase();
  if (!LOG_LEVELS.includes(value)) throw new Error(`LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')}`);
  return value;
}

function kioskStaffPin(env: Env): StaffPinVerifier | undefined {
  const pin = text(env, 'KIOSK_STAFF_PIN');
  if (pin === undefined) return undefined;
  if (!STAFF_PIN_PATTERN.test(pin)) throw new Error(STAFF_PIN_RULE);
  return deriveStaffPinVerifier(pin);
}

export interface LoadConfigOptions {
  /**
   * DEMO_MODE's default: `npm start` (the local demo) passes true; a deployment that sets nothing
   * gets no demo features, since the mailbox lists every stored mail with its live links.
   */
  demoByDefault?: boolean;
}

export function loadConfig(env: Env = process.env, options: LoadConfigOptions = {}): AppConfig {
  const port = int(env, 'PORT', 8080, 0, 65535);
  return {
    port,
    host: text(env, 'HOST') ?? '0.0.0.0',
    databaseUrl: text(env, 'DATABASE_URL'),
    dataDir: text(env, 'DATA_DIR') ?? './data',
    smtpUrl: text(env, 'SMTP_URL'),
    smsWebhookUrl: text(env, 'SMS_WEBHOOK_URL'),
    mapsApiKey: text(env, 'MAPS_API_KEY'),
    demoMode: bool(env, 'DEMO_MODE', options.demoByDefault ?? false),
    demoAllowRemote: bool(env, 'DEMO_ALLOW_REMOTE', false),
    firstPaint: bool(env, 'FIRST_PAINT', true),
    staticDir: text(env, 'STATIC_DIR') ?? './dist',
    contentDir: text(env, 'CONTENT_DIR') ?? './content/demo',
    contentWatch: bool(env, 'CONTENT_WATCH', false),
    publicBaseUrl: baseUrl(env, port),
    frameAncestors: frameAncestors(env),
    logLevel: logLevel(env),
    trustProxy: bool(env, 'TRUST_PROXY', false),
    rateLimit: {
      enabled: !bool(env, 'RATE_LIMIT_DISABLED', false),
      perDevicePerMinute: int(env, 'RATE_LIMIT_PER_DEVICE', 300, 1, 1_000_000),
      perIpPerMinute: int(env, 'RATE_LIMIT_PER_IP', 6000, 1, 10_000_000),
    },
    trialSeedCount: trialSeedCount(env),
    trialSync: trialSyncConfig(env),
    kioskStaffPin: kioskStaffPin(env),
  };
}
