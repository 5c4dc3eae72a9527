/** The local PostgreSQL the benchmarks use, in a schema of their own that is dropped afterwards. */
import { randomBytes } from 'node:crypto';
import pg from 'pg';

export const BENCH_POSTGRES_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

async function query(url: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 3000 });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/** Why PostgreSQL cannot be used, or null when it answers. */
export async function postgresUnavailable(url = BENCH_POSTGRES_URL): Promise<string | null> {
  try {
    await query(url, 'select 1');
    return null;
  } catch (error) {
    return error instanceof Error ? error.message : String(error);
  }
}

/** Runs `body` with a DATABASE_URL whose connections all use a fresh schema; drops it after. */
export async function withPostgresSchema<T>(
  body: (databaseUrl: string) => Promise<T>,
  url = BENCH_POSTGRES_URL,
): Promise<T> {
  const schema = `bench_${randomBytes(6).toString('hex')}`;
  await query(url, `create schema ${schema}`);
  const scoped = new URL(url);
  scoped.searchParams.set('options', `-c search_path=${schema}`);
  try {
    return await body(scoped.toString());
  } finally {
    await query(url, `drop schema if exists ${schema} cascade`).catch(() => undefined);
  }
}
