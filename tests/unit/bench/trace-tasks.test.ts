import { blockingByKind, longTaskBreakdown, type TraceEvent } from '../../bench/trace-tasks';

const MAIN = { pid: 1, tid: 7 };
const OTHER = { pid: 2, tid: 9 };

function event(
  name: string,
  ts: number,
  dur: number,
  where = MAIN,
  data?: Record<string, unknown>,
): TraceEvent {
  return { name, ph: 'X', ts, dur, ...where, ...(data ? { args: { data } } : {}) };
}

const threadName = (where: typeof MAIN): TraceEvent => ({
  name: 'thread_name',
  ph: 'M',
  ts: 0,
  ...where,
  args: { name: 'CrRendererMain' },
});

// Times in microseconds, as in a trace.
const TRACE: TraceEvent[] = [
  threadName(MAIN),
  threadName(OTHER),
  event('RunTask', 0, 1_000),
  // A 12 ms task: a timer whose callback renders (the function call inside the timer is its part).
  event('RunTask', 10_000, 12_000),
  event('TimerFire', 10_100, 11_000),
  event('FunctionCall', 10_200, 10_000, MAIN, { url: 'http://x/app.js', functionName: 'tick' }),
  event('Layout', 21_200, 500),
  // A 6 ms task of style and layout.
  event('RunTask', 30_000, 6_000),
  event('UpdateLayoutTree', 30_000, 4_000),
  event('Layout', 34_000, 1_500),
  // A 3 ms task: under the threshold.
  event('RunTask', 40_000, 3_000),
  event('TimerFire', 40_000, 3_000),
  // The other renderer has fewer tasks: not the page's main thread.
  event('RunTask', 0, 50_000, OTHER),
];

describe('long tasks of a trace', () => {
  it("keeps the page's main-thread tasks over the threshold, each with its top-level parts, longest first", () => {
    const tasks = longTaskBreakdown(TRACE, 5);
    expect(tasks.map((t) => [t.startMs, t.durationMs, t.kind])).toEqual([
      [10, 12, 'timers (setTimeout)'],
      [30, 6, 'style, layout, HTML'],
    ]);
    expect(tasks[0]?.parts).toEqual([
      { label: 'TimerFire', durationMs: 11 },
      { label: 'Layout', durationMs: 0.5 },
    ]);
    expect(tasks[1]?.parts.map((p) => p.label)).toEqual(['UpdateLayoutTree', 'Layout']);
  });

  it('sums the blocking time each kind makes on a slower phone: observed times the slowdown, less 50 ms', () => {
    const tasks = longTaskBreakdown(TRACE, 1);
    // At 10x: the timer tasks 120 - 50 and 30 (none); style and layout 60 - 50.
    expect(blockingByKind(tasks, 10)).toEqual([
      ['timers (setTimeout)', 70],
      ['style, layout, HTML', 10],
      ['other', 0],
    ]);
  });

  it('finds nothing without a renderer main thread', () => {
    expect(longTaskBreakdown([event('RunTask', 0, 100_000)], 1)).toEqual([]);
  });
});
