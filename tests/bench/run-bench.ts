/**
 * `npm run bench`: bundle sizes per route, Lighthouse mobile cold and warm, API throughput on
 * PGlite and PostgreSQL against a bare Fastify route, trial search over a big index, and the
 * time to drain queued submissions. Prints a table and writes .bench/report.json.
 *
 * Options (flags or environment):
 *   --quick / BENCH_QUICK=1          1 Lighthouse run, 3 s autocannon, 5,000 trials, 200 drained entries
 *   --only=api,trials / BENCH_ONLY   sections: bundles, lighthouse, api, trials, drain
 *   --budgets                        only bundles and Lighthouse, and only the settings the budgets
 *                                    need, then the performance budgets (tests/bench/budgets.ts):
 *                                    exits 1 when one is broken
 *   BENCH_PHONES                     the phones each page is measured cold on, comma separated:
 *                                    midTier, lowTier, default (Lighthouse's fixed 4x CPU slowdown);
 *                                    all three unless told (midTier,lowTier with --budgets). Warm
 *                                    runs emulate the mid-tier phone.
 *   BENCH_LIGHTHOUSE_RUNS (cold: 5, 3 with --budgets), BENCH_LIGHTHOUSE_WARM_RUNS (3, 1 with
 *   --budgets; 0 = no warm runs, not with --budgets), BENCH_SECONDS, BENCH_CONNECTIONS,
 *   BENCH_WRITE_ROUNDS (alternating rounds of each write and a raw insert of its row; default 3), BENCH_TRIALS, BENCH_TRIAL_ROUNDS,
 *   BENCH_TRIAL_CONCURRENCY (clients at once per trial query, comma separated; default 1,10),
 *   BENCH_TRIAL_SCHEMA (PostgreSQL: seed BENCH_TRIALS trials into this schema once and reuse it;
 *   e.g. 200,000 trials take minutes to write), BENCH_TRIAL_DATABASES (pglite,postgres),
 *   BENCH_DRAIN, BENCH_ROUTES (comma separated), BENCH_OUT (the JSON path),
 *   BENCH_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/test),
 *   BENCH_DIST_LOCK (default /tmp/dist.lock when flock exists; "none" = no lock)
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, platform } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { startTestServer } from '../e2e/support/test-server';
import { benchApi } from './bench-api';
import { benchBundles } from './bench-bundles';
import { benchDrain } from './bench-drain';
import { benchLighthouseCold, benchLighthouseWarm } from './bench-lighthouse';
import { BENCH_POSTGRES_URL, postgresUnavailable, withPostgresSchema } from './bench-postgres';
import {
  BENCH_SECTIONS,
  emptyReport,
  formatReport,
  type BenchOptions,
  type BenchReport,
  type BenchSection,
} from './bench-report';
import { benchTrialSearch } from './bench-trial-search';
import { seedTrialSchema } from './bench-trial-seed';
import { HostSpeed, PHONE_BENCHMARK_INDEX, type CpuTarget, type PhoneTier } from './cpu-calibration';
import { coldRun } from './lighthouse-mobile';
import {
  BUDGET_PAGES,
  ENFORCED_PHONES,
  checkBudgets,
  confirmedFigures,
  enforcedVerdicts,
  formatBudgets,
  needsConfirmation,
} from './budgets';

const root = resolve(import.meta.dirname, '..', '..');
const args = process.argv.slice(2);
const flag = (name: string) => args.find((a) => a === `--${name}` || a.startsWith(`--${name}=`));
const flagValue = (name: string) => flag(name)?.split('=')[1];
const envNumber = (name: string, fallback: number) => {
  const value = Number(process.env[name]);
  return process.env[name] && Number.isFinite(value) && value > 0 ? value : fallback;
};

/** The four pages the Lighthouse budgets name. */
export const DEFAULT_ROUTES: string[] = [...BUDGET_PAGES];

const budgets = Boolean(flag('budgets'));

/** BENCH_PHONES: the phones each page is measured cold on. */
function coldPhonesOption(): CpuTarget[] {
  const fallback = budgets ? ENFORCED_PHONES.join(',') : 'midTier,lowTier,default';
  const values = (process.env.BENCH_PHONES ?? fallback).split(',').map((s) => s.trim());
  for (const value of values) {
    if (value !== 'default' && !(value in PHONE_BENCHMARK_INDEX))
      throw new Error(`BENCH_PHONES takes midTier, lowTier and default, not ${value}`);
  }
  return values as CpuTarget[];
}

/** Warm runs (offline, from the service worker) emulate the mid-tier phone. */
const WARM_PHONE: PhoneTier = 'midTier';

/**
 * Accessibility and best practices are read on the mid-tier phone's cold runs; checking the
 * budgets, the other settings score performance only (their audits take time and nobody reads them).
 */
const scoresAll = (mode: 'cold' | 'warm', phone: CpuTarget) =>
  !budgets || (mode === 'cold' && phone === 'midTier');

const calibrationOf = (host: HostSpeed): BenchReport['calibration'] => ({
  hostIndex: host.index,
  multipliers: {
    midTier: host.multiplier('midTier'),
    lowTier: host.multiplier('lowTier'),
    default: host.multiplier('default'),
  },
});

/**
 * The host's benchmark index before the first measured run: one Lighthouse run of the home page,
 * whose figures are not kept. Every measured run then reports the index again (HostSpeed).
 */
async function calibrate(server: { baseUrl: string }): Promise<HostSpeed> {
  const host = new HostSpeed();
  const probe = await coldRun(`${server.baseUrl}/`);
  host.observe(probe.benchmarkIndex);
  log(
    `host benchmark index ${String(host.index)}: CPU ${String(host.multiplier('midTier'))}x for the mid-tier phone, ${String(host.multiplier('lowTier'))}x for the low-tier phone (Lighthouse's default: 4x)`,
  );
  return host;
}

function readOptions(): BenchOptions {
  const quick = Boolean(flag('quick')) || process.env.BENCH_QUICK === '1';
  const only = (flagValue('only') ?? process.env.BENCH_ONLY ?? (budgets ? 'bundles,lighthouse' : ''))
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  const unknown = only.filter((s) => !(BENCH_SECTIONS as readonly string[]).includes(s));
  if (unknown.length)
    throw new Error(`unknown section(s) ${unknown.join(', ')}; known: ${BENCH_SECTIONS.join(', ')}`);
  return {
    quick,
    // Checking the budgets takes fewer runs than measuring: a breach is measured again anyway
    // (confirmedFigures), and the suite's time is every session's time.
    lighthouseRuns: envNumber('BENCH_LIGHTHOUSE_RUNS', quick ? 1 : budgets ? 3 : 5),
    // 0 measures no warm page (e.g. only the default 4x figures, for comparison).
    lighthouseWarmRuns:
      process.env.BENCH_LIGHTHOUSE_WARM_RUNS === '0' && !budgets
        ? 0
        : envNumber('BENCH_LIGHTHOUSE_WARM_RUNS', quick || budgets ? 1 : 3),
    coldPhones: coldPhonesOption(),
    autocannonSeconds: envNumber('BENCH_SECONDS', quick ? 3 : 10),
    autocannonConnections: envNumber('BENCH_CONNECTIONS', 10),
    writeRounds: envNumber('BENCH_WRITE_ROUNDS', 3),
    trialCount: envNumber('BENCH_TRIALS', quick ? 5_000 : 50_000),
    trialQueryRounds: envNumber('BENCH_TRIAL_ROUNDS', quick ? 3 : 7),
    trialConcurrency: (process.env.BENCH_TRIAL_CONCURRENCY ?? '1,10').split(',').map(Number),
    trialSchema: process.env.BENCH_TRIAL_SCHEMA || null,
    drainEntries: envNumber('BENCH_DRAIN', quick ? 200 : 1_000),
    routes: process.env.BENCH_ROUTES ? process.env.BENCH_ROUTES.split(',') : DEFAULT_ROUTES,
    sections: only.length ? (only as BenchSection[]) : [...BENCH_SECTIONS],
  };
}

const log = (message: string) => console.info(`[bench ${new Date().toISOString().slice(11, 19)}] ${message}`);

/** The newest modification time of the files the build reads. */
function newestSource(): number {
  let newest = 0;
  const walk = (path: string) => {
    if (!existsSync(path)) return;
    const stat = statSync(path);
    if (stat.isDirectory()) for (const name of readdirSync(path)) walk(join(path, name));
    else newest = Math.max(newest, stat.mtimeMs);
  };
  for (const entry of [
    'src',
    'service-worker',
    'public',
    'index.html',
    'screener.html',
    'vite.config.ts',
    'package.json',
  ]) {
    walk(join(root, entry));
  }
  return newest;
}

function distIsStale(): boolean {
  const index = join(root, 'dist', 'index.html');
  return !existsSync(index) || statSync(index).mtimeMs < newestSource();
}

/** Holds an flock on `path` until release() (a child `flock path cat` that exits when its stdin closes). */
async function acquireLock(path: string): Promise<() => void> {
  const child: ChildProcess = spawn('flock', [path, 'sh', '-c', 'echo locked; exec cat >/dev/null'], {
    stdio: ['pipe', 'pipe', 'inherit'],
  });
  await new Promise<void>((resolveLock, reject) => {
    child.once('error', reject);
    child.once('exit', (code) => reject(new Error(`flock exited with ${String(code)}`)));
    child.stdout?.once('data', () => resolveLock());
  });
  child.removeAllListeners('exit');
  return () => child.stdin?.end();
}

function lockPath(): string | null {
  const configured = process.env.BENCH_DIST_LOCK;
  if (configured === 'none') return null;
  if (spawnSync('flock', ['--version']).status !== 0) return null;
  return configured ?? '/tmp/dist.lock';
}

async function section(report: BenchReport, name: string, body: () => Promise<void>): Promise<void> {
  const started = performance.now();
  log(`${name}…`);
  try {
    await body();
    log(`${name} done in ${((performance.now() - started) / 1000).toFixed(0)} s`);
  } catch (error) {
    const message = error instanceof Error ? (error.stack ?? error.message) : String(error);
    report.errors.push({ section: name, message: message.split('\n').slice(0, 4).join(' | ') });
    log(`${name} FAILED: ${message}`);
  }
}

async function main(): Promise<void> {
  const options = readOptions();
  const out = resolve(root, process.env.BENCH_OUT ?? flagValue('out') ?? '.bench/report.json');
  const started = new Date();
  const machine = {
    cpus: cpus().length,
    node: process.version,
    platform: `${platform()} ${cpus()[0]?.model ?? ''}`.trim(),
    loadAverageStart: loadavg().map((l) => Math.round(l * 100) / 100),
    loadAverageEnd: [] as number[],
  };
  const report = emptyReport(options, started, machine);
  const save = () => {
    report.finishedAt = new Date().toISOString();
    report.durationSeconds = Math.round((Date.now() - started.getTime()) / 1000);
    report.machine.loadAverageEnd = loadavg().map((l) => Math.round(l * 100) / 100);
    mkdirSync(dirname(out), { recursive: true });
    writeFileSync(out, `${JSON.stringify(report, null, 2)}\n`);
  };
  const wants = (s: BenchSection) => options.sections.includes(s);
  log(`options ${JSON.stringify(options)}`);

  if (wants('bundles') || wants('lighthouse')) {
    const lock = lockPath();
    if (lock) log(`waiting for ${lock}…`);
    const release = lock ? await acquireLock(lock) : () => undefined;
    try {
      if (distIsStale()) {
        log('dist/ is missing or older than the sources: npm run build');
        const build = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
        if (build.status !== 0) throw new Error('npm run build failed');
      }
      const server = await startTestServer();
      try {
        if (wants('bundles')) {
          await section(report, 'bundles', async () => {
            report.bundles = await benchBundles(server, options.routes);
          });
          save();
        }
        if (wants('lighthouse')) {
          const host = await calibrate(server);
          report.calibration = calibrationOf(host);
          const settings = [
            ...options.coldPhones.map((phone) => ({ mode: 'cold' as const, phone })),
            ...(options.lighthouseWarmRuns > 0 ? [{ mode: 'warm' as const, phone: WARM_PHONE }] : []),
          ];
          for (const { mode, phone } of settings) {
            const cpu = { target: phone, host };
            for (const path of options.routes) {
              await section(report, `lighthouse ${mode} ${phone} ${path}`, async () => {
                const bench = mode === 'cold' ? benchLighthouseCold : benchLighthouseWarm;
                const runs = mode === 'cold' ? options.lighthouseRuns : options.lighthouseWarmRuns;
                const measure = () => bench(server, path, runs, cpu, scoresAll(mode, phone));
                let figures = await measure();
                // Checking the budgets: a median close to a limit is decided over twice the runs.
                if (budgets && needsConfirmation(figures)) {
                  log(`lighthouse ${mode} ${phone} ${path} is close to a limit: measuring it again`);
                  figures = confirmedFigures(figures, await measure());
                }
                report.lighthouse.push(figures);
              });
              report.calibration = calibrationOf(host);
              save();
            }
          }
        }
      } finally {
        await server.dispose();
      }
    } finally {
      release();
    }
  }

  const unavailable = await postgresUnavailable();
  const postgresNote = `PostgreSQL at ${BENCH_POSTGRES_URL} unreachable (${unavailable ?? ''}): its figures were skipped`;
  const onBoth = async (
    name: string,
    body: (database: 'pglite' | 'postgres', url?: string) => Promise<void>,
  ) => {
    await section(report, `${name} pglite`, () => body('pglite'));
    save();
    if (unavailable) {
      if (!report.notes.includes(postgresNote)) report.notes.push(postgresNote);
      return;
    }
    await section(report, `${name} postgres`, () => withPostgresSchema((url) => body('postgres', url)));
    save();
  };

  if (wants('api')) {
    await onBoth('api', async (database, databaseUrl) => {
      const result = await benchApi(database, {
        seconds: options.autocannonSeconds,
        connections: options.autocannonConnections,
        rounds: options.writeRounds,
        ...(databaseUrl ? { databaseUrl } : {}),
      });
      report.api.bare.push(result.bare);
      report.api.endpoints.push(...result.endpoints);
      report.api.writes.push(...result.writes);
    });
  }
  if (wants('trials')) {
    const databases = (process.env.BENCH_TRIAL_DATABASES ?? 'pglite,postgres').split(',');
    const trialBench = async (database: 'pglite' | 'postgres', databaseUrl?: string) => {
      if (!databases.includes(database)) return;
      const common = {
        trialCount: options.trialCount,
        rounds: options.trialQueryRounds,
        concurrency: options.trialConcurrency,
      };
      if (database === 'postgres' && options.trialSchema) {
        const seeded = await seedTrialSchema(options.trialSchema, options.trialCount);
        const url = new URL(BENCH_POSTGRES_URL);
        url.searchParams.set('options', `-c search_path=${options.trialSchema}`);
        const indexBuildMs = seeded.applied ? seeded.milliseconds : null;
        report.trialSearch.push(
          await benchTrialSearch(database, { ...common, databaseUrl: url.toString(), indexBuildMs }),
        );
        return;
      }
      report.trialSearch.push(
        await benchTrialSearch(database, { ...common, ...(databaseUrl ? { databaseUrl } : {}) }),
      );
    };
    await onBoth('trial search', trialBench);
  }
  if (wants('drain')) {
    await onBoth('drain', async (database, databaseUrl) => {
      report.drain.push(
        await benchDrain(database, {
          entries: options.drainEntries,
          ...(databaseUrl ? { databaseUrl } : {}),
        }),
      );
    });
  }

  if (budgets) report.budgets = checkBudgets(report);
  save();
  console.info(`\n${formatReport(report)}\n\nJSON: ${out}`);
  if (report.budgets) {
    console.info(
      `\nBudgets (the JavaScript each page loads, Lighthouse mobile on calibrated phones; targets not met yet are listed, not counted):\n${formatBudgets(report.budgets)}`,
    );
    if (enforcedVerdicts(report.budgets).some((v) => !v.pass)) process.exitCode = 1;
  }
  if (report.errors.length) process.exitCode = 1;
}

await main();
// Lighthouse and PGlite can leave handles open; the report is written.
process.exit(process.exitCode ?? 0);
