import { channel } from 'node:diagnostics_channel';
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { sql, type Kysely } from 'kysely';
import type { CallContract } from '../../../../src/shared/contracts/define-call';
import type { Database } from '../../../../src/server/db/schema';

export interface RegisteredRoute {
  method: string;
  url: string;
}

/**
 * Records every route of every Fastify instance created while `build` runs, through an onRoute
 * hook added the moment the instance exists (Fastify's `fastify.initialization` channel): a route
 * added tomorrow is fuzzed without anyone editing a list.
 */
export async function collectRoutes<T>(
  build: () => Promise<T>,
): Promise<{ built: T; routes: RegisteredRoute[] }> {
  const routes: RegisteredRoute[] = [];
  const init = channel('fastify.initialization');
  const onInit = (message: unknown) => {
    const { fastify } = message as { fastify: FastifyInstance };
    fastify.addHook('onRoute', (route) => {
      const methods = Array.isArray(route.method) ? route.method : [route.method];
      for (const method of methods) routes.push({ method: String(method), url: route.url });
    });
  };
  init.subscribe(onInit);
  try {
    const built = await build();
    return { built, routes };
  } finally {
    init.unsubscribe(onInit);
  }
}

function isContract(value: unknown): value is CallContract {
  const v = value as Partial<CallContract> | null;
  return (
    typeof v === 'object' &&
    v !== null &&
    typeof v.method === 'string' &&
    typeof v.path === 'string' &&
    typeof v.name === 'string' &&
    typeof (v.body as { safeParse?: unknown } | undefined)?.safeParse === 'function'
  );
}

/** Every call contract of src/shared/contracts, by "METHOD path". */
export async function loadContracts(): Promise<Map<string, CallContract>> {
  const dir = join(__dirname, '../../../../src/shared/contracts');
  const contracts = new Map<string, CallContract>();
  for (const file of readdirSync(dir).filter((name) => name.endsWith('.ts'))) {
    const module = (await import(join(dir, file))) as Record<string, unknown>;
    for (const value of Object.values(module)) {
      if (isContract(value)) contracts.set(`${value.method} ${value.path}`, value);
    }
  }
  return contracts;
}

/** Row counts of every table of the current schema, in one query. */
export async function countAllRows(db: Kysely<Database>): Promise<Record<string, number>> {
  const { rows: tables } = await sql<{ table_name: string }>`
    select table_name from information_schema.tables
    where table_schema = current_schema() and table_type = 'BASE TABLE' order by table_name`.execute(db);
  if (tables.length === 0) return {};
  const counts = sql.join(
    tables.map((t) => sql`select ${t.table_name} as t, count(*)::int as n from ${sql.table(t.table_name)}`),
    sql` union all `,
  );
  const { rows } = await sql<{ t: string; n: number }>`${counts}`.execute(db);
  return Object.fromEntries(rows.map((row) => [row.t, Number(row.n)]));
}
