import { CompiledQuery } from 'kysely';

/*
 * A transaction's last write whose answer nobody reads (an idempotent call's stored answer) may
 * travel with the transaction's COMMIT: on PGlite one call into the engine instead of two
 * (pglite-extended-query.ts), on PostgreSQL one round trip instead of two. It then runs when the transaction commits, in order after every
 * statement before it (a statement sent after it sends it first), never after a rollback, and at
 * once outside a transaction; a failure of it is the commit's (the transaction is rolled back, as
 * when it failed on its own). The mark is a comment at the head of the statement's text, where
 * the driver sends SQL. On PostgreSQL the write and the COMMIT go in one round trip
 * (postgres-write-with-commit.ts), its values still sent as parameters: written into the text,
 * answers (which may hold tokens) would enter the statement PostgreSQL logs when it fails.
 */
const MARK = '/* sent with commit */ ';

/** `query` (a write, its result unread, the transaction's last) marked to go with the commit. */
export function sentWithCommit(query: CompiledQuery): CompiledQuery {
  return CompiledQuery.raw(MARK + query.sql, [...query.parameters]);
}

export const isSentWithCommit = (text: string): boolean => text.startsWith(MARK);
