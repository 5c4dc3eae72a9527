/**
 * `npm test`: every suite on a fresh machine. Installs Chromium through apt when
 * it is missing (as root), runs Jest (unit, sagas, components, server on PGlite),
 * the server suite again on PostgreSQL when one is reachable, builds the app,
 * runs the end-to-end suite in Chromium, then checks the performance budgets on that build
 * (npm run test:budgets). Ends with `N passed, N failed`.
 */
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import pg from 'pg';
import { chromiumPath } from './e2e/support/chromium-path';

const root = join(import.meta.dirname, '..');
const resultsDir = join(root, '.test-results');
const defaultPostgres = 'postgres://postgres@127.0.0.1:5432/test';

interface JestSummary {
  numPassedTests: number;
  numFailedTests: number;
  numTotalTests: number;
  success: boolean;
}

function run(command: string, args: string[], env: NodeJS.ProcessEnv = {}): number {
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
  return result.status ?? 1;
}

/** Runs a command with its output held back, then printed whole: for checks that run side by side. */
function runQuietly(command: string, args: string[]): Promise<number> {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: root, env: process.env });
    const output: Buffer[] = [];
    child.stdout.on('data', (chunk: Buffer) => output.push(chunk));
    child.stderr.on('data', (chunk: Buffer) => output.push(chunk));
    child.on('error', () => resolve(1));
    child.on('close', (code) => {
      process.stdout.write(Buffer.concat(output));
      resolve(code ?? 1);
    });
  });
}

/** The machine's CPU time so far, busy and in all (Linux's /proc/stat, in clock ticks); null elsewhere. */
function cpuTicks(): { busy: number; total: number } | null {
  try {
    const fields = readFileSync('/proc/stat', 'utf8')
      .split('\n')[0]!
      .trim()
      .split(/\s+/)
      .slice(1)
      .map(Number);
    const total = fields.reduce((sum, value) => sum + value, 0);
    const idle = (fields[3] ?? 0) + (fields[4] ?? 0);
    return { busy: total - idle, total };
  } catch {
    return null;
  }
}

/** How busy the machine's cores were between two readings, in percent. */
function busyPercent(from: ReturnType<typeof cpuTicks>, to: ReturnType<typeof cpuTicks>): number | null {
  if (!from || !to || to.total === from.total) return null;
  return Math.round((100 * (to.busy - from.busy)) / (to.total - from.total));
}

function ensureChromium(): void {
  if (chromiumPath()) return;
  if (process.getuid?.() === 0) {
    console.info('Chromium is missing: installing it with apt-get (Debian package "chromium").');
    run('apt-get', ['update']);
    if (run('apt-get', ['install', '-y', 'chromium']) === 0 && chromiumPath()) return;
  }
  console.error(
    'Chromium is required for the end-to-end tests. Install it with:\n  sudo apt-get install -y chromium',
  );
  process.exit(1);
}

async function reachablePostgres(): Promise<string | null> {
  const url = process.env.TEST_DATABASE_URL ?? defaultPostgres;
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2000 });
  try {
    await client.connect();
    await client.query('select 1');
    return url;
  } catch {
    return null;
  } finally {
    await client.end().catch(() => undefined);
  }
}

function jest(name: string, args: string[], env: NodeJS.ProcessEnv = {}): JestSummary | null {
  const outputFile = join(resultsDir, `${name}.json`);
  rmSync(outputFile, { force: true });
  const jestBin = join(root, 'node_modules', 'jest', 'bin', 'jest.js');
  run(process.execPath, [jestBin, ...args, '--json', `--outputFile=${outputFile}`], env);
  if (!existsSync(outputFile)) return null;
  return JSON.parse(readFileSync(outputFile, 'utf8')) as JestSummary;
}

/**
 * The performance budgets (tests/bench/budgets.ts) on the build the end-to-end suite used: each budget
 * counts as one test (the JavaScript of each page, and each Lighthouse figure of each page: cold
 * on the mid-tier and the low-tier phone, warm on the mid-tier one). A bench that could not write
 * its report did not run.
 */
function budgets(): JestSummary | null {
  const outputFile = join(resultsDir, 'budgets.json');
  rmSync(outputFile, { force: true });
  run(process.execPath, ['--import', 'tsx', join(root, 'tests', 'bench', 'run-bench.ts'), '--budgets'], {
    BENCH_OUT: outputFile,
  });
  if (!existsSync(outputFile)) return null;
  const report = JSON.parse(readFileSync(outputFile, 'utf8')) as {
    budgets?: Array<{ pass: boolean; target?: true }>;
    errors?: unknown[];
  };
  if (!report.budgets) return null;
  // Targets not met yet are reported by the bench, not counted (tests/bench/budgets.ts).
  const enforced = report.budgets.filter((verdict) => !verdict.target);
  const passed = enforced.filter((verdict) => verdict.pass).length;
  const failed = enforced.length - passed;
  return {
    numPassedTests: passed,
    numFailedTests: failed,
    numTotalTests: enforced.length,
    success: failed === 0 && (report.errors?.length ?? 0) === 0,
  };
}

/** A whole-tree check counts as one test: it passes or it fails. */
function check(status: number): JestSummary {
  const ok = status === 0;
  return { numPassedTests: ok ? 1 : 0, numFailedTests: ok ? 0 : 1, numTotalTests: 1, success: ok };
}

async function main(): Promise<void> {
  mkdirSync(resultsDir, { recursive: true });
  ensureChromium();
  const suites: Array<[string, JestSummary | null]> = [];
  const seconds: number[] = [];
  const busy: Array<number | null> = [];
  let stageStarted = Date.now();
  let stageTicks = cpuTicks();
  /**
   * Each stage's wall time and how busy the cores were meanwhile, printed with its result: where
   * CI's minutes go, and whether a stage waits (idle cores) or computes (busy ones).
   */
  const timed = (entry: [string, JestSummary | null]) => {
    seconds.push(Math.round((Date.now() - stageStarted) / 1000));
    const ticks = cpuTicks();
    busy.push(busyPercent(stageTicks, ticks));
    suites.push(entry);
    stageStarted = Date.now();
    stageTicks = ticks;
  };
  // The type check and the linter each keep about one core busy: side by side, on two cores.
  const [typecheck, lint] = await Promise.all([
    runQuietly('npm', ['run', '--silent', 'typecheck']),
    runQuietly('npm', ['run', '--silent', 'lint']),
  ]);
  timed(['typecheck', check(typecheck)]);
  // Same wall time as the type check: they ran together.
  seconds.push(seconds[seconds.length - 1] ?? 0);
  busy.push(busy[busy.length - 1] ?? null);
  suites.push(['lint (ESLint with the import boundaries, Prettier)', check(lint)]);
  timed([
    'unit, sagas, components, server (PGlite)',
    jest('unit', ['--selectProjects', 'node', 'dom', '--maxWorkers=2']),
  ]);

  const postgres = await reachablePostgres();
  if (postgres) {
    timed([
      'server (PostgreSQL)',
      // Two workers: each test file has its own schema (tests/server/support/test-database.ts).
      jest('server-postgres', ['--selectProjects', 'node', '--maxWorkers=2', 'tests/server'], {
        DATABASE_URL: postgres,
      }),
    ]);
  } else if (process.env.REQUIRE_POSTGRES === '1') {
    console.error(`PostgreSQL is required (REQUIRE_POSTGRES=1) but ${defaultPostgres} is not reachable.`);
    timed(['server (PostgreSQL)', null]);
  } else {
    console.info(`PostgreSQL not reachable at ${defaultPostgres}: the server suite ran on PGlite only.`);
  }

  const buildStatus = run('npm', ['run', 'build']);
  timed(['build', check(buildStatus)]);
  timed([
    'end-to-end (Chromium)',
    // Two files at a time: each has its own server and browser, and spends most of its time
    // waiting on them, so two share the two cores without slowing each other much.
    buildStatus === 0 ? jest('e2e', ['--selectProjects', 'e2e', '--maxWorkers=2']) : null,
  ]);
  timed([
    'budgets (the JavaScript of each page, Lighthouse mobile on two phones)',
    buildStatus === 0 ? budgets() : null,
  ]);

  let passed = 0;
  let failed = 0;
  for (const [index, [name, summary]] of suites.entries()) {
    const cores = busy[index];
    const took = `(${String(seconds[index] ?? 0)} s${cores === null || cores === undefined ? '' : `, cores ${String(cores)}% busy`})`;
    if (!summary) {
      console.info(`${name}: did not run ${took}`);
      failed += 1;
      continue;
    }
    console.info(`${name}: ${summary.numPassedTests} passed, ${summary.numFailedTests} failed ${took}`);
    passed += summary.numPassedTests;
    failed += summary.numFailedTests + (summary.success || summary.numFailedTests > 0 ? 0 : 1);
  }
  console.info(`${passed} passed, ${failed} failed`);
  process.exit(failed === 0 ? 0 : 1);
}

void main();
