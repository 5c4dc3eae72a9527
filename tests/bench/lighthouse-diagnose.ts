/**
 * Why a page scores what it scores: one cold Lighthouse mobile run, printing the metrics, the
 * JavaScript that runs longest, the long main-thread tasks and, from the run's trace, what each
 * task longer than 50 ms on the emulated phone was made of (its largest events and the scripts
 * they ran). A page reached through a journey is measured after walking it, as the bench does.
 * Usage: node --import tsx tests/bench/lighthouse-diagnose.ts [path] [--requests] [--samples]
 * BENCH_CPU sets the CPU slowdown (Lighthouse's 4x unless told; the bench logs each phone's).
 */
import lighthouse, { type RunnerResult } from 'lighthouse';
import * as chromeLauncher from 'chrome-launcher';
import { chromiumPath } from '../e2e/support/chromium-path';
import { CHROMIUM_ARGS } from '../e2e/support/browser';
import { startTestServer } from '../e2e/support/test-server';
import { needsJourney } from './bench-journeys';
import { withJourneyProfile } from './bench-lighthouse';
import {
  blockingByKind,
  functionsWithin,
  longTaskBreakdown,
  traceSamples,
  type TraceEvent,
} from './trace-tasks';

type Details = { items?: Array<Record<string, unknown>> };

const path = process.argv[2] && !process.argv[2].startsWith('--') ? process.argv[2] : '/';
const showRequests = process.argv.includes('--requests');
/** JavaScript samples in the trace (V8's sampler, every 100 µs or so): the functions of each long task. */
const withSamples = process.argv.includes('--samples');
const slowdown = Number(process.env.BENCH_CPU ?? 4);
const server = await startTestServer();

const run = (port: number) =>
  lighthouse(server.baseUrl + path, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance'],
    throttling: { cpuSlowdownMultiplier: slowdown },
    ...(withSamples ? { additionalTraceCategories: 'disabled-by-default-v8.cpu_profiler' } : {}),
  });

function report(result: RunnerResult | undefined): void {
  if (!result) throw new Error('no result');
  const { audits, categories } = result.lhr;
  console.info(
    `performance ${String(categories.performance?.score)} at ${String(slowdown)}x, host index ${String(Math.round(result.lhr.environment.benchmarkIndex))}`,
  );
  for (const id of [
    'first-contentful-paint',
    'largest-contentful-paint',
    'total-blocking-time',
    'interactive',
  ])
    console.info(`${id} ${String(audits[id]?.displayValue)}`);
  const show = (id: string, limit = 12) => {
    const details = audits[id]?.details as Details | undefined;
    console.info(`\n## ${id}: ${audits[id]?.displayValue ?? ''}`);
    for (const item of details?.items?.slice(0, limit) ?? [])
      console.info(JSON.stringify(item).replaceAll(server.baseUrl, '').slice(0, 300));
  };
  show('bootup-time');
  show('mainthread-work-breakdown');
  show('long-tasks', 25);
  if (showRequests) show('network-requests', 80);
  const trace = (result.artifacts as unknown as { Trace?: { traceEvents: TraceEvent[] } }).Trace;
  if (!trace) return;
  const tasks = longTaskBreakdown(trace.traceEvents, 50 / slowdown);
  const samples = withSamples ? traceSamples(trace.traceEvents) : [];
  // The sampler's mean interval, to turn sample counts into time.
  const sampleInterval =
    samples.length > 1 ? ((samples.at(-1)?.ts ?? 0) - (samples[0]?.ts ?? 0)) / (samples.length - 1) : 0;
  console.info(`\n## tasks over ${(50 / slowdown).toFixed(1)} ms observed (50 ms on the phone)`);
  for (const task of tasks) {
    console.info(
      `at ${String(task.startMs)} ms: ${String(task.durationMs)} ms observed, ${String(Math.round(task.durationMs * slowdown))} on the phone (${task.kind})`,
    );
    for (const part of task.parts)
      console.info(`    ${String(part.durationMs).padStart(6)} ${part.label.replaceAll(server.baseUrl, '')}`);
    if (samples.length === 0) continue;
    for (const [name, ms] of functionsWithin(samples, task.startUs, task.endUs, sampleInterval).slice(0, 6))
      console.info(`      js ${ms.toFixed(1).padStart(5)} ${name.replaceAll(server.baseUrl, '')}`);
  }
  console.info(
    `\n## blocking on the phone by kind of task (observed x ${String(slowdown)} - 50 ms, whole trace)`,
  );
  for (const [kind, ms] of blockingByKind(tasks, slowdown))
    console.info(`${String(ms).padStart(7)} ms  ${kind}`);
}

try {
  // The first visit of a cold server pays for loading the render's modules: measure a later one.
  await fetch(server.baseUrl + path, { headers: { accept: 'text/html' } });
  if (needsJourney(path)) {
    await withJourneyProfile(
      server,
      path,
      async () => {},
      async (relaunched) => {
        report(await relaunched(run));
      },
    );
  } else {
    const chrome = await chromeLauncher.launch({
      chromePath: chromiumPath() ?? undefined,
      chromeFlags: CHROMIUM_ARGS,
    });
    try {
      report(await run(chrome.port));
    } finally {
      chrome.kill();
    }
  }
} finally {
  await server.dispose();
}
