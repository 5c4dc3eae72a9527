import type { CompiledQuery } from 'kysely';

/*
 * A transaction's last write whose answer nobody reads (an idempotent call's stored answer) may
 * travel with the transaction's COMMIT: on PGlite one call into the engine instead of two, the
 * largest cost of a small write there. It then runs when the transaction commits, in order after
 * every statement before it, and a failure of it is the commit's failure (the transaction is
 * rolled back, as when it failed on its own). A database that cannot send it along (PostgreSQL
 * through node-postgres) runs it at once, like any statement.
 */
const withCommit = new WeakSet<CompiledQuery>();

/** Marks `query` (a write, its result unread, the transaction's last) to be sent with the commit. */
export function sentWithCommit(query: CompiledQuery): CompiledQuery {
  withCommit.add(query);
  return query;
}

export const isSentWithCommit = (query: CompiledQuery): boolean => withCommit.has(query);
