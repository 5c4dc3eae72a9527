import {
  CompiledQuery,
  DummyDriver,
  Kysely,
  PostgresAdapter,
  PostgresIntrospector,
  PostgresQueryCompiler,
} from 'kysely';
import { nameStatement } from './named-statements';
import type { Database } from './schema';

/*
 * For the statements of the busiest writes: written with Kysely (so checked against the
 * tables) but compiled once, at start-up, instead of being built and compiled again for every
 * request, which costs about as much as the database's own work for a small insert. Only the
 * values change from one request to the next, and both databases keep the statement prepared.
 */
export const compileOnly = new Kysely<Database>({
  dialect: {
    createAdapter: () => new PostgresAdapter(),
    createDriver: () => new DummyDriver(),
    createIntrospector: (db) => new PostgresIntrospector(db),
    createQueryCompiler: () => new PostgresQueryCompiler(),
  },
});

/** A statement compiled once whose parameters are exactly the listed columns of a row, in order. */
export interface RowStatement<Row> {
  sql: string;
  columns: ReadonlyArray<keyof Row>;
}

/**
 * Checks that `compiled` takes one parameter per column of `template` (its values are
 * placeholders, the on-conflict and returning clauses add none), so `bind` can fill them from
 * any row of the same shape.
 */
export function rowStatement<Row extends object>(template: Row, compiled: CompiledQuery): RowStatement<Row> {
  const columns = Object.keys(template) as Array<keyof Row>;
  if (compiled.parameters.length !== columns.length) {
    throw new Error(
      `a row statement takes ${String(columns.length)} values, not ${String(compiled.parameters.length)}`,
    );
  }
  nameStatement(compiled.sql);
  return { sql: compiled.sql, columns };
}

/** The statement with this row's values. */
export function bind<Row extends object>(statement: RowStatement<Row>, row: Row): CompiledQuery {
  return CompiledQuery.raw(
    statement.sql,
    statement.columns.map((column) => row[column]),
  );
}
