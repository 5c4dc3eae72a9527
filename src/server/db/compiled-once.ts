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

/** A statement compiled once whose parameters are named: each one's value is read by its name. */
export interface NamedParameterStatement<Name extends string> {
  sql: string;
  names: readonly Name[];
}

/**
 * Compiles `build` once with a stand-in for each named parameter and finds each stand-in among the
 * compiled parameters, so the statement may use them in any order and more than once (a lookup
 * naming its key in a join and again in a subquery). A parameter that is not a stand-in (a value
 * written into the builder itself) is refused: it would be the same for every request.
 */
export function namedParameterStatement<Name extends string>(
  names: readonly Name[],
  build: (parameters: Record<Name, never>) => CompiledQuery,
): NamedParameterStatement<Name> {
  const standIns = Object.fromEntries(names.map((name) => [name, `\u0000parameter:${name}`])) as Record<
    Name,
    never
  >;
  const byStandIn = new Map<unknown, Name>(names.map((name) => [standIns[name], name]));
  const compiled = build(standIns);
  const order = compiled.parameters.map((parameter, index) => {
    const name = byStandIn.get(parameter);
    if (name === undefined)
      throw new Error(`parameter ${String(index + 1)} of a compiled statement is not named`);
    return name;
  });
  nameStatement(compiled.sql);
  return { sql: compiled.sql, names: order };
}

/** The statement with these values. */
export function bindNamed<Name extends string>(
  statement: NamedParameterStatement<Name>,
  values: Record<Name, unknown>,
): CompiledQuery {
  return CompiledQuery.raw(
    statement.sql,
    statement.names.map((name) => values[name]),
  );
}
