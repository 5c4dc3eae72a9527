import type { Action } from '@reduxjs/toolkit';
import { buffers, type Channel } from 'redux-saga';
import { actionChannel, call, flush, select, take, type ActionPattern } from 'redux-saga/effects';
import { importChunk } from './shared/import-chunk';

export interface LazyFeatureOptions {
  /** The feature is needed at once when this holds (e.g. a submission restored from storage). */
  ready?: (state: never) => boolean;
  /** Whether a trigger really needs the feature (e.g. a refresh only a signed-in member needs). */
  accept?: (action: Action) => Generator<unknown, boolean, never>;
}

/** The trigger actions buffered while the chunk downloaded, oldest first. */
export type EarlyActions = Action[];

/** The feature's start: its own arguments, then the early actions it must carry out. */
type Start<A extends unknown[]> = (...args: [...A, EarlyActions]) => unknown;

function* needed(options: LazyFeatureOptions) {
  return options.ready ? ((yield select(options.ready as (state: unknown) => boolean)) as boolean) : false;
}

/**
 * Starts a feature whose sagas are a lazy chunk, downloaded only when the feature is first
 * needed, so the pages that never need it never download it. Its trigger actions are buffered
 * from the start: the first one (or `ready`) starts the download, and every trigger dispatched
 * until the chunk runs is handed to its start as the last argument, so none is lost while the
 * chunk downloads (or waits for the connection, see importChunk). From then on the feature's own
 * watchers take the later ones from the store.
 */
export function* lazyFeature<A extends unknown[]>(
  triggers: ActionPattern,
  load: () => Promise<NoInfer<Start<A>>>,
  options: LazyFeatureOptions,
  ...args: A
) {
  const buffered: Channel<Action> = yield actionChannel(triggers, buffers.expanding<Action>(10));
  // take() sees each trigger as the channel does: the channel keeps its own copy.
  while (!((yield call(needed, options)) as boolean)) {
    const trigger: Action = yield take(triggers);
    if (options.ready) continue;
    if (!options.accept || ((yield call(options.accept, trigger)) as boolean)) break;
  }
  const start: Start<A> = yield call(importChunk, load);
  // Handed over and closed in one step: nothing can be dispatched in between.
  const early: EarlyActions = yield flush(buffered);
  buffered.close();
  yield call(start, ...args, early);
}
