/**
 * The performance budgets (the home page's JavaScript, Lighthouse mobile), in one place, and the
 * verdict on a bench report.
 * Pure: no I/O, so the unit tests import it directly. `npm run test:budgets` measures and applies it.
 */
import {
  medianOfRuns,
  type BenchReport,
  type LighthouseFigures,
  type LighthouseSample,
} from './bench-report';

/** "160 KB gzip", read strictly: 160,000 bytes (not 160 KiB = 163,840). */
export const HOME_JS_GZIP_BUDGET_BYTES = 160_000;
export const HOME_PATH = '/';

/** The four pages the Lighthouse budgets apply to (also the bench's default routes). */
export const BUDGET_PAGES = [
  '/',
  '/migraine-study/adult',
  '/migraine-study/contact-info/adult',
  '/migraine-study/site-selection/adult',
] as const;

export const LIGHTHOUSE_BUDGETS = {
  performance: 95,
  accessibility: 100,
  bestPractices: 100,
  lcpColdMs: 2_000,
  lcpWarmMs: 1_000,
  cls: 0.05,
} as const;

export interface BudgetVerdict {
  /** What is measured, e.g. "Lighthouse cold / performance". */
  name: string;
  /** The limit as a person reads it, e.g. "≥ 95". */
  limit: string;
  /** The figure measured, or null when the report has none (a missing figure is a breach). */
  measured: number | null;
  pass: boolean;
}

const atLeast = (name: string, measured: number | null | undefined, min: number): BudgetVerdict => ({
  name,
  limit: `≥ ${String(min)}`,
  measured: measured ?? null,
  pass: typeof measured === 'number' && Number.isFinite(measured) && measured >= min,
});

const atMost = (
  name: string,
  measured: number | null | undefined,
  max: number,
  unit = '',
): BudgetVerdict => ({
  name,
  limit: `≤ ${String(max)}${unit}`,
  measured: measured ?? null,
  pass: typeof measured === 'number' && Number.isFinite(measured) && measured <= max,
});

/** The Lighthouse budgets of one page in one mode, judged on its figures (none: every one broken). */
export function lighthouseVerdicts(
  path: string,
  mode: 'cold' | 'warm',
  figures: LighthouseFigures | undefined,
): BudgetVerdict[] {
  const label = `Lighthouse ${mode} ${path}`;
  return [
    atLeast(`${label}: performance`, figures?.performance, LIGHTHOUSE_BUDGETS.performance),
    atLeast(`${label}: accessibility`, figures?.accessibility, LIGHTHOUSE_BUDGETS.accessibility),
    atLeast(`${label}: best practices`, figures?.bestPractices, LIGHTHOUSE_BUDGETS.bestPractices),
    atMost(
      `${label}: LCP`,
      figures?.lcpMs,
      mode === 'cold' ? LIGHTHOUSE_BUDGETS.lcpColdMs : LIGHTHOUSE_BUDGETS.lcpWarmMs,
      ' ms',
    ),
    atMost(`${label}: CLS`, figures?.cls, LIGHTHOUSE_BUDGETS.cls),
  ];
}

/** True when a page's figures break one of its Lighthouse budgets. */
export function breaksLighthouseBudget(figures: LighthouseFigures): boolean {
  return lighthouseVerdicts(figures.path, figures.mode, figures).some((v) => !v.pass);
}

/**
 * A page whose median breaks a budget is measured again with as many runs, and judged on the
 * median of all of them: one slow stretch of a shared machine (a median of 5 moves by several
 * points with the host's speed) does not fail the budgets, a page that is really over does, and
 * the verdict is never the better of two medians. Both sets of runs stay in the report.
 */
export function confirmedFigures(first: LighthouseFigures, again: LighthouseFigures): LighthouseFigures {
  const samples: LighthouseSample[] = [...(first.samples ?? []), ...(again.samples ?? [])];
  if (samples.length === 0) throw new Error(`no Lighthouse runs recorded for ${first.mode} ${first.path}`);
  return {
    path: first.path,
    mode: first.mode,
    runs: samples.length,
    ...medianOfRuns(samples),
    samples,
    confirmed: true,
  };
}

/**
 * Every budget, judged on the report's figures. A page or mode the report lacks is a breach, so a
 * bench section that failed (or was skipped) cannot pass the budgets by omission.
 */
export function checkBudgets(report: Pick<BenchReport, 'bundles' | 'lighthouse'>): BudgetVerdict[] {
  const verdicts: BudgetVerdict[] = [];
  const home = report.bundles.find((b) => b.path === HOME_PATH);
  verdicts.push(
    atMost(`JS the home page loads, gzip bytes`, home?.jsGzipBytes, HOME_JS_GZIP_BUDGET_BYTES, ' B'),
  );
  for (const mode of ['cold', 'warm'] as const) {
    for (const path of BUDGET_PAGES) {
      const figures = report.lighthouse.find((l) => l.path === path && l.mode === mode);
      verdicts.push(...lighthouseVerdicts(path, mode, figures));
    }
  }
  return verdicts;
}

/** The verdicts as text: every budget, then the count of breaches. */
export function formatBudgets(verdicts: BudgetVerdict[]): string {
  const lines = verdicts.map(
    (v) =>
      `${v.pass ? 'ok    ' : 'BROKEN'} ${v.name}: ${v.measured === null ? 'not measured' : String(v.measured)} (budget ${v.limit})`,
  );
  const broken = verdicts.filter((v) => !v.pass).length;
  lines.push(`${String(verdicts.length - broken)} budgets kept, ${String(broken)} broken`);
  return lines.join('\n');
}
