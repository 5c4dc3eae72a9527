import '../shared/zod-jitless';
import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app';
import {
  firstPaintHydrated,
  hasFirstPaint,
  releaseFirstPaint,
  whenFirstPaintHydrated,
} from './first-paint-release';
import { isHydrationNoise } from './hydration-errors';
import { makeStore } from './store';
import { createApiClient } from '../lib/api-client';
import { getDeviceId } from '../lib/device-id';
import { splitLocale } from '../lib/locale';
import { registerServiceWorker } from '../lib/service-worker-registration';
import { APP_ROOT_ELEMENT_ID, FIRST_PAINT_RELEASE_MS } from '../shared/contracts/first-paint';

/** The app's start on a page: main.tsx calls it once the libraries are evaluated. */
export function startApp(): void {
  // Set before the first paint so assistive technology never reads the page in the wrong language.
  document.documentElement.lang = splitLocale(window.location.pathname).locale;

  const container = document.getElementById(APP_ROOT_ELEMENT_ID);
  if (!container) throw new Error('#root is missing from index.html');
  const api = createApiClient({ deviceId: getDeviceId });
  const firstPaint = hasFirstPaint(container);
  const { store, startAfterHydration, sagasStarted } = makeStore({ holdUntilHydrated: firstPaint });
  // The store as the server rendered the first screen from (nothing stored is back yet).
  const serverState = firstPaint ? store.getState() : undefined;
  const app = <App store={store} api={api} {...(serverState ? { serverState } : {})} />;
  if (firstPaint) {
    // The server's first screen is on display (inert). React hydrates it from the state the server
    // rendered it from: the store does not change meanwhile (see `holdUntilHydrated`), so the markup
    // matches and no update makes React drop it for a loading placeholder. Once it is hydrated, the
    // person's stored state comes back, the sagas start, what the widgets dispatched while hydrating
    // is dispatched, and the page becomes interactive with their drafts in place.
    whenFirstPaintHydrated(() => {
      startAfterHydration();
      void sagasStarted.then(() => releaseFirstPaint());
    });
    // A transition: React hydrates in slices of a few milliseconds, so a slow phone stays
    // responsive while the page starts instead of freezing for one long task.
    startTransition(() => {
      hydrateRoot(container, app, {
        onRecoverableError: (error, info) => {
          if (!isHydrationNoise(error)) console.error('Hydration error', error, info.componentStack);
        },
      });
    });
    setTimeout(() => {
      firstPaintHydrated();
      releaseFirstPaint();
    }, FIRST_PAINT_RELEASE_MS);
  } else {
    startTransition(() => createRoot(container).render(app));
  }

  // OFFLINE: the service worker (prompt-for-update strategy; a no-op outside production builds).
  void registerServiceWorker(store).catch((error: unknown) =>
    console.error('Service worker registration failed', error),
  );
}
