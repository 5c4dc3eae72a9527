import { databaseReachable, writesCommit } from './database-checks';
import type { HealthCheck } from './health-check';

/** Every check GET /healthz runs: a new check is one line here. */
export const HEALTH_CHECKS: readonly HealthCheck[] = [databaseReachable, writesCommit];
