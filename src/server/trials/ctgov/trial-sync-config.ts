/** The scheduled import of ClinicalTrials.gov (off unless TRIAL_SYNC_URL is set). */
export interface TrialSyncConfig {
  url: string;
  intervalMs: number;
}

const HOUR_MS = 3_600_000;
const MAX_INTERVAL_HOURS = 720;

/** TRIAL_SYNC_URL (http or https) and TRIAL_SYNC_INTERVAL_HOURS (1 to 720, default 24). */
export function trialSyncConfig(env: Record<string, string | undefined>): TrialSyncConfig | undefined {
  const url = env.TRIAL_SYNC_URL?.trim();
  if (!url) return undefined;
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    throw new Error(`TRIAL_SYNC_URL must be an absolute URL, got "${url}"`);
  }
  if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:') {
    throw new Error('TRIAL_SYNC_URL must use http or https');
  }
  const hoursText = env.TRIAL_SYNC_INTERVAL_HOURS?.trim() || '24';
  const hours = Number(hoursText);
  if (!Number.isInteger(hours) || hours < 1 || hours > MAX_INTERVAL_HOURS) {
    throw new Error(
      `TRIAL_SYNC_INTERVAL_HOURS must be an integer from 1 to ${String(MAX_INTERVAL_HOURS)}, got "${hoursText}"`,
    );
  }
  return { url, intervalMs: hours * HOUR_MS };
}
