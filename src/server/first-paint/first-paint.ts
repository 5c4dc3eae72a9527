import { createHash } from 'node:crypto';
import { register } from 'node:module';
import { FIRST_PAINT_RENDER_BUDGET_MS } from '../../shared/contracts/first-paint';
import type { InlinedAnswers } from '../../shared/contracts/initial-answers';

import type { renderFirstPaint } from '../../app/first-paint';

type Render = typeof renderFirstPaint;

export interface FirstPaint {
  /** The page's first screen as HTML, or null when it cannot be rendered (the client renders it). */
  render(url: string, answers: InlinedAnswers, answersJson: string): Promise<string | null>;
}

/**
 * Only a render that is complete and needs nothing the Content-Security-Policy forbids is sent: a
 * Suspense boundary still pending (revealed by an inline script) would leave the page
 * half-hydrated, and a style attribute in HTML is blocked (React's own styles, set through the DOM
 * after hydration, are not). Such a page is sent without a first screen; the client renders it.
 */
export function isSendableRender(html: string): boolean {
  return !/<script|<!--\$[?!]-->|\sstyle="/i.test(html);
}

/** Renders for the same URL and the same answers are the same HTML: kept for the next visitor. */
const CACHED_RENDERS = 200;

let renderer: Promise<Render> | null = null;

function loadRenderer(): Promise<Render> {
  renderer ??= (async () => {
    // Stylesheets imported by components are empty modules here (Jest maps them itself).
    if (!process.env.JEST_WORKER_ID) register('./css-stub-loader.mjs', import.meta.url);
    const module = await import('../../app/first-paint');
    return module.renderFirstPaint;
  })();
  return renderer;
}

/**
 * The server's render of content pages' first screens (see src/shared/contracts/first-paint.ts).
 * It never fails a navigation: an error or a slow render sends the page without it, as before.
 */
export function createFirstPaint(log: (error: unknown, url: string) => void): FirstPaint {
  const cache = new Map<string, string>();
  return {
    async render(url, answers, answersJson) {
      const key = createHash('sha256').update(url).update('\0').update(answersJson).digest('base64url');
      const cached = cache.get(key);
      if (cached !== undefined) {
        cache.delete(key);
        cache.set(key, cached);
        return cached;
      }
      try {
        const render = await loadRenderer();
        const { html, complete } = await render(url, answers, FIRST_PAINT_RENDER_BUDGET_MS, (error) =>
          log(error, url),
        );
        // A render cut short (a cold server still loading a widget's code) is neither kept nor sent.
        if (!complete || !isSendableRender(html)) return null;
        cache.set(key, html);
        if (cache.size > CACHED_RENDERS) cache.delete(cache.keys().next().value as string);
        return html;
      } catch (error) {
        log(error, url);
        return null;
      }
    },
  };
}
