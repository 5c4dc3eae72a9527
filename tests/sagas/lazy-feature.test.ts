import type { Action } from '@reduxjs/toolkit';
import { takeEvery } from 'redux-saga/effects';
import { lazyFeature, type EarlyActions, type LazyFeatureOptions } from '../../sagas/lazy-feature';
import { startSagaHarness } from './support/saga-harness';

const OPENED = 'feature/opened';
const CLICKED = 'feature/clicked';

/** A chunk whose download finishes when the test says so. */
function deferredChunk() {
  const handled: string[] = [];
  const early: EarlyActions[] = [];
  let resolve: () => void = () => undefined;
  const downloaded = new Promise<void>((done) => (resolve = done));
  function* start(label: string, buffered: EarlyActions) {
    early.push(buffered);
    for (const action of buffered) handled.push(`${label}:early:${action.type}`);
    yield takeEvery([OPENED, CLICKED], (action: Action) => {
      handled.push(`${label}:watcher:${action.type}`);
    });
  }
  const load = jest.fn(async () => {
    await downloaded;
    return start;
  });
  return { load, handled, early, finishDownload: resolve };
}

async function setup() {
  const { store, run: runSaga } = await startSagaHarness({});
  return { store, sagas: { run: runSaga } };
}

type Chunk = ReturnType<typeof deferredChunk>;

function run(
  sagas: Awaited<ReturnType<typeof setup>>['sagas'],
  triggers: string[],
  chunk: Chunk,
  options: LazyFeatureOptions = {},
) {
  sagas.run(function* feature() {
    yield* lazyFeature(triggers, chunk.load, options, 'f');
  });
}

// Fake time: the store's rehydration time-out (a 10 s timer) must not outlive the test.
beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

const settle = () => jest.advanceTimersByTimeAsync(0);

describe('lazyFeature: a feature whose sagas are a lazy chunk', () => {
  it('does not download the chunk before a trigger', async () => {
    const { sagas, store } = await setup();
    const chunk = deferredChunk();
    run(sagas, [OPENED, CLICKED], chunk);
    store.dispatch({ type: 'other/thing' });
    await settle();
    expect(chunk.load).not.toHaveBeenCalled();
  });

  it('hands every trigger dispatched during the download to the start, then the watchers take over', async () => {
    const { sagas, store } = await setup();
    const chunk = deferredChunk();
    run(sagas, [OPENED, CLICKED], chunk);
    store.dispatch({ type: OPENED });
    await settle();
    expect(chunk.load).toHaveBeenCalledTimes(1);
    store.dispatch({ type: CLICKED });
    store.dispatch({ type: CLICKED });
    chunk.finishDownload();
    await settle();
    store.dispatch({ type: CLICKED });
    expect(chunk.handled).toEqual([
      `f:early:${OPENED}`,
      `f:early:${CLICKED}`,
      `f:early:${CLICKED}`,
      `f:watcher:${CLICKED}`,
    ]);
  });

  it('downloads at once when the state already needs the feature', async () => {
    const { sagas } = await setup();
    const chunk = deferredChunk();
    run(sagas, [OPENED], chunk, { ready: () => true });
    await settle();
    expect(chunk.load).toHaveBeenCalledTimes(1);
    chunk.finishDownload();
    await settle();
    expect(chunk.early).toEqual([[]]);
  });

  it('waits for a trigger that is accepted, keeping the refused ones for the start', async () => {
    const { sagas, store } = await setup();
    const chunk = deferredChunk();
    // eslint-disable-next-line require-yield
    function* accept(action: Action) {
      return action.type === CLICKED;
    }
    run(sagas, [OPENED, CLICKED], chunk, { accept });
    store.dispatch({ type: OPENED });
    await settle();
    expect(chunk.load).not.toHaveBeenCalled();
    store.dispatch({ type: CLICKED });
    chunk.finishDownload();
    await settle();
    expect(chunk.handled).toEqual([`f:early:${OPENED}`, `f:early:${CLICKED}`]);
  });
});
