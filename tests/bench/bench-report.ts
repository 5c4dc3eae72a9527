/**
 * The shape of `npm run bench`'s report (.bench/report.json) and its text table.
 * Pure: no I/O, so the unit tests import it directly.
 */
import { median, ratio } from './bench-stats';
import { formatLighthouse } from './lighthouse-report';
import { table } from './text-table';
import type { BudgetVerdict } from './budgets';
import type { CpuTarget } from './cpu-calibration';

export interface BenchOptions {
  quick: boolean;
  lighthouseRuns: number;
  /**
   * Runs of a warm (offline, service worker) page: its figures sit far inside their budgets and
   * vary little, and each run starts Chromium again on the page's profile.
   */
  lighthouseWarmRuns: number;
  /**
   * The phones each page is measured cold on (cpu-calibration.ts): midTier, lowTier and default
   * (Lighthouse's fixed 4x, kept for comparison with figures measured before calibration). Warm
   * runs emulate the mid-tier phone.
   */
  coldPhones: CpuTarget[];
  autocannonSeconds: number;
  autocannonConnections: number;
  /** Alternating rounds of each write and the raw insert (the write ratio is their median). */
  writeRounds: number;
  trialCount: number;
  trialQueryRounds: number;
  /** Clients at once for each trial query (e.g. 1 and 10). */
  trialConcurrency: number[];
  /** PostgreSQL only: a schema seeded once (bench-trial-seed.ts) and reused instead of a fresh one. */
  trialSchema: string | null;
  drainEntries: number;
  routes: string[];
  sections: BenchSection[];
}

export const BENCH_SECTIONS = ['bundles', 'lighthouse', 'api', 'trials', 'drain'] as const;
export type BenchSection = (typeof BENCH_SECTIONS)[number];

export interface BundleFigures {
  path: string;
  jsFiles: number;
  /** Exact, for the budget (the KiB figures are rounded). */
  jsGzipBytes: number;
  jsGzipKiB: number;
  jsBrotliKiB: number;
  cssFiles: number;
  cssGzipKiB: number;
  cssBrotliKiB: number;
}

export interface LighthouseFigures {
  path: string;
  mode: 'cold' | 'warm';
  /** The phone emulated; absent in reports of before calibration to two phones (the mid-tier one). */
  phone?: CpuTarget;
  runs: number;
  performance: number;
  accessibility: number;
  bestPractices: number;
  lcpMs: number;
  fcpMs: number;
  tbtMs: number;
  cls: number;
  /** The host's Lighthouse benchmark index (median over the runs); absent in older reports. */
  benchmarkIndex?: number;
  /** The CPU slowdown (median over the runs): calibrated to a phone, or the default 4x. */
  cpuSlowdownMultiplier?: number;
  /** Each run's figures (the medians above are taken over them); absent in older reports. */
  samples?: LighthouseSample[];
  /** True when a breach in the first runs had the page measured again (see budgets.ts). */
  confirmed?: boolean;
}

/** One Lighthouse run's figures; a run that scored performance only has no accessibility or best practices. */
export type LighthouseSample = Omit<
  LighthouseFigures,
  'path' | 'mode' | 'phone' | 'runs' | 'samples' | 'confirmed' | 'accessibility' | 'bestPractices'
> &
  Partial<Pick<LighthouseFigures, 'accessibility' | 'bestPractices'>>;

/** The host's speed and the CPU slowdowns it gave, as Lighthouse measured it during the bench. */
export interface CpuCalibration {
  /** The host's Lighthouse benchmark index (median of its latest runs). */
  hostIndex: number;
  multipliers: Record<CpuTarget, number>;
}

/** The median of each figure over Lighthouse runs (a run without a host index is left out of that one). */
export function medianOfRuns(runs: readonly LighthouseSample[]): Required<LighthouseSample> {
  const pick = (key: keyof LighthouseSample) =>
    median(runs.map((run) => run[key]).filter((value): value is number => typeof value === 'number'));
  return {
    performance: pick('performance'),
    accessibility: pick('accessibility'),
    bestPractices: pick('bestPractices'),
    lcpMs: pick('lcpMs'),
    fcpMs: pick('fcpMs'),
    tbtMs: pick('tbtMs'),
    cls: pick('cls'),
    benchmarkIndex: pick('benchmarkIndex'),
    cpuSlowdownMultiplier: pick('cpuSlowdownMultiplier'),
  };
}

export type DatabaseName = 'pglite' | 'postgres';

export interface ThroughputFigures {
  requestsPerSecond: number;
  latencyP50Ms: number;
  latencyP99Ms: number;
  total: number;
  non2xx: number;
  errors: number;
}

export interface ApiFigures extends ThroughputFigures {
  database: DatabaseName;
  endpoint: string;
  /** requestsPerSecond / the bare Fastify route's, measured in the same run. */
  ratioToBare: number | null;
  /** The bare route's p50 / p99 divided into this endpoint's: how many times slower. */
  p50VsBare: number | null;
  p99VsBare: number | null;
}

/** An idempotent write against a raw insert of the same row, alternated in the same run. */
export interface WriteRatioFigures {
  database: DatabaseName;
  endpoint: string;
  rounds: number;
  /** The rounds' medians (non-2xx, errors and totals summed). */
  write: ThroughputFigures;
  raw: ThroughputFigures;
  /** Each round's write req/s over that round's raw insert req/s. */
  ratios: Array<number | null>;
  /** The median of `ratios`: the figure the write path is judged by. */
  ratioToRaw: number | null;
}

export interface BareFigures extends ThroughputFigures {
  database: DatabaseName;
}

export interface TrialQueryFigures {
  query: string;
  /** Clients asking at once. */
  clients: number;
  p50Ms: number;
  p95Ms: number;
  /**
   * A search nobody ran yet on this catalogue (its counts not kept): the median of a few requests,
   * one at a time, each after the kept counts were emptied. Only on the 1-client row.
   */
  coldMs?: number;
  matches: number;
}

export interface TrialSearchFigures {
  database: DatabaseName;
  trialCount: number;
  /** Server start (with a fresh database: including writing the trial index). */
  startMs: number;
  /** Writing the trial index from nothing; null when a seeded schema was reused unchanged. */
  indexBuildMs: number | null;
  /** Requests per client per query. */
  rounds: number;
  queries: TrialQueryFigures[];
  /** The slowest query's p95, per number of clients. */
  worstP95Ms: Record<string, number>;
}

export interface DrainFigures {
  database: DatabaseName;
  callName: string;
  entries: number;
  delivered: number;
  failed: number;
  retried: number;
  milliseconds: number;
  perSecond: number;
}

export interface BenchReport {
  version: 1;
  startedAt: string;
  finishedAt: string;
  durationSeconds: number;
  machine: {
    cpus: number;
    node: string;
    platform: string;
    loadAverageStart: number[];
    loadAverageEnd: number[];
  };
  options: BenchOptions;
  /** Absent when Lighthouse did not run. */
  calibration?: CpuCalibration;
  bundles: BundleFigures[];
  lighthouse: LighthouseFigures[];
  api: { bare: BareFigures[]; endpoints: ApiFigures[]; writes: WriteRatioFigures[] };
  trialSearch: TrialSearchFigures[];
  drain: DrainFigures[];
  /** Sections skipped on purpose (e.g. PostgreSQL unreachable). */
  notes: string[];
  /** Sections that failed; the others still ran. */
  errors: Array<{ section: string; message: string }>;
  /** The performance budgets judged on this report (`npm run test:budgets`). */
  budgets?: BudgetVerdict[];
}

export function emptyReport(
  options: BenchOptions,
  startedAt: Date,
  machine: BenchReport['machine'],
): BenchReport {
  return {
    version: 1,
    startedAt: startedAt.toISOString(),
    finishedAt: startedAt.toISOString(),
    durationSeconds: 0,
    machine,
    options,
    bundles: [],
    lighthouse: [],
    api: { bare: [], endpoints: [], writes: [] },
    trialSearch: [],
    drain: [],
    notes: [],
    errors: [],
  };
}

/** An endpoint's figures with its ratios to the bare Fastify route measured in the same run. */
export function compareToBare(
  database: DatabaseName,
  endpoint: string,
  figures: ThroughputFigures,
  bare: ThroughputFigures,
): ApiFigures {
  return {
    database,
    endpoint,
    ...figures,
    ratioToBare: ratio(figures.requestsPerSecond, bare.requestsPerSecond),
    p50VsBare: ratio(figures.latencyP50Ms, bare.latencyP50Ms),
    p99VsBare: ratio(figures.latencyP99Ms, bare.latencyP99Ms),
  };
}

/** What is wrong with a parsed report (empty when the shape is right). */
export function reportProblems(value: unknown): string[] {
  const problems: string[] = [];
  if (typeof value !== 'object' || value === null) return ['not an object'];
  const r = value as Record<string, unknown>;
  if (r.version !== 1) problems.push('version is not 1');
  for (const key of ['startedAt', 'finishedAt']) {
    if (typeof r[key] !== 'string' || Number.isNaN(Date.parse(r[key] as string)))
      problems.push(`${key} is not a date`);
  }
  if (typeof r.durationSeconds !== 'number') problems.push('durationSeconds is not a number');
  for (const key of ['bundles', 'lighthouse', 'trialSearch', 'drain', 'notes', 'errors']) {
    if (!Array.isArray(r[key])) problems.push(`${key} is not an array`);
  }
  const api = r.api as Record<string, unknown> | undefined;
  if (!api || !Array.isArray(api.bare) || !Array.isArray(api.endpoints))
    problems.push('api.bare/endpoints missing');
  else {
    for (const e of api.endpoints as ApiFigures[]) {
      if (!api.bare.some((b: BareFigures) => b.database === e.database)) {
        problems.push(`${e.endpoint} on ${e.database} has no bare baseline`);
      }
    }
  }
  if (Array.isArray(r.lighthouse)) {
    for (const l of r.lighthouse as LighthouseFigures[]) {
      if (l.mode !== 'cold' && l.mode !== 'warm')
        problems.push(`lighthouse ${l.path}: mode ${String(l.mode)}`);
    }
  }
  return problems;
}

function formatWriteRatios(writes: WriteRatioFigures[], o: BenchOptions): string {
  // Each write was paired with its own raw-insert runs: the raw row above it is that pair's.
  const rows = writes.flatMap((w) => [
    [
      w.database,
      '  raw insert of the row',
      w.raw.requestsPerSecond,
      w.raw.latencyP50Ms,
      w.raw.latencyP99Ms,
      1,
      '',
    ],
    [
      w.database,
      w.endpoint,
      w.write.requestsPerSecond,
      w.write.latencyP50Ms,
      w.write.latencyP99Ms,
      w.ratioToRaw,
      w.ratios.map((r) => (r === null ? '–' : String(r))).join(' '),
    ],
  ]);
  return (
    `\nWrites against a raw insert of the same row (${String(o.autocannonConnections)} connections, ` +
    `${String(o.writeRounds)} alternating pairs of ${String(o.autocannonSeconds)} s, medians)\n` +
    table(['database', 'write', 'req/s', 'p50 ms', 'p99 ms', '× raw', 'pairs × raw'], rows)
  );
}

export function formatReport(report: BenchReport): string {
  const parts: string[] = [];
  const o = report.options;
  parts.push(
    `npm run bench${o.quick ? ' (quick)' : ''}: ${String(report.durationSeconds)} s, ${String(report.machine.cpus)} cores, ` +
      `load ${report.machine.loadAverageStart.map((l) => l.toFixed(2)).join('/')} at start, ` +
      `${report.machine.loadAverageEnd.map((l) => l.toFixed(2)).join('/')} at end`,
  );
  if (report.bundles.length) {
    parts.push(
      '\nJavaScript and CSS each route loads, as the server sends them (KiB; JS gzip also in bytes)\n' +
        table(
          ['route', 'JS gzip B', 'JS gzip', 'JS brotli', 'JS files', 'CSS gzip', 'CSS brotli', 'CSS files'],
          report.bundles.map((b) => [
            b.path,
            b.jsGzipBytes,
            b.jsGzipKiB,
            b.jsBrotliKiB,
            b.jsFiles,
            b.cssGzipKiB,
            b.cssBrotliKiB,
            b.cssFiles,
          ]),
        ),
    );
  }
  if (report.lighthouse.length) parts.push(formatLighthouse(report));
  if (report.api.endpoints.length || report.api.bare.length) {
    const rows = [
      ...report.api.bare.map((b) => [
        b.database,
        'bare Fastify GET',
        b.requestsPerSecond,
        b.latencyP50Ms,
        b.latencyP99Ms,
        1,
        b.non2xx + b.errors,
      ]),
      ...report.api.endpoints.map((e) => [
        e.database,
        e.endpoint,
        e.requestsPerSecond,
        e.latencyP50Ms,
        e.latencyP99Ms,
        e.ratioToBare,
        e.non2xx + e.errors,
      ]),
    ];
    parts.push(
      `\nAPI (autocannon, ${String(o.autocannonConnections)} connections, ${String(o.autocannonSeconds)} s)\n` +
        table(['database', 'endpoint', 'req/s', 'p50 ms', 'p99 ms', '× bare', 'non-2xx+errors'], rows),
    );
  }
  if (report.api.writes.length) parts.push(formatWriteRatios(report.api.writes, o));
  for (const t of report.trialSearch) {
    const build = t.indexBuildMs === null ? 'index reused' : `index build ${String(t.indexBuildMs)} ms`;
    const worst = Object.entries(t.worstP95Ms)
      .map(([clients, ms]) => `${String(ms)} ms at ${clients}`)
      .join(', ');
    parts.push(
      `\nTrial search, ${String(t.trialCount)} trials, ${t.database} (${String(t.rounds)} requests per client; start ${String(t.startMs)} ms, ${build})\n` +
        table(
          ['query', 'clients', 'p50 ms', 'p95 ms', 'first run ms', 'matches'],
          [
            ...t.queries.map((q) => [q.query, q.clients, q.p50Ms, q.p95Ms, q.coldMs ?? null, q.matches]),
            ['slowest p95', null, null, worst, null, null],
          ],
        ),
    );
  }
  if (report.drain.length) {
    parts.push(
      '\nOutbox drain (drainOutbox + createFetchSender over HTTP)\n' +
        table(
          ['database', 'call', 'entries', 'delivered', 'failed', 'retried', 'ms', 'per s'],
          report.drain.map((d) => [
            d.database,
            d.callName,
            d.entries,
            d.delivered,
            d.failed,
            d.retried,
            d.milliseconds,
            d.perSecond,
          ]),
        ),
    );
  }
  for (const note of report.notes) parts.push(`note: ${note}`);
  for (const e of report.errors) parts.push(`ERROR in ${e.section}: ${e.message}`);
  return parts.join('\n');
}
