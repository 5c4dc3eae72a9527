import type { PostgresPool, PostgresPoolClient } from 'kysely';
import pg from 'pg';
import { isSentWithCommit } from './sent-with-commit';

interface PgUtils {
  prepareValue(value: unknown): unknown;
}

// node-postgres' own value preparation (on its default export, absent from its types).
const { prepareValue } = (pg as unknown as { utils: PgUtils }).utils;

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
const KEPT_FOR_COMMIT = { command: 'INSERT', rowCount: 0, rows: [] } as unknown as QueryResult;

/**
 * The statement with its values written in as literals (node-postgres' own preparation, then
 * PostgreSQL's literal quoting), for a simple query that carries several statements; null when a
 * value cannot be (binary data). The texts come from compiled statements: "$n" stands only for
 * parameters there.
 */
function withLiterals(
  client: pg.PoolClient,
  text: string,
  parameters: ReadonlyArray<unknown>,
): string | null {
  const literals: string[] = [];
  for (const parameter of parameters) {
    const value = prepareValue(parameter);
    if (value === null || value === undefined) literals.push('null');
    else if (typeof value === 'string') literals.push(client.escapeLiteral(value));
    else return null;
  }
  return text.replace(/\$(\d+)\b/g, (_, index: string) => literals[Number(index) - 1] ?? '$' + index);
}

/*
 * A transaction's BEGIN waits for the statement after it and travels with it when that one has
 * no parameters (one round trip instead of two: "begin; <statement>" as one simple query; the
 * idempotency key's claim is such a statement). Otherwise it is sent first, as it would have been.
 */
function namingClient(client: pg.PoolClient): PostgresPoolClient {
  let beginPending = false;
  let inTransaction = false;
  /** Writes marked to go with the commit (sent-with-commit.ts), as simple-query text. */
  let untilCommit: string[] = [];
  const send = async (text: string, parameters: ReadonlyArray<unknown>): Promise<QueryResult> => {
    const name = names.get(text);
    if (name) return client.query({ name, text, values: [...parameters] });
    return client.query(text, [...parameters]);
  };
  /** The kept writes and the COMMIT (with a BEGIN not sent yet) in one simple query. */
  const commitWithWrites = async (): Promise<QueryResult> => {
    const statements = [...(beginPending ? ['begin'] : []), ...untilCommit.splice(0), 'commit'];
    beginPending = false;
    const results = (await client.query(statements.join('; '))) as unknown as QueryResult[];
    return results[results.length - 1] as QueryResult;
  };
  /** The kept writes now (with a BEGIN not sent yet), before a statement that follows them. */
  const sendKept = async (): Promise<void> => {
    const statements = [...(beginPending ? ['begin'] : []), ...untilCommit.splice(0)];
    beginPending = false;
    await client.query(statements.join('; '));
  };
  const query = async (text: string, parameters: ReadonlyArray<unknown> = []): Promise<QueryResult> => {
    if (/^(begin|start transaction)\b/i.test(text)) inTransaction = true;
    if (text === 'commit' || text === 'rollback') inTransaction = false;
    if (text === 'rollback') untilCommit = [];
    if (text === 'commit' && untilCommit.length > 0) return commitWithWrites();
    const kept = inTransaction && isSentWithCommit(text) ? withLiterals(client, text, parameters) : null;
    if (kept !== null) {
      untilCommit.push(kept);
      return KEPT_FOR_COMMIT;
    }
    // A statement after a kept write: the write goes first, as it was asked first.
    if (untilCommit.length > 0) await sendKept();
    if (text === 'begin' && !beginPending) {
      beginPending = true;
      return NOTHING_SENT;
    }
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
      untilCommit = [];
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
