/**
 * Where one write's time goes: loads a write (as the write-ratio bench does: fresh keys and bodies,
 * 10 connections) while V8's profiler records the server's process, then prints self time per
 * source (npm package, src/… file, or the database engine) and, with --functions, per function.
 * The load generator runs in the same process; its own frames (autocannon) are listed apart.
 * Usage: node --import tsx tests/bench/profile-write.ts [Patient/Add|Participant/Add] [seconds, 5] [--functions] [--top=N] [--postgres]
 */
import { Session } from 'node:inspector/promises';
import { WRITES } from './bench-api';
import { postgresUnavailable, withPostgresSchema } from './bench-postgres';
import { runLoad, startWriteServer } from './write-throughput';

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  hitCount?: number;
}
interface Profile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

const args = process.argv.slice(2);
const positional = args.filter((arg) => !arg.startsWith('--'));
const name = positional[0] ?? 'Patient/Add';
const seconds = Number(positional[1] ?? 5);
const withFunctions = args.includes('--functions');
const top = Number(/^--top=(\d+)$/.exec(args.find((a) => a.startsWith('--top=')) ?? '')?.[1] ?? 30);
const write = WRITES.find((w) => w.path === `/${name}`);
if (!write) throw new Error(`no write named ${name}: ${WRITES.map((w) => w.path).join(', ')}`);

function sourceOf(frame: ProfileNode['callFrame']): string {
  const { url, functionName } = frame;
  if (!url) return `(${functionName || 'native'})`;
  const source = url
    .replace(/^file:\/\//, '')
    .replace(/.*node_modules\/((@[^/]+\/)?[^/]+).*/, 'npm:$1')
    .replace(/.*?\/(src|sagas|tests)\//, '$1/');
  return withFunctions
    ? `${source} ${functionName || '(anonymous)'}:${String(frame.lineNumber + 1)}`
    : source;
}

/** Self time (ms) per source or function, from the samples and their time deltas. */
function selfTimes(profile: Profile): Map<string, number> {
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const times = new Map<string, number>();
  profile.samples.forEach((id, index) => {
    const node = byId.get(id);
    if (!node) return;
    const key = sourceOf(node.callFrame);
    times.set(key, (times.get(key) ?? 0) + (profile.timeDeltas[index] ?? 0) / 1000);
  });
  return times;
}

async function profileOn(databaseUrl: string): Promise<void> {
  const server = await startWriteServer(databaseUrl);
  const session = new Session();
  session.connect();
  try {
    const url = server.baseUrl + write!.path;
    await runLoad({ url, seconds: 2, method: 'POST', body: write!.body }); // warm-up, not profiled
    await session.post('Profiler.enable');
    await session.post('Profiler.setSamplingInterval', { interval: 200 });
    await session.post('Profiler.start');
    const load = await runLoad({ url, seconds, method: 'POST', body: write!.body });
    const { profile } = (await session.post('Profiler.stop')) as { profile: Profile };
    const times = [...selfTimes(profile)].sort((a, b) => b[1] - a[1]);
    const total = times.reduce((sum, [, ms]) => sum + ms, 0);
    console.info(
      `${name}: ${String(load.requestsPerSecond)} req/s, ${String(load.total)} requests; ` +
        `${total.toFixed(0)} ms sampled, ${(total / Math.max(1, load.total)).toFixed(3)} ms per request`,
    );
    for (const [key, ms] of times.slice(0, top)) {
      const perRequest = (ms / Math.max(1, load.total)).toFixed(3);
      console.info(
        `${ms.toFixed(0).padStart(7)} ms ${((100 * ms) / total).toFixed(1).padStart(5)} % ${perRequest} ms/req  ${key}`,
      );
    }
  } finally {
    session.disconnect();
    await server.dispose();
  }
}

if (args.includes('--postgres')) {
  const unavailable = await postgresUnavailable();
  if (unavailable !== null) throw new Error(`PostgreSQL: ${unavailable}`);
  await withPostgresSchema((url) => profileOn(url));
} else {
  await profileOn('');
}
