import type { BundleFigures, LighthouseFigures } from '../../bench/bench-report';
import {
  breaksLighthouseBudget,
  BUDGET_PAGES,
  checkBudgets,
  confirmedFigures,
  formatBudgets,
  HOME_JS_GZIP_BUDGET_BYTES,
  LIGHTHOUSE_BUDGETS,
} from '../../bench/budgets';

const homeBundle = (jsGzipBytes: number): BundleFigures => ({
  path: '/',
  jsFiles: 20,
  jsGzipBytes,
  jsGzipKiB: +(jsGzipBytes / 1024).toFixed(1),
  jsBrotliKiB: 0,
  cssFiles: 3,
  cssGzipKiB: 5,
  cssBrotliKiB: 4,
});

const figures = (path: string, mode: 'cold' | 'warm', over: Partial<LighthouseFigures> = {}) => ({
  path,
  mode,
  runs: 5,
  performance: 98,
  accessibility: 100,
  bestPractices: 100,
  lcpMs: mode === 'cold' ? 1_500 : 600,
  fcpMs: 900,
  tbtMs: 40,
  cls: 0,
  ...over,
});

function keptReport() {
  return {
    bundles: [homeBundle(HOME_JS_GZIP_BUDGET_BYTES)],
    lighthouse: (['cold', 'warm'] as const).flatMap((mode) => BUDGET_PAGES.map((p) => figures(p, mode))),
  };
}

const broken = (report: ReturnType<typeof keptReport>) =>
  checkBudgets(report)
    .filter((v) => !v.pass)
    .map((v) => v.name);

describe('performance budgets', () => {
  it('keeps every budget when each figure is at or within its limit', () => {
    const verdicts = checkBudgets(keptReport());
    // 1 bundle budget + 5 Lighthouse budgets × 4 pages × 2 modes.
    expect(verdicts).toHaveLength(1 + 5 * BUDGET_PAGES.length * 2);
    expect(verdicts.every((v) => v.pass)).toBe(true);
  });

  it('breaks the home-page JavaScript budget one byte over 160,000 gzip bytes', () => {
    const report = keptReport();
    report.bundles = [homeBundle(HOME_JS_GZIP_BUDGET_BYTES + 1)];
    expect(broken(report)).toEqual(['JS the home page loads, gzip bytes']);
  });

  it('breaks on a performance score under 95, accessibility or best practices under 100', () => {
    const report = keptReport();
    report.lighthouse[1] = figures(BUDGET_PAGES[1], 'cold', { performance: 94 });
    report.lighthouse[6] = figures(BUDGET_PAGES[2], 'warm', { accessibility: 99, bestPractices: 96 });
    expect(broken(report)).toEqual([
      `Lighthouse cold ${BUDGET_PAGES[1]}: performance`,
      `Lighthouse warm ${BUDGET_PAGES[2]}: accessibility`,
      `Lighthouse warm ${BUDGET_PAGES[2]}: best practices`,
    ]);
  });

  it('holds cold LCP to 2.0 s and warm LCP to 1.0 s, and CLS to 0.05', () => {
    const report = keptReport();
    report.lighthouse[0] = figures('/', 'cold', { lcpMs: LIGHTHOUSE_BUDGETS.lcpColdMs });
    report.lighthouse[3] = figures(BUDGET_PAGES[3], 'cold', { lcpMs: 2_001 });
    report.lighthouse[4] = figures('/', 'warm', { lcpMs: 1_001, cls: 0.051 });
    expect(broken(report)).toEqual([
      `Lighthouse cold ${BUDGET_PAGES[3]}: LCP`,
      'Lighthouse warm /: LCP',
      'Lighthouse warm /: CLS',
    ]);
  });

  it('counts a page or a figure the bench did not measure as broken, never as kept', () => {
    const report = keptReport();
    report.bundles = [];
    report.lighthouse = report.lighthouse.filter((l) => !(l.mode === 'warm' && l.path === '/'));
    report.lighthouse[0] = figures('/', 'cold', { lcpMs: Number.NaN });
    const names = broken(report);
    expect(names[0]).toBe('JS the home page loads, gzip bytes');
    expect(names).toContain('Lighthouse cold /: LCP');
    expect(names.filter((n) => n.startsWith('Lighthouse warm /:'))).toHaveLength(5);
    expect(names).toHaveLength(1 + 1 + 5);
  });

  it('prints each verdict with its figure and limit, and the count of broken budgets', () => {
    const report = keptReport();
    report.bundles = [homeBundle(185_000)];
    const text = formatBudgets(checkBudgets(report));
    expect(text).toContain('BROKEN JS the home page loads, gzip bytes: 185000 (budget ≤ 160000 B)');
    expect(text).toContain('ok     Lighthouse cold /: performance: 98 (budget ≥ 95)');
    expect(text.split('\n').at(-1)).toBe('40 budgets kept, 1 broken');
  });
});

describe('confirming a Lighthouse breach with more runs', () => {
  const run = (performance: number, tbtMs: number) => ({
    performance,
    accessibility: 100,
    bestPractices: 100,
    lcpMs: 1_200,
    fcpMs: 900,
    tbtMs,
    cls: 0,
    benchmarkIndex: 2_000,
  });
  const measured = (runs: Array<ReturnType<typeof run>>) => ({
    ...figures('/', 'cold'),
    runs: runs.length,
    performance: [...runs].map((r) => r.performance).sort((a, b) => a - b)[2]!,
    samples: runs,
  });

  it('tells which figures break a budget', () => {
    expect(breaksLighthouseBudget(figures('/', 'cold'))).toBe(false);
    expect(breaksLighthouseBudget(figures('/', 'cold', { performance: 94 }))).toBe(true);
    expect(breaksLighthouseBudget(figures('/', 'warm', { lcpMs: 1_001 }))).toBe(true);
    expect(breaksLighthouseBudget(figures('/', 'cold', { accessibility: 99 }))).toBe(true);
  });

  it('judges on the median of all the runs: a slow stretch does not fail the budget', () => {
    const slow = measured([run(93, 320), run(94, 300), run(94, 290), run(97, 150), run(92, 350)]);
    const again = measured([run(98, 120), run(99, 100), run(97, 160), run(98, 130), run(96, 170)]);
    const judged = confirmedFigures(slow, again);
    expect(judged).toMatchObject({ runs: 10, confirmed: true, performance: 96.5, tbtMs: 165 });
    expect(judged.samples).toHaveLength(10);
    expect(breaksLighthouseBudget(judged)).toBe(false);
  });

  it('still fails a page that is really over, and never keeps the better of the two medians', () => {
    const first = measured([run(90, 500), run(91, 480), run(89, 520), run(92, 450), run(90, 500)]);
    const again = measured([run(96, 200), run(95, 210), run(91, 480), run(90, 500), run(93, 400)]);
    const judged = confirmedFigures(first, again);
    expect(judged.performance).toBe(91);
    expect(breaksLighthouseBudget(judged)).toBe(true);
  });

  it('refuses figures without their runs (nothing to take a median of)', () => {
    expect(() => confirmedFigures(figures('/', 'cold'), figures('/', 'cold'))).toThrow(/no Lighthouse runs/);
  });
});
