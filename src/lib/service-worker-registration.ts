import type { Workbox } from 'workbox-window';
// '../lib/env' (not './env') so Jest's moduleNameMapper swaps in tests/support/env.ts.
import { env } from '../lib/env';

export const SW_URL = '/sw.js';
/** The event dispatched when a new version waits (the offline update slice reacts to it). */
export const UPDATE_READY = 'offline/updateReady';
/** Kiosks stay on one page for days: look for a new version every hour, not only on navigation. */
export const UPDATE_CHECK_MS = 60 * 60_000;

type WorkboxLike = Pick<Workbox, 'addEventListener' | 'register' | 'messageSkipWaiting'>;
type RegistrationLike = Pick<
  ServiceWorkerRegistration,
  'waiting' | 'active' | 'installing' | 'update' | 'addEventListener'
>;

export interface RegistrationOptions {
  /** Defaults to production builds with service worker support. */
  enabled?: boolean;
  /** Registers the worker (navigator.serviceWorker.register, once the page has loaded). */
  register?: (url: string) => Promise<RegistrationLike>;
  /** workbox-window's Workbox, downloaded only when a new version waits. */
  createWorkbox?: (url: string) => WorkboxLike | Promise<WorkboxLike>;
  reload?: () => void;
  setInterval?: (run: () => void, ms: number) => unknown;
}

interface ActiveRegistration {
  registration: RegistrationLike;
  reload: () => void;
  /** Set once a new version has been found waiting. */
  workbox?: Promise<WorkboxLike>;
}

let active: ActiveRegistration | null = null;

function isEnabled(options: RegistrationOptions): boolean {
  if (options.enabled !== undefined) return options.enabled;
  return env.mode === 'production' && typeof navigator !== 'undefined' && 'serviceWorker' in navigator;
}

/** Like workbox-window's own register(): after the page's load event, so it never competes with it. */
async function registerAfterLoad(url: string): Promise<RegistrationLike> {
  if (document.readyState !== 'complete') {
    await new Promise((resolve) => window.addEventListener('load', resolve, { once: true }));
  }
  return navigator.serviceWorker.register(url, { scope: '/' });
}

async function loadWorkbox(url: string): Promise<WorkboxLike> {
  const { Workbox } = await import('workbox-window');
  return new Workbox(url, { scope: '/' });
}

/**
 * Calls `onWaiting` when a new version is installed and waits behind the one in charge: now, or
 * when an update found later finishes installing. (A first install has no active worker: it
 * activates at once and is no update.)
 */
function watchForWaitingVersion(registration: RegistrationLike, onWaiting: () => void): void {
  const check = () => {
    if (registration.waiting && registration.active) onWaiting();
  };
  check();
  registration.addEventListener('updatefound', () => {
    const installing = registration.installing;
    installing?.addEventListener('statechange', () => {
      if (installing.state === 'installed') check();
    });
  });
}

/**
 * Registers the service worker (prompt strategy): a new version waits until the person chooses
 * to reload, announced with offline/updateReady.
 *
 * workbox-window runs that prompt: it is downloaded when a new version waits, not on every visit
 * (2 KB gzip the first visit and every visit without an update never need). It registers the same
 * worker again, reports the waiting version (even one that was waiting before it was loaded), and
 * from then on follows the later updates, the skip-waiting message and the change of controller.
 */
export async function registerServiceWorker(
  store: { dispatch: (action: { type: typeof UPDATE_READY }) => unknown },
  options: RegistrationOptions = {},
): Promise<void> {
  if (!isEnabled(options)) return;
  const registration = await (options.register ?? registerAfterLoad)(SW_URL);
  const current: ActiveRegistration = {
    registration,
    reload: options.reload ?? (() => window.location.reload()),
  };
  active = current;
  const createWorkbox = options.createWorkbox ?? loadWorkbox;
  watchForWaitingVersion(registration, () => {
    if (current.workbox) return;
    current.workbox = (async () => {
      const workbox = await createWorkbox(SW_URL);
      workbox.addEventListener('waiting', () => store.dispatch({ type: UPDATE_READY }));
      await workbox.register({ immediate: true });
      return workbox;
    })();
    current.workbox.catch((error: unknown) => {
      console.error('The update prompt could not start', error);
      current.workbox = undefined; // the next update found tries again
    });
  });
  (options.setInterval ?? ((run, ms) => setInterval(run, ms)))(
    () => void registration.update().catch(() => undefined),
    UPDATE_CHECK_MS,
  );
}

/**
 * Called only from the update prompt's button: activates the waiting worker and reloads once it
 * controls the page. If another tab already activated it, there is nothing to wait for.
 */
export async function applyUpdate(): Promise<void> {
  if (!active) return;
  const { registration, reload } = active;
  const workbox = await active.workbox?.catch(() => undefined);
  if (!workbox || !registration.waiting) {
    reload();
    return;
  }
  workbox.addEventListener('controlling', () => reload());
  workbox.messageSkipWaiting();
}

/** Test hook. */
export function resetServiceWorkerRegistrationForTests(): void {
  active = null;
}
