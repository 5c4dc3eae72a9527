/**
 * Both writes the bench measures (Participant/Add, Patient/Add) against the raw insert, without
 * the rest of the API section: a quick check of the write path while working on it.
 * Usage: node --import tsx tests/bench/write-ratios.ts [seconds per run, 3] [rounds, 3] [pglite|postgres|both]
 */
import { WRITES } from './bench-api';
import type { DatabaseName } from './bench-report';
import { postgresUnavailable, withPostgresSchema } from './bench-postgres';
import { measureWriteRatios, startWriteServer } from './write-throughput';

const seconds = Number(process.argv[2] ?? 3);
const rounds = Number(process.argv[3] ?? 3);
const databases = process.argv[4] ?? 'both';

async function measureOn(database: DatabaseName, databaseUrl = ''): Promise<void> {
  const server = await startWriteServer(databaseUrl);
  try {
    const figures = await measureWriteRatios(database, server, {
      seconds,
      rounds,
      connections: 10,
      writes: WRITES,
    });
    for (const f of figures) {
      console.info(
        `${database} ${f.endpoint}: × ${String(f.ratioToRaw)} of the raw insert (${f.ratios.join(', ')}); ` +
          `${String(f.write.requestsPerSecond)} req/s, p50 ${String(f.write.latencyP50Ms)} / p99 ${String(f.write.latencyP99Ms)} ms ` +
          `(raw ${String(f.raw.requestsPerSecond)} req/s); non-2xx ${String(f.write.non2xx)}`,
      );
    }
  } finally {
    await server.dispose();
  }
}

if (databases !== 'postgres') await measureOn('pglite');
if (databases !== 'pglite') {
  const unavailable = await postgresUnavailable();
  if (unavailable === null) await withPostgresSchema((url) => measureOn('postgres', url));
  else console.info(`PostgreSQL skipped: ${unavailable}`);
}
