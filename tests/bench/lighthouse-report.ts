/**
 * The Lighthouse part of the bench's report: the host's speed and the CPU slowdowns it gave, a
 * table per page with the mid-tier, low-tier and default-4x figures side by side (and the
 * JavaScript the page loads), then every measured setting in full. Pure.
 */
import type { BenchReport, LighthouseFigures } from './bench-report';
import { PHONE_BENCHMARK_INDEX, type CpuTarget } from './cpu-calibration';
import { table } from './text-table';

/** The phone a page's figures were measured on (the mid-tier one in older reports). */
export const phoneOf = (figures: Pick<LighthouseFigures, 'phone'>): CpuTarget => figures.phone ?? 'midTier';

const PHONE_COLUMNS: Record<CpuTarget, string> = { midTier: 'mid', lowTier: 'low', default: '4x' };

/** A median over runs that did not score a category is NaN: shown as not measured. */
const shown = (value: number | undefined) =>
  typeof value === 'number' && Number.isFinite(value) ? value : null;

const thousands = (value: number) => value.toLocaleString('en-US');

/** "host benchmark index 3,600: CPU 3.6x = the mid-tier phone (index 1,000), …" */
export function formatCalibration(report: Pick<BenchReport, 'calibration'>): string {
  const c = report.calibration;
  if (!c) return 'host benchmark index not measured';
  return (
    `host benchmark index ${thousands(c.hostIndex)}: CPU ${String(c.multipliers.midTier)}x = the mid-tier phone ` +
    `(index ${thousands(PHONE_BENCHMARK_INDEX.midTier)}), ${String(c.multipliers.lowTier)}x = the low-tier phone ` +
    `(index ${String(PHONE_BENCHMARK_INDEX.lowTier)}), ${String(c.multipliers.default)}x = Lighthouse's default`
  );
}

/** One row per page: performance, LCP and TBT cold on each phone measured, warm LCP, worst CLS, JS. */
export function perPageTable(report: Pick<BenchReport, 'lighthouse' | 'bundles'>): string {
  const phones = (['midTier', 'lowTier', 'default'] as const).filter((phone) =>
    report.lighthouse.some((l) => l.mode === 'cold' && phoneOf(l) === phone),
  );
  const paths = [...new Set(report.lighthouse.map((l) => l.path))];
  const head = [
    'route',
    ...phones.flatMap((p) => [
      `${PHONE_COLUMNS[p]} perf`,
      `${PHONE_COLUMNS[p]} LCP`,
      `${PHONE_COLUMNS[p]} TBT`,
    ]),
    'warm LCP',
    'CLS max',
    'JS gzip B',
    'JS files',
  ];
  const rows = paths.map((path) => {
    const of = (mode: 'cold' | 'warm', phone: CpuTarget) =>
      report.lighthouse.find((l) => l.path === path && l.mode === mode && phoneOf(l) === phone);
    const warm = of('warm', 'midTier');
    const cls = report.lighthouse.filter((l) => l.path === path).map((l) => l.cls);
    const bundle = report.bundles.find((b) => b.path === path);
    return [
      path,
      ...phones.flatMap((p) => {
        const cold = of('cold', p);
        return [cold?.performance ?? null, cold?.lcpMs ?? null, cold?.tbtMs ?? null];
      }),
      warm?.lcpMs ?? null,
      cls.length ? Math.max(...cls) : null,
      bundle?.jsGzipBytes ?? null,
      bundle?.jsFiles ?? null,
    ];
  });
  return table(head, rows);
}

export function formatLighthouse(
  report: Pick<BenchReport, 'calibration' | 'lighthouse' | 'bundles' | 'options'>,
): string {
  const o = report.options;
  const perPage = `\nLighthouse mobile per page (LCP, TBT in ms; cold on each phone, warm offline on the mid-tier phone): ${formatCalibration(report)}\n${perPageTable(report)}`;
  const full =
    `\nLighthouse mobile, every setting (median of ${String(o.lighthouseRuns)} cold, ${String(o.lighthouseWarmRuns)} warm; a row marked * was measured again, median of all its runs)\n` +
    table(
      [
        'route',
        'mode',
        'phone',
        'perf',
        'a11y',
        'best',
        'FCP ms',
        'LCP ms',
        'TBT ms',
        'CLS',
        'host index',
        'CPU x',
      ],
      report.lighthouse.map((l) => [
        l.path,
        l.confirmed ? `${l.mode}*` : l.mode,
        phoneOf(l),
        l.performance,
        shown(l.accessibility),
        shown(l.bestPractices),
        l.fcpMs,
        l.lcpMs,
        l.tbtMs,
        l.cls,
        l.benchmarkIndex ?? '',
        l.cpuSlowdownMultiplier ?? '',
      ]),
    );
  return `${perPage}\n${full}`;
}
