import pg from 'pg';

/** How long a request waits for a new connection before it is answered 503 instead of hanging. */
export const CONNECT_TIMEOUT_MS = 5_000;

export interface PostgresPoolOptions {
  connectionString: string;
  max: number;
  /** Sent at connection start-up, e.g. `-c search_path=…`. */
  options?: string;
  onConnectionError(error: Error): void;
}

/**
 * A pg pool that survives losing its connections. PostgreSQL ends connections on a restart, a
 * failover, a proxy's idle timeout or pg_terminate_backend, and node-postgres reports that as an
 * 'error' event, which, with no listener, ends the Node process. Every connection gets a listener
 * of its own for its whole life: the pool's listens only while a connection is idle, and one
 * checked out between two queries (inside a transaction) would otherwise end the process. The
 * pool then discards the connection (it is no longer queryable) and opens a new one on demand,
 * so service resumes by itself once the database is back.
 */
export function createPostgresPool(options: PostgresPoolOptions): pg.Pool {
  const pool = new pg.Pool({
    connectionString: options.connectionString,
    max: options.max,
    options: options.options,
    connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
  });
  pool.on('connect', (client) => {
    // A terminated backend says so twice (its error message, then the socket's end): one loss,
    // one report, so the log and anyone counting losses see each connection once.
    let reported = false;
    client.on('error', (error: Error) => {
      if (reported) return;
      reported = true;
      options.onConnectionError(error);
    });
  });
  // The same errors, as the pool re-emits them for idle connections: already reported above.
  pool.on('error', () => undefined);
  return pool;
}
