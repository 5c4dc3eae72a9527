import type { AppDeps } from '../app-deps';

/**
 * One named check of GET /healthz: resolves when healthy, throws (or outlasts its time limit)
 * when not. A check says only that it failed; why goes to the log, never to the answer.
 */
export interface HealthCheck {
  name: string;
  run(deps: AppDeps): Promise<void>;
}

export type CheckResult = 'ok' | 'failed';

export interface HealthReport {
  healthy: boolean;
  checks: Record<string, CheckResult>;
  /** The errors of the failed checks, by name, for the log. */
  errors: Record<string, unknown>;
}

/** A probe that hangs is as unhealthy as one that fails: the load balancer must hear in time. */
export const CHECK_TIME_LIMIT_MS = 5_000;

function withinTimeLimit(work: Promise<void>, limitMs: number): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`health check took over ${limitMs} ms`)), limitMs);
  });
  return Promise.race([work, late]).finally(() => clearTimeout(timer));
}

/** Runs every check side by side. */
export async function runHealthChecks(
  checks: readonly HealthCheck[],
  deps: AppDeps,
  limitMs = CHECK_TIME_LIMIT_MS,
): Promise<HealthReport> {
  const settled = await Promise.allSettled(
    checks.map((check) =>
      withinTimeLimit(
        Promise.resolve().then(() => check.run(deps)),
        limitMs,
      ),
    ),
  );
  const report: HealthReport = { healthy: true, checks: {}, errors: {} };
  settled.forEach((outcome, index) => {
    const name = (checks[index] as HealthCheck).name;
    report.checks[name] = outcome.status === 'fulfilled' ? 'ok' : 'failed';
    if (outcome.status === 'rejected') {
      report.healthy = false;
      report.errors[name] = outcome.reason;
    }
  });
  return report;
}
