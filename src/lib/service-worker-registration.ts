import type { Workbox } from 'workbox-window';
// '../lib/env' (not './env') so Jest's moduleNameMapper swaps in tests/support/env.ts.
import { env } from '../lib/env';

export const SW_URL = '/sw.js';
/** The event dispatched when a new version waits (the offline update slice reacts to it). */
export const UPDATE_READY = 'offline/updateReady';
/** Kiosks stay on one page for days: look for a new version every hour, not only on navigation. */
export const UPDATE_CHECK_MS = 60 * 60_000;

type WorkboxLike = Pick<Workbox, 'addEventListener' | 'register' | 'update' | 'messageSkipWaiting'>;

export interface RegistrationOptions {
  /** Defaults to production builds with service worker support. */
  enabled?: boolean;
  createWorkbox?: (url: string) => WorkboxLike | Promise<WorkboxLike>;
  reload?: () => void;
  setInterval?: (run: () => void, ms: number) => unknown;
}

let active: { workbox: WorkboxLike; registration?: ServiceWorkerRegistration; reload: () => void } | null =
  null;

function isEnabled(options: RegistrationOptions): boolean {
  if (options.enabled !== undefined) return options.enabled;
  return env.mode === 'production' && typeof navigator !== 'undefined' && 'serviceWorker' in navigator;
}

/** workbox-window is downloaded after the first render: registering is never on the critical path. */
async function loadWorkbox(url: string): Promise<WorkboxLike> {
  const { Workbox } = await import('workbox-window');
  return new Workbox(url, { scope: '/' });
}

/**
 * Registers the service worker (prompt strategy): a new version waits until the person chooses
 * to reload, announced with offline/updateReady.
 */
export async function registerServiceWorker(
  store: { dispatch: (action: { type: typeof UPDATE_READY }) => unknown },
  options: RegistrationOptions = {},
): Promise<void> {
  if (!isEnabled(options)) return;
  const workbox = await (options.createWorkbox ?? loadWorkbox)(SW_URL);
  const current: NonNullable<typeof active> = {
    workbox,
    reload: options.reload ?? (() => window.location.reload()),
  };
  active = current;
  workbox.addEventListener('waiting', () => store.dispatch({ type: UPDATE_READY }));
  void workbox.register().then(
    (registration) => {
      current.registration = registration;
    },
    (error: unknown) => console.error('Service worker registration failed', error),
  );
  (options.setInterval ?? ((run, ms) => setInterval(run, ms)))(() => void workbox.update(), UPDATE_CHECK_MS);
}

/**
 * Called only from the update prompt's button: activates the waiting worker and reloads once it
 * controls the page. If another tab already activated it, there is nothing to wait for.
 */
export function applyUpdate(): void {
  if (!active) return;
  const { workbox, registration, reload } = active;
  if (registration && !registration.waiting) {
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
