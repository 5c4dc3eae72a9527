import type { BenchOptions, BenchReport, LighthouseFigures } from '../../bench/bench-report';
import { formatCalibration, formatLighthouse, perPageTable, phoneOf } from '../../bench/lighthouse-report';

const cold = (
  path: string,
  phone: LighthouseFigures['phone'],
  performance: number,
  lcpMs: number,
  tbtMs: number,
) =>
  ({
    path,
    mode: 'cold',
    phone,
    runs: 3,
    performance,
    accessibility: Number.NaN,
    bestPractices: Number.NaN,
    lcpMs,
    fcpMs: 900,
    tbtMs,
    cls: 0,
  }) satisfies LighthouseFigures;

function report(): Pick<BenchReport, 'calibration' | 'lighthouse' | 'bundles' | 'options'> {
  return {
    options: { lighthouseRuns: 3, lighthouseWarmRuns: 1 } as BenchOptions,
    calibration: { hostIndex: 3_600, multipliers: { midTier: 3.6, lowTier: 13.6, default: 4 } },
    bundles: [
      {
        path: '/',
        jsFiles: 9,
        jsGzipBytes: 159_272,
        jsGzipKiB: 155.5,
        jsBrotliKiB: 140,
        cssFiles: 4,
        cssGzipKiB: 5.4,
        cssBrotliKiB: 4.7,
      },
    ],
    lighthouse: [
      { ...cold('/', 'midTier', 98, 1_900, 120), accessibility: 100, bestPractices: 100 },
      cold('/', 'lowTier', 81, 3_400, 420),
      cold('/', 'default', 97, 2_000, 150),
      { ...cold('/', 'midTier', 100, 210, 0), mode: 'warm', cls: 0.02 },
    ],
  };
}

describe('the Lighthouse part of the bench report', () => {
  it("names the host's index and the slowdown of each phone", () => {
    expect(formatCalibration(report())).toBe(
      "host benchmark index 3,600: CPU 3.6x = the mid-tier phone (index 1,000), 13.6x = the low-tier phone (index 264), 4x = Lighthouse's default",
    );
    expect(formatCalibration({})).toBe('host benchmark index not measured');
  });

  it('puts the mid-tier, low-tier and default figures of a page side by side, with its JavaScript', () => {
    const [head, , row] = perPageTable(report()).split('\n');
    expect(head?.split(/\s{2,}/)).toEqual([
      'route',
      'mid perf',
      'mid LCP',
      'mid TBT',
      'low perf',
      'low LCP',
      'low TBT',
      '4x perf',
      '4x LCP',
      '4x TBT',
      'warm LCP',
      'CLS max',
      'JS gzip B',
      'JS files',
    ]);
    expect(row?.trim().split(/\s+/)).toEqual(
      ['/', 98, 1900, 120, 81, 3400, 420, 97, 2000, 150, 210, 0.02, 159272, 9].map(String),
    );
  });

  it('leaves out a phone no page was measured on (the budgets measure mid-tier and low-tier only)', () => {
    const r = report();
    r.lighthouse = r.lighthouse.filter((l) => l.phone !== 'default');
    expect(perPageTable(r)).not.toContain('4x');
  });

  it('lists every setting with its phone, showing a category a run did not score as not measured', () => {
    const text = formatLighthouse(report());
    expect(text).toMatch(/\/\s+cold\s+lowTier\s+81\s+–\s+–\s+900\s+3400\s+420/);
    expect(text).toMatch(/\/\s+cold\s+midTier\s+98\s+100\s+100/);
  });

  it('reads figures without a phone (older reports) as the mid-tier phone', () => {
    expect(phoneOf({})).toBe('midTier');
    expect(phoneOf({ phone: 'default' })).toBe('default');
  });
});
