/**
 * The main thread's long tasks of a Chromium trace (a Lighthouse run's), each with the events
 * that took its time (a script evaluated, a function called, a timer, microtasks, style and
 * layout), and how much of the blocking time each kind of task makes on the emulated phone.
 */
import { sourceOf } from './built-sources';

export interface TraceEvent {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  pid: number;
  tid: number;
  args?: { data?: Record<string, unknown>; name?: string };
}

export interface TaskPart {
  label: string;
  durationMs: number;
}

export interface LongTask {
  /** The task's start and end on the trace's clock (µs). */
  startUs: number;
  endUs: number;
  startMs: number;
  durationMs: number;
  /** What took most of the task: the kind of its longest part. */
  kind: string;
  parts: TaskPart[];
}

const round = (us: number) => Math.round(us / 100) / 10;

function labelOf(event: TraceEvent): string {
  const data = event.args?.data ?? {};
  const url = typeof data.url === 'string' ? data.url : '';
  const type = typeof data.type === 'string' ? ` ${data.type}` : '';
  if (!url) return `${event.name}${type}`;
  const where = sourceOf(
    {
      url,
      lineNumber: typeof data.lineNumber === 'number' ? data.lineNumber : -1,
      columnNumber: typeof data.columnNumber === 'number' ? data.columnNumber : 0,
      functionName: typeof data.functionName === 'string' ? data.functionName : '',
    },
    true,
  );
  return `${event.name}${type} ${where}`;
}

/** The kind a part stands for in the summary: what a change would have to shorten. */
function kindOf(label: string): string {
  if (/npm:scheduler/.test(label)) return 'React work in scheduler slices';
  if (/^FunctionCall .*npm:react-dom/.test(label)) return 'React work';
  if (/^(EvaluateScript|v8\.evaluateModule|v8\.compile)/.test(label)) return 'evaluating scripts';
  if (/^(UpdateLayoutTree|Layout|Paint|ParseHTML)/.test(label)) return 'style, layout, HTML';
  if (/^TimerFire/.test(label)) return 'timers (setTimeout)';
  if (/^RunMicrotasks/.test(label)) return 'microtasks (promise continuations)';
  if (/^(EventDispatch|XHRReadyStateChange)/.test(label)) return 'events';
  if (/^FunctionCall/.test(label)) return 'other callbacks';
  return 'other';
}

/** The renderer's main thread: the thread named CrRendererMain that ran the most tasks. */
export function mainThread(events: TraceEvent[]): { pid: number; tid: number } | null {
  const names = events.filter((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain');
  let best: { pid: number; tid: number } | null = null;
  let bestCount = -1;
  for (const named of names) {
    const count = events.filter(
      (e) => e.pid === named.pid && e.tid === named.tid && e.name === 'RunTask',
    ).length;
    if (count > bestCount) [best, bestCount] = [{ pid: named.pid, tid: named.tid }, count];
  }
  return best;
}

const PARTS =
  /^(EvaluateScript|v8\.evaluateModule|FunctionCall|TimerFire|EventDispatch|FireAnimationFrame|FireIdleCallback|RunMicrotasks|ParseHTML|Layout|UpdateLayoutTree|Paint|v8\.compile|v8\.compileModule|MajorGC|MinorGC|XHRReadyStateChange)$/;

/** Tasks of the page's main thread longer than `thresholdMs` (observed), longest parts first. */
export function longTaskBreakdown(events: TraceEvent[], thresholdMs: number, partsPerTask = 5): LongTask[] {
  const thread = mainThread(events);
  if (!thread) return [];
  const own = events.filter((e) => e.pid === thread.pid && e.tid === thread.tid && e.ph === 'X');
  const start = Math.min(...own.map((e) => e.ts));
  const tasks = own.filter((e) => e.name === 'RunTask' && (e.dur ?? 0) >= thresholdMs * 1000);
  return tasks.map((task) => {
    const end = task.ts + (task.dur ?? 0);
    const inside = own.filter(
      (e) => e !== task && e.ts >= task.ts && e.ts + (e.dur ?? 0) <= end && PARTS.test(e.name),
    );
    // Top-level parts only: an event inside a longer one is part of it.
    const top = inside.filter(
      (e) =>
        !inside.some(
          (o) =>
            o !== e &&
            o.ts <= e.ts &&
            o.ts + (o.dur ?? 0) >= e.ts + (e.dur ?? 0) &&
            (o.dur ?? 0) > (e.dur ?? 0),
        ),
    );
    const parts = top
      .map((e) => ({ label: labelOf(e), durationMs: round(e.dur ?? 0) }))
      .sort((a, b) => b.durationMs - a.durationMs);
    return {
      startUs: task.ts,
      endUs: end,
      startMs: round(task.ts - start),
      durationMs: round(task.dur ?? 0),
      kind: parts[0] ? kindOf(parts[0].label) : 'other',
      parts: parts.slice(0, partsPerTask),
    };
  });
}

/**
 * The blocking time each kind of task would make on a phone `slowdown` times slower (each task's
 * observed time times the slowdown, less 50 ms), largest first. Lighthouse's simulation scales
 * the observed tasks the same way, though it counts only those between its FCP and TTI.
 */
export function blockingByKind(tasks: readonly LongTask[], slowdown: number): [string, number][] {
  const sums = new Map<string, number>();
  for (const task of tasks) {
    const blocking = Math.max(0, task.durationMs * slowdown - 50);
    sums.set(task.kind, (sums.get(task.kind) ?? 0) + blocking);
  }
  return [...sums]
    .map(([kind, ms]) => [kind, Math.round(ms)] as [string, number])
    .sort((a, b) => b[1] - a[1]);
}

interface ProfileNode {
  id: number;
  parent?: number;
  callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number };
}

/**
 * The JavaScript samples of a trace recorded with `disabled-by-default-v8.cpu_profiler`: each
 * sample's time (µs, the trace's clock) and the frames from the sampled one outwards.
 */
export function traceSamples(
  events: TraceEvent[],
  thread: { pid: number; tid: number } | null = mainThread(events),
): { ts: number; stack: ProfileNode['callFrame'][] }[] {
  const nodes = new Map<string, ProfileNode>();
  const samples: { ts: number; stack: ProfileNode['callFrame'][] }[] = [];
  const starts = new Map<string, number>();
  const pending: { key: string; node: number; ts: number }[] = [];
  // Only the page's main thread: the service worker's and other threads' samples are not its tasks'.
  for (const event of events.filter((e) => e.pid === thread?.pid && e.tid === thread.tid)) {
    const id = `${String(event.pid)}:${String((event as unknown as { id?: string }).id ?? '')}`;
    const data = event.args?.data as
      | {
          startTime?: number;
          cpuProfile?: { nodes?: ProfileNode[]; samples?: number[] };
          timeDeltas?: number[];
        }
      | undefined;
    if (event.name === 'Profile' && data?.startTime !== undefined) starts.set(id, data.startTime);
    if (event.name !== 'ProfileChunk' || !data) continue;
    for (const node of data.cpuProfile?.nodes ?? []) nodes.set(`${id}:${String(node.id)}`, node);
    let ts = starts.get(id) ?? 0;
    (data.cpuProfile?.samples ?? []).forEach((node, index) => {
      ts += data.timeDeltas?.[index] ?? 0;
      pending.push({ key: id, node, ts });
    });
    starts.set(id, ts);
  }
  for (const { key, node, ts } of pending) {
    const stack: ProfileNode['callFrame'][] = [];
    for (
      let at = nodes.get(`${key}:${String(node)}`);
      at;
      at = at.parent === undefined ? undefined : nodes.get(`${key}:${String(at.parent)}`)
    )
      stack.push(at.callFrame);
    samples.push({ ts, stack });
  }
  return samples;
}

/**
 * The functions that ran longest within [startUs, endUs): for each sample, the first frame that is
 * the project's own (src/, sagas/) or, failing that, the sampled frame, named through the maps.
 */
export function functionsWithin(
  samples: ReturnType<typeof traceSamples>,
  startUs: number,
  endUs: number,
  intervalUs: number,
): [string, number][] {
  const times = new Map<string, number>();
  for (const sample of samples) {
    if (sample.ts < startUs || sample.ts >= endUs) continue;
    const top = sample.stack[0];
    if (!top || ['(idle)', '(program)', '(root)'].includes(top.functionName)) continue;
    const named = sample.stack.map((frame) => sourceOf(frame, true));
    const own = named.find((name) => /^(src|sagas)\//.test(name)) ?? named[0] ?? '?';
    times.set(own, (times.get(own) ?? 0) + intervalUs / 1000);
  }
  return [...times].sort((a, b) => b[1] - a[1]);
}
