import { configureStore } from '@reduxjs/toolkit';
import { prerenderToNodeStream } from 'react-dom/static';
import { StaticRouter } from 'react-router-dom';
import { createApiClient } from '../lib/api-client';
import type { InlinedAnswers } from '../shared/contracts/initial-answers';
import { AppProviders } from './app';
import { AppRoutes } from './router';
import { rootReducer, type AppStore } from './store';
import { primeQueryCache } from './use-api-query';

/**
 * The first screen of a content page as HTML, rendered on the server from the same answers the
 * page gets inlined (its layout and the site settings) and a fresh, empty store: exactly what the
 * browser's first render produces, so the browser hydrates it instead of replacing it. It holds no
 * person's data: nothing personal exists on the server's side of a first render.
 *
 * Whatever is not ready within `budgetMs` (a widget's code still loading on a cold server) is
 * left to the client, which renders that part itself; `complete` says whether anything was.
 */
export async function renderFirstPaint(
  url: string,
  answers: InlinedAnswers,
  budgetMs: number,
  onRenderError: (error: unknown) => void = () => undefined,
): Promise<{ html: string; complete: boolean }> {
  const api = createApiClient({ deviceId: 'first-paint' });
  primeQueryCache(
    api,
    Object.fromEntries(Object.entries(answers).map(([key, entry]) => [key, entry.answer])),
  );
  const store = configureStore({
    reducer: rootReducer,
    middleware: (getDefault) => getDefault({ thunk: false, serializableCheck: false, immutableCheck: false }),
  });
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), budgetMs);
  try {
    const { prelude } = await prerenderToNodeStream(
      <AppProviders store={store as unknown as AppStore} api={api}>
        <StaticRouter location={url}>
          <AppRoutes />
        </StaticRouter>
      </AppProviders>,
      {
        signal: controller.signal,
        // Every boundary in place: React would otherwise move a large one (the contact form) out of
        // line and swap it in with an inline script, which the Content-Security-Policy forbids.
        progressiveChunkSize: Number.MAX_SAFE_INTEGER,
        // An abort is the budget at work, not an error.
        onError: (error) => {
          if (!controller.signal.aborted) onRenderError(error);
        },
      },
    );
    let html = '';
    for await (const chunk of prelude) html += String(chunk);
    return { html, complete: !controller.signal.aborted };
  } finally {
    clearTimeout(timer);
  }
}
