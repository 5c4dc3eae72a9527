import type { FastifyBaseLogger } from 'fastify';
import type { AppDatabase } from './database';
import { connectionErrorSummary } from './database-unavailable';

/**
 * A lost connection is replaced by the pool; the log says it happened, with the error's code and
 * words only (never the query, its parameters or row values, which may be personal).
 */
export function logConnectionLoss(
  database: Pick<AppDatabase, 'onConnectionError'>,
  log: Pick<FastifyBaseLogger, 'warn'>,
): void {
  database.onConnectionError((error) =>
    log.warn({ database: connectionErrorSummary(error) }, 'database connection lost'),
  );
}
