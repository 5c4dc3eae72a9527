import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { AxeResults, ImpactValue, Result, RunOptions } from 'axe-core';
import type { Frame, Page } from 'playwright-core';

/*
 * axe-core in a real page. The pages run under a strict CSP, so axe is not added
 * as a <script>: its source is evaluated through the DevTools protocol (page.evaluate), which no
 * page policy governs, in the page and in every frame (the questionnaire's iframe is checked too:
 * axe in the top frame asks the axe of each child frame over postMessage).
 */

/** WCAG 2.0 and 2.1, levels A and AA (color-contrast included), plus Deque's best practices. */
export const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'] as const;

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/**
 * What to check, as CSS selectors (they cross into the page, so no element handles): one
 * selector, or axe's include / exclude lists.
 */
export type AxeScope = string | { include: string[]; exclude?: string[] } | { exclude: string[] };

export interface AxeNode {
  /** CSS selectors; a node inside a frame has one selector per frame, outermost first. */
  target: string[];
  html: string;
  impact: ImpactValue | undefined;
  failureSummary: string;
}

export interface AxeViolation {
  id: string;
  impact: ImpactValue | undefined;
  help: string;
  helpUrl: string;
  nodes: AxeNode[];
}

async function inject(frame: Frame): Promise<void> {
  const present = await frame.evaluate(() => 'axe' in window).catch(() => true);
  if (!present) await frame.evaluate(axeSource);
}

/**
 * Runs axe on the page as it is now (call it once the page has settled, see settlePage) and
 * returns the violations. `context` narrows the check (axe's include/exclude); by default the whole
 * document, frames included.
 */
export async function runAxe(page: Page, context?: AxeScope): Promise<AxeViolation[]> {
  // Frames first: a frame that is gone by now (navigated away) is simply not checked.
  await Promise.all(page.frames().map((frame) => inject(frame).catch(() => undefined)));
  const options: RunOptions = {
    runOnly: { type: 'tag', values: [...AXE_TAGS] },
    resultTypes: ['violations'],
    iframes: true,
  };
  const violations = await page.evaluate(
    async ({ context, options }) => {
      // The axe evaluated into the page (its global).
      const axe = (
        window as unknown as { axe: { run(context: unknown, options: unknown): Promise<AxeResults> } }
      ).axe;
      const results = await axe.run(context ?? document, options);
      return results.violations;
    },
    { context: context ?? null, options },
  );
  return violations.map((violation: Result) => ({
    id: violation.id,
    impact: violation.impact,
    help: violation.help,
    helpUrl: violation.helpUrl,
    nodes: violation.nodes.map((node) => ({
      target: node.target.map((selector) => (Array.isArray(selector) ? selector.join(' >>> ') : selector)),
      html: node.html,
      impact: node.impact,
      failureSummary: node.failureSummary ?? '',
    })),
  }));
}

/**
 * One block per violation, for a developer to fix: where (the page or state), the rule, its
 * impact and help page, and each failing element's selector with what axe says is wrong.
 */
export function formatViolations(where: string, violations: readonly AxeViolation[]): string {
  return violations
    .map((violation) => {
      const nodes = violation.nodes.map((node) => {
        const summary = node.failureSummary.replace(/\s+/g, ' ').trim();
        return `    - ${node.target.join(' | ')}\n      ${node.html.slice(0, 200)}\n      ${summary}`;
      });
      return [
        `${where}: ${violation.id} [${violation.impact ?? 'unknown'}] ${violation.help} (${violation.helpUrl})`,
        ...nodes,
      ].join('\n');
    })
    .join('\n');
}

interface RequestTracker {
  pending: number;
  /** Date.now() of the last request that started or ended. */
  lastActivity: number;
  /** Called on every change of `pending`. */
  onChange: (() => void) | null;
}

const trackers = new WeakMap<Page, RequestTracker>();

/**
 * Starts counting the page's requests in flight (settlePage waits for none). Call it once, right
 * after the page is opened, so that no request escapes the count.
 */
export function trackRequests(page: Page): void {
  const tracker: RequestTracker = { pending: 0, lastActivity: Date.now(), onChange: null };
  trackers.set(page, tracker);
  const change = (delta: number) => {
    tracker.pending = Math.max(0, tracker.pending + delta);
    tracker.lastActivity = Date.now();
    tracker.onChange?.();
  };
  page.on('request', () => change(1));
  page.on('requestfinished', () => change(-1));
  page.on('requestfailed', () => change(-1));
}

/**
 * How long the page must stay still (no request, no DOM change) to count as settled: longer than
 * React's 300 ms throttle on revealing Suspense boundaries, so that a lazy widget that is already
 * downloaded but not yet revealed is waited for.
 */
export const QUIET_MS = 400;

/** Resolves once no tracked request is in flight; rejects after `timeout` ms. */
async function noRequestInFlight(tracker: RequestTracker, timeout: number): Promise<void> {
  if (tracker.pending === 0) return;
  await new Promise<void>((resolve, reject) => {
    const limit = setTimeout(() => {
      tracker.onChange = null;
      reject(new Error(`the network was still busy after ${timeout} ms (${tracker.pending} requests)`));
    }, timeout);
    tracker.onChange = () => {
      if (tracker.pending > 0) return;
      clearTimeout(limit);
      tracker.onChange = null;
      resolve();
    };
  });
}

/** Milliseconds since the DOM last changed (an observer is installed on the first call per document). */
function msSinceLastMutation(): number {
  const scope = window as unknown as { __axeLastMutation?: number };
  if (scope.__axeLastMutation === undefined) {
    scope.__axeLastMutation = performance.now();
    new MutationObserver(() => {
      scope.__axeLastMutation = performance.now();
    }).observe(document.documentElement, {
      subtree: true,
      childList: true,
      attributes: true,
      characterData: true,
    });
  }
  return performance.now() - scope.__axeLastMutation;
}

/** Resolves once neither the network (requests of this page) nor the DOM has changed for QUIET_MS. */
async function stillFor(page: Page, timeout: number): Promise<void> {
  // A page not tracked from its start is tracked from now (requests already in flight are missed).
  if (!trackers.has(page)) trackRequests(page);
  const tracker = trackers.get(page)!;
  const deadline = Date.now() + timeout;
  // A navigation (a guard's redirect) destroys the document being watched: that is a change.
  const sinceMutation = () => page.evaluate(msSinceLastMutation).catch(() => 0);
  await sinceMutation();
  for (;;) {
    const left = deadline - Date.now();
    if (left <= 0) throw new Error(`the page kept changing for ${timeout} ms`);
    await noRequestInFlight(tracker, left);
    const network = Date.now() - tracker.lastActivity;
    const dom = await sinceMutation();
    const still = Math.min(network, dom);
    if (still >= QUIET_MS) return;
    // Waiting for a condition (stillness) whose remaining time is known: no fixed sleep.
    await new Promise((resolve) => setTimeout(resolve, Math.min(QUIET_MS - still, left)));
  }
}

/**
 * The page as a person reads it: the main landmark is there and not inert, no loading skeleton,
 * progress bar or busy region is left, nothing has changed for QUIET_MS (lazy widgets have
 * arrived and the sagas' reads are answered), web fonts are in and no finite animation (a
 * fade-in, a slide) is still running, so colours are the final ones. Call trackRequests(page)
 * right after opening the page.
 */
export async function settlePage(page: Page, timeout = 15000): Promise<void> {
  await page.locator('main').first().waitFor({ timeout });
  // Whether nothing loads any more (or, to describe a timeout, what still does). With a modal open
  // only the modal counts: the page behind it may wait for the modal's answer.
  const nothingLoading = (describe: boolean) => {
    const modal = document.querySelector('dialog[open], [role="dialog"][aria-modal="true"]');
    // A page still inert (a server-rendered first screen not yet handed over) hides its content
    // from assistive technology, and so from axe.
    const inert = modal ? null : document.querySelector('main')?.closest('[inert]');
    const found =
      inert ??
      (modal ?? document).querySelector('.page-skeleton, [aria-busy="true"], [data-testid="journey-loader"]');
    if (!describe) return found === null;
    return found ? found.outerHTML.slice(0, 300) : null;
  };
  await page
    .waitForFunction(nothingLoading, false, { timeout, polling: 50 })
    .catch(async (error: unknown) => {
      const what = await page.evaluate(nothingLoading, true).catch(() => '?');
      throw new Error(`${page.url()} was still loading after ${timeout} ms: ${String(what)}`, {
        cause: error,
      });
    });
  await stillFor(page, timeout);
  await page.waitForFunction(
    async () => {
      await document.fonts.ready;
      return document
        .getAnimations()
        .every(
          (animation) =>
            animation.playState !== 'running' ||
            animation.effect?.getComputedTiming().iterations === Infinity,
        );
    },
    undefined,
    { timeout, polling: 50 },
  );
}
