import { createDatabase } from '../../src/server/db/database';
import { ensureTrialIndex } from '../../src/server/trials/ensure-trial-index';
import { demoContent } from '../support/demo-content';
import pg from 'pg';

const count = Number(process.argv[2] ?? 20000);
const url = process.env.DATABASE_URL;
async function main() {
  const schema = 'imp_bench';
  if (url) {
    const c = new pg.Client({ connectionString: url });
    await c.connect();
    await c.query(`drop schema if exists ${schema} cascade`);
    await c.query(`create schema ${schema}`);
    await c.end();
  }
  const database = url
    ? await createDatabase(
        { databaseUrl: url, dataDir: 'memory://' },
        { postgresSchema: schema, poolSize: 2 },
      )
    : await createDatabase({ dataDir: process.env.DATA_DIR ?? 'memory://' });
  const started = performance.now();
  const outcome = await ensureTrialIndex(database.db, demoContent(), { count });
  console.log(
    JSON.stringify({
      count,
      ms: Math.round(performance.now() - started),
      outcome,
      rss: process.memoryUsage().rss,
    }),
  );
  await database.close();
}
void main();
