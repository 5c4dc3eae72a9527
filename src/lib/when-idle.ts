/** How long an idle moment may be waited for before the work is done anyway. */
const IDLE_TIMEOUT_MS = 10_000;

/**
 * Resolves when the browser is idle after the page has loaded: for work that must not take
 * bandwidth or main-thread time from the page's start (its first paint, its hydration).
 */
export function whenIdle(win: Window & typeof globalThis = window): Promise<void> {
  const idle = () =>
    new Promise<void>((resolve) => {
      if (typeof win.requestIdleCallback === 'function')
        win.requestIdleCallback(() => resolve(), { timeout: IDLE_TIMEOUT_MS });
      else win.setTimeout(resolve, 2_000);
    });
  if (win.document.readyState === 'complete') return idle();
  return new Promise((resolve) =>
    win.addEventListener('load', () => void idle().then(resolve), { once: true }),
  );
}
