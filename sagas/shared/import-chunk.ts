import type { Action } from '@reduxjs/toolkit';
import { call, race, take } from 'redux-saga/effects';
import { connectionChanged } from '../../src/features/offline/outbox-slice';
import { delay } from '../../src/lib/clock';

/** How long a chunk that failed to download waits before it is asked again (unless back online first). */
export const CHUNK_RETRY_MS = 10_000;

const backOnline = (action: Action) => connectionChanged.match(action) && action.payload.online;

/**
 * Downloads a lazy chunk, and keeps trying when that fails. On a first visit the service worker
 * does not control the page yet, so a chunk first needed after the network dropped cannot be
 * fetched: the person's action (a support request, a contact form) then waits in memory and the
 * chunk is asked again when the connection returns (Chromium, Firefox and Safari retry a failed
 * dynamic import), or every 10 s. Without this the saga loader would crash and the action be lost.
 */
export function* importChunk<T>(load: () => Promise<T>) {
  let warned = false;
  while (true) {
    try {
      const loaded: T = yield call(load);
      return loaded;
    } catch (error) {
      if (!warned) console.warn('[sagas] a lazy chunk did not load; trying again when online', error);
      warned = true;
      yield race({ online: take(backOnline), later: call(delay, CHUNK_RETRY_MS) });
    }
  }
}
