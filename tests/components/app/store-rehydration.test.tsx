import { select, take } from 'redux-saga/effects';
import { makeStore } from '../../../src/app/store';
import { PERSIST_VERSION, selectRehydrated } from '../../../src/app/persist';
import { draftSaved } from '../../../src/app/drafts-slice';
import { consentDecided } from '../../../src/features/consent/consent-slice';
import { entryQueued } from '../../../src/features/offline/outbox-slice';
import { initialJourneyState, type JourneyState } from '../../../src/features/journey/journey-slice';
import type { PersistStorage } from '../../../src/lib/storage';
import { memoryStorage } from './render-app';

const storedJourney: JourneyState = {
  ...initialJourneyState,
  guestRef: 'guest-1',
  studyKey: 'asthma-study',
  enrollmentId: 'enrol-1',
  journeyStatus: 'Partial',
};

function persisted(version = PERSIST_VERSION) {
  return { journey: storedJourney, _persist: { version, rehydrated: true } };
}

/** Storage whose read answers only when the test says so (a slow IndexedDB). */
function slowStorage(value: unknown) {
  let release: () => void = () => undefined;
  const gate = new Promise<void>((resolve) => (release = resolve));
  const inner = memoryStorage({ 'persist:root': value });
  const storage: PersistStorage = { ...inner, getItem: async (key) => (await gate, inner.getItem(key)) };
  return { storage, release };
}

/** A fake root saga: records when it starts and what journey it sees at that moment. */
function probeSaga() {
  const seen: { journeyAtStart?: JourneyState; actions: string[] } = { actions: [] };
  function* saga() {
    seen.journeyAtStart = (yield select((s: { journey: JourneyState }) => s.journey)) as JourneyState;
    while (true) {
      const action = (yield take('*')) as { type: string };
      seen.actions.push(action.type);
    }
  }
  return { seen, saga };
}

const flushPromises = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('store rehydration gate', () => {
  it('starts the root saga only after the persisted state is back', async () => {
    const { storage, release } = slowStorage(persisted());
    const { seen, saga } = probeSaga();
    const { store, sagasStarted } = makeStore({ storage, saga });
    store.dispatch({ type: 'test/beforeRehydrate' });
    await flushPromises();
    expect(seen.journeyAtStart).toBeUndefined();
    expect(selectRehydrated(store.getState())).toBe(false);

    release();
    await sagasStarted;
    expect(seen.journeyAtStart).toEqual(storedJourney);
    expect(seen.actions).not.toContain('test/beforeRehydrate');
    store.dispatch({ type: 'test/afterRehydrate' });
    expect(seen.actions).toContain('test/afterRehydrate');
    expect(store.getState().journey).toEqual(storedJourney);
  });

  it('holding for a hydrating page: nothing changes until startAfterHydration, then the stored state, the sagas and the held actions, in order', async () => {
    const storage = memoryStorage({ 'persist:root': persisted() });
    const { seen, saga } = probeSaga();
    const { store, startAfterHydration, sagasStarted } = makeStore({
      storage,
      saga,
      holdUntilHydrated: true,
    });
    const before = store.getState();
    // A widget hydrating dispatches: neither the reducers nor the (not yet started) sagas see it.
    store.dispatch(
      consentDecided({ choices: { 'Non-Essential Cookies': true }, decidedAt: '2031-01-01T00:00:00.000Z' }),
    );
    store.dispatch({ type: 'test/duringHydration' });
    await flushPromises();
    expect(store.getState()).toBe(before);
    expect(selectRehydrated(store.getState())).toBe(false);
    expect(seen.journeyAtStart).toBeUndefined();

    startAfterHydration();
    // The stored state comes back first (the storage answers in microtasks); the sagas and the held
    // actions wait for the next task, so that the page renders it in between.
    for (let tick = 0; tick < 50 && !selectRehydrated(store.getState()); tick += 1) await Promise.resolve();
    expect(store.getState().journey).toEqual(storedJourney);
    expect(seen.journeyAtStart).toBeUndefined();
    expect(seen.actions).toEqual([]);
    await sagasStarted;
    // The stored journey is back (a held action cannot make the rehydration skip a slice) ...
    expect(seen.journeyAtStart).toEqual(storedJourney);
    expect(store.getState().journey).toEqual(storedJourney);
    // ... then the held actions reach the reducers and the sagas, oldest first.
    expect(seen.actions).toEqual(['consent/consentDecided', 'test/duringHydration']);
    expect(store.getState().consent).not.toEqual(before.consent);
    store.dispatch({ type: 'test/afterwards' });
    expect(seen.actions.at(-1)).toBe('test/afterwards');
  });

  it('a hydrating page gets its held actions back one task at a time; one dispatched meanwhile waits behind them', async () => {
    jest.useFakeTimers();
    try {
      const { seen, saga } = probeSaga();
      const { store, startAfterHydration, sagasStarted } = makeStore({
        storage: memoryStorage({ 'persist:root': persisted() }),
        saga,
        holdUntilHydrated: true,
      });
      let started = false;
      void sagasStarted.then(() => (started = true));
      store.dispatch({ type: 'test/first' });
      store.dispatch({ type: 'test/second' });
      startAfterHydration();
      for (let tick = 0; tick < 50 && !selectRehydrated(store.getState()); tick += 1) await Promise.resolve();
      // One timer at a time: each task hands on at most one held action.
      const handedOnPerTask: number[] = [];
      for (let step = 0; step < 20 && !started; step += 1) {
        const before = seen.actions.length;
        jest.advanceTimersToNextTimer();
        await Promise.resolve();
        handedOnPerTask.push(seen.actions.length - before);
        if (seen.actions.length === 1 && before === 0) {
          expect(seen.journeyAtStart).toEqual(storedJourney);
          store.dispatch({ type: 'test/meanwhile' });
          expect(seen.actions).toEqual(['test/first']);
        }
      }
      expect(started).toBe(true);
      expect(Math.max(...handedOnPerTask)).toBe(1);
      expect(seen.actions).toEqual(['test/first', 'test/second', 'test/meanwhile']);
      store.dispatch({ type: 'test/afterwards' });
      expect(seen.actions.at(-1)).toBe('test/afterwards');
    } finally {
      jest.useRealTimers();
    }
  });

  it('starts the saga with an empty state when nothing was stored', async () => {
    const { seen, saga } = probeSaga();
    const { sagasStarted } = makeStore({ storage: memoryStorage(), saga });
    await sagasStarted;
    expect(seen.journeyAtStart).toEqual(initialJourneyState);
  });

  it('drops a state written by a newer build instead of trusting its shape', async () => {
    const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const { store, sagasStarted } = makeStore({
      storage: memoryStorage({ 'persist:root': persisted(99) }),
      saga: probeSaga().saga,
    });
    await sagasStarted;
    expect(store.getState().journey).toEqual(initialJourneyState);
    errors.mockRestore();
  });

  it('persists only the whitelisted slices, as objects (serialize: false)', async () => {
    const storage = memoryStorage();
    const { store, persistor, sagasStarted } = makeStore({ storage, saga: probeSaga().saga });
    await sagasStarted;
    store.dispatch(
      draftSaved({
        key: 'contact-adult',
        values: { Email: 'a@example.org' },
        savedAt: '2031-01-01T00:00:00.000Z',
      }),
    );
    store.dispatch(
      consentDecided({ choices: { 'Non-Essential Cookies': false }, decidedAt: '2031-01-01T00:00:00.000Z' }),
    );
    store.dispatch(
      entryQueued({
        id: 'e1',
        callName: 'x',
        group: 'g',
        label: 'l',
        state: 'saved',
        attempts: 0,
        createdAt: 1,
      } as never),
    );
    await persistor.flush();
    const saved = storage.map.get('persist:root') as Record<string, unknown>;
    expect(Object.keys(saved).sort()).toEqual([
      '_persist',
      'consent',
      'contactSubmission',
      'drafts',
      'journey',
      'siteConfirmation',
    ]);
    expect(saved.drafts).toEqual({
      byKey: { 'contact-adult': { values: { Email: 'a@example.org' }, savedAt: '2031-01-01T00:00:00.000Z' } },
    });
    expect(saved._persist).toEqual({ version: PERSIST_VERSION, rehydrated: true });
  });
});
