import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { createDatabase } from '../../src/server/db/database';
import { ensureTrialIndex } from '../../src/server/trials/ensure-trial-index';
import { demoContent } from '../support/demo-content';

/*
 * `node --import tsx tests/bench/trial-index-build.ts <count>`: the server start's index build
 * from scratch with `count` generated trials, on a throw-away schema of DATABASE_URL or on the
 * PGlite in DATA_DIR (in memory when unset). Prints the time; run it under /usr/bin/time -v for
 * the peak memory.
 */

const count = Number(process.argv[2] ?? 20000);
const url = process.env.DATABASE_URL;

async function admin(statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

async function main(): Promise<void> {
  const schema = `trial_build_${randomBytes(4).toString('hex')}`;
  if (url) await admin(`create schema ${schema}`);
  const database = url
    ? await createDatabase(
        { databaseUrl: url, dataDir: 'memory://' },
        { postgresSchema: schema, poolSize: 2 },
      )
    : await createDatabase({ dataDir: process.env.DATA_DIR ?? 'memory://' });
  try {
    const started = performance.now();
    const outcome = await ensureTrialIndex(database.db, demoContent(), { count });
    const ms = Math.round(performance.now() - started);
    console.log(JSON.stringify({ count, ms, trials: outcome.trialCount, rss: process.memoryUsage().rss }));
  } finally {
    await database.close();
    if (url) await admin(`drop schema ${schema} cascade`);
  }
}

void main();
