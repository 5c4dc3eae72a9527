import type { PostgresPool, PostgresPoolClient } from 'kysely';
import type pg from 'pg';
import { WriteWithCommit } from './postgres-write-with-commit';
import { isSentWithCommit } from './sent-with-commit';

/*
 * The statements of the busiest writes (compiled once, see compiled-once.ts) go to PostgreSQL
 * under a name: node-postgres parses each once per connection and then only binds and executes
 * it, which spares the server parsing and planning it again for every request. Only these are
 * named: the set is small and fixed, so no connection collects statements without bound. PGlite
 * keeps its own (bounded) set of prepared statements.
 */
const names = new Map<string, string>();

/** Marks a statement text as one to run prepared; the same text always gets the same name. */
export function nameStatement(text: string): void {
  if (!names.has(text)) names.set(text, `app_statement_${String(names.size + 1)}`);
}

export function statementName(text: string): string | undefined {
  return names.get(text);
}

type QueryResult = pg.QueryResult<Record<string, unknown>>;
const NOTHING_SENT = { command: 'BEGIN', rowCount: 0, rows: [] } as unknown as QueryResult;

/*
 * A transaction's BEGIN waits for the statement after it and travels with it when that one has
 * no parameters (one round trip instead of two: "begin; <statement>" as one simple query; the
 * idempotency key's claim is such a statement). Otherwise it is sent first, as it would have been.
 * A write marked to go with the commit (sent-with-commit.ts) waits for the COMMIT and goes with
 * it in one round trip (postgres-write-with-commit.ts); a statement asked after it sends it first,
 * a ROLLBACK drops it, and outside a transaction it runs at once.
 */
function namingClient(client: pg.PoolClient): PostgresPoolClient {
  let beginPending = false;
  let inTransaction = false;
  let untilCommit: { text: string; parameters: ReadonlyArray<unknown> } | undefined;
  const send = async (text: string, parameters: ReadonlyArray<unknown>): Promise<QueryResult> => {
    const name = names.get(text);
    if (name) return client.query({ name, text, values: [...parameters] });
    return client.query(text, [...parameters]);
  };
  const sendHeldWrite = async (): Promise<void> => {
    const write = untilCommit;
    untilCommit = undefined;
    if (write) await send(write.text, write.parameters);
  };
  const commitWithWrite = async (write: { text: string; parameters: ReadonlyArray<unknown> }) => {
    const exchange = new WriteWithCommit(write.text, write.parameters, names.get(write.text));
    (client.query as (submittable: unknown) => unknown)(exchange);
    await exchange.done;
    return NOTHING_SENT;
  };
  const query = async (text: string, parameters: ReadonlyArray<unknown> = []): Promise<QueryResult> => {
    if (text === 'begin' && !beginPending) {
      beginPending = true;
      inTransaction = true;
      return NOTHING_SENT;
    }
    if (text === 'commit' || text === 'rollback') inTransaction = false;
    if (text === 'rollback') untilCommit = undefined;
    if (inTransaction && !beginPending && isSentWithCommit(text)) {
      await sendHeldWrite();
      untilCommit = { text, parameters };
      return NOTHING_SENT;
    }
    if (text === 'commit' && untilCommit) {
      const write = untilCommit;
      untilCommit = undefined;
      return commitWithWrite(write);
    }
    await sendHeldWrite();
    if (!beginPending) return send(text, parameters);
    beginPending = false;
    // An empty transaction: neither its BEGIN nor its end needs to reach the server.
    if (text === 'commit' || text === 'rollback') return NOTHING_SENT;
    if (parameters.length > 0 || names.has(text)) {
      await client.query('begin');
      return send(text, parameters);
    }
    const results = (await client.query(`begin; ${text}`)) as unknown as QueryResult[];
    return results[results.length - 1] as QueryResult;
  };
  return {
    query: ((textOrCursor: unknown, parameters?: ReadonlyArray<unknown>) =>
      typeof textOrCursor === 'string'
        ? query(textOrCursor, parameters)
        : (client.query as (cursor: unknown) => unknown)(textOrCursor)) as PostgresPoolClient['query'],
    release: () => {
      beginPending = false;
      inTransaction = false;
      untilCommit = undefined;
      client.release();
    },
  };
}

/** The pool as Kysely uses it: named statements sent prepared, a BEGIN sent with what follows. */
export function withNamedStatements(pool: pg.Pool): PostgresPool {
  return {
    connect: async () => namingClient(await pool.connect()),
    end: () => pool.end(),
  };
}
