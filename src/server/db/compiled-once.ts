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

/** The columns of a row (a template of the rows a statement takes): its parameters' names. */
export function columnsOf<Row extends object>(template: Row): Array<keyof Row & string> {
  return Object.keys(template) as Array<keyof Row & string>;
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
