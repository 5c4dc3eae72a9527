import type { PostgresPool, PostgresPoolClient } from 'kysely';
import type pg from 'pg';

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

function namingClient(client: pg.PoolClient): PostgresPoolClient {
  return {
    query: ((textOrCursor: unknown, parameters?: ReadonlyArray<unknown>) => {
      const name = typeof textOrCursor === 'string' ? names.get(textOrCursor) : undefined;
      if (name) return client.query({ name, text: textOrCursor as string, values: [...(parameters ?? [])] });
      return (client.query as (...args: unknown[]) => unknown)(textOrCursor, parameters);
    }) as PostgresPoolClient['query'],
    release: () => client.release(),
  };
}

/** The pool as Kysely uses it, with the named statements sent prepared. */
export function withNamedStatements(pool: pg.Pool): PostgresPool {
  return {
    connect: async () => namingClient(await pool.connect()),
    end: () => pool.end(),
  };
}
