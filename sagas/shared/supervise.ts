import { call, spawn } from 'redux-saga/effects';
import type { Saga } from 'redux-saga';
import { delay } from '../../src/lib/clock';

export const RESTART_DELAY_MS = 1_000;

/** How supervised sagas are started and restarted. */
export interface SuperviseOptions {
  log?: (message: string, error: unknown) => void;
  /** Pause before restarting a crashed saga, so a saga that crashes at once cannot spin. */
  restartDelayMs?: number;
  /**
   * Each feature saga takes its first step in a task of its own instead of all of them in the
   * task that starts the root saga: on a slow phone, a page that has just hydrated stays
   * responsive while some twenty sagas read cookies and open storage (makeStore sets it for a
   * hydrating page).
   */
  startInSlices?: boolean;
}

/**
 * Runs `saga` and restarts it whenever it throws: one feature's bug is logged, and the others
 * (in particular the outbox, which must keep delivering) carry on. A saga that returns is done.
 */
export function* supervise(name: string, saga: Saga, args: unknown[], options: SuperviseOptions = {}) {
  const log = options.log ?? ((message: string, error: unknown) => console.error(message, error));
  if (options.startInSlices) yield call(delay, 0);
  while (true) {
    try {
      yield call(saga, ...args);
      return;
    } catch (error) {
      log(`saga ${name} crashed; restarting`, error);
      yield call(delay, options.restartDelayMs ?? RESTART_DELAY_MS);
    }
  }
}

/**
 * Starts the parts of one feature that must restart independently, each under `supervise`. They
 * start at once, in order: the feature's entry has already taken its own slice.
 */
export function* superviseParts(parts: Array<[string, Saga, unknown[]]>, options: SuperviseOptions = {}) {
  for (const [name, saga, args] of parts) {
    yield spawn(supervise, name, saga, args, { ...options, startInSlices: false });
  }
}
