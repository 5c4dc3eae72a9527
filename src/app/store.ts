import { configureStore } from '@reduxjs/toolkit';
import type { Middleware, UnknownAction } from '@reduxjs/toolkit';
import createSagaMiddleware, { type Saga } from 'redux-saga';
import {
  FLUSH,
  PAUSE,
  PERSIST,
  PURGE,
  REGISTER,
  REHYDRATE,
  persistReducer,
  persistStore,
  type Persistor,
  type PersistorOptions,
} from 'redux-persist';
import { rootSaga, type SagaContext } from '../../sagas/index';
import type { SuperviseOptions } from '../../sagas/shared/supervise';
import { storage as encryptedStorage, type PersistStorage } from '../lib/storage';
import { withPersonalDataReset } from './personal-data-reset';
import { persistConfig } from './persist';
import { lazySlices } from './root-reducer';

/** Forgets the person on `device/personalDataCleared` (kiosk reset, sign-out). */
export const rootReducer = withPersonalDataReset(lazySlices);

export interface MakeStoreOptions {
  /** Defaults to the encrypted IndexedDB storage; tests pass an in-memory one. */
  storage?: PersistStorage;
  /**
   * Tests only: fakes for the sagas' services (sagas/shared/saga-services.ts), the saga middleware's
   * context, and how supervised sagas restart. Each feature fills in the real services it needs.
   */
  sagaContext?: SagaContext;
  /** Defaults to sagas/index.ts' rootSaga; tests pass a fake to observe when it starts. */
  saga?: Saga<[SuperviseOptions]>;
  /**
   * For a page hydrating the server's first screen: the store does not change until
   * `startAfterHydration()`. Any update while React hydrates (the stored state coming back, a
   * saga's answer, a widget's "page opened") would make it drop the server's markup for a loading
   * placeholder. Rehydration and the sagas wait; what widgets dispatch meanwhile is held, then
   * dispatched in order once the stored state is back and the sagas listen.
   */
  holdUntilHydrated?: boolean;
  /**
   * Tests only: a middleware placed before the action hold and the sagas, so it sees every action
   * dispatched (the page's, the sagas', redux-persist's), held ones included. Unset in the app.
   */
  observe?: Middleware;
}

/**
 * Holds the app's actions (redux-persist's own pass) until released, then hands them on, in order,
 * to the rest of the chain (the sagas, the reducers). An action dispatched while the held ones are
 * still being handed on waits behind them.
 */
function actionHold() {
  let holding = false;
  const held: UnknownAction[] = [];
  let handOn: ((action: UnknownAction) => unknown) | null = null;
  const middleware: Middleware = () => (next) => {
    handOn = next;
    return (action) => {
      const type = (action as UnknownAction).type;
      if (!holding || type.startsWith('persist/')) return next(action);
      held.push(action as UnknownAction);
      return action;
    };
  };
  return {
    middleware,
    hold: () => {
      holding = true;
    },
    /**
     * Hands the held actions on, oldest first, then stops holding. With `oneByTask` each goes in a
     * task of its own (each may re-render the page), so that none makes one long task.
     */
    release: (oneByTask: boolean): Promise<void> =>
      new Promise((resolve) => {
        const step = () => {
          const action = held.shift();
          if (!action) {
            holding = false;
            resolve();
            return;
          }
          handOn?.(action);
          if (oneByTask) setTimeout(step, 0);
          else step();
        };
        step();
      }),
  };
}

function buildStore(storage: PersistStorage, observe?: Middleware, context: SagaContext = {}) {
  const hold = actionHold();
  const sagaMiddleware = createSagaMiddleware({
    context,
    onError: (error) => console.error('[saga] uncaught error', error),
  });
  const store = configureStore({
    reducer: persistReducer(persistConfig<ReturnType<typeof rootReducer>>(storage), rootReducer),
    middleware: (getDefault) =>
      getDefault({
        thunk: false, // side effects are sagas
        serializableCheck: { ignoredActions: [FLUSH, REHYDRATE, PAUSE, PERSIST, PURGE, REGISTER] },
      }).concat(...(observe ? [observe] : []), hold.middleware, sagaMiddleware),
  });
  return { store, sagaMiddleware, hold };
}

export type AppStore = ReturnType<typeof buildStore>['store'];
export type RootState = ReturnType<AppStore['getState']>;
export type AppDispatch = AppStore['dispatch'];

/**
 * Creates the store, starts rehydration, and starts the root saga ONLY once the persisted slices
 * are back: no saga can act on (or overwrite) an empty journey before the stored one is restored.
 */
export function makeStore(options: MakeStoreOptions = {}): {
  store: AppStore;
  persistor: Persistor;
  /** With `holdUntilHydrated`: rehydrates, starts the sagas, then dispatches the held actions. */
  startAfterHydration: () => void;
  /** Resolves when rehydration is done and the root saga runs. */
  sagasStarted: Promise<void>;
} {
  const { store, sagaMiddleware, hold } = buildStore(
    options.storage ?? encryptedStorage,
    options.observe,
    options.sagaContext,
  );
  const saga = options.saga ?? rootSaga;
  const deferred = options.holdUntilHydrated ?? false;
  if (deferred) hold.hold();
  // redux-persist 6 supports manualPersist; its type declarations do not list it.
  const persistor = persistStore(store, { manualPersist: deferred } as PersistorOptions);
  const sagasStarted = new Promise<void>((resolve) => {
    let started = false;
    const startSagas = () => {
      const { log, restartDelayMs } = options.sagaContext ?? {};
      sagaMiddleware.run(saga, { log, restartDelayMs, startInSlices: deferred });
      // The feature sagas take their first steps in the tasks queued before this one.
      if (deferred) setTimeout(() => void hold.release(true).then(resolve), 0);
      else void hold.release(false).then(resolve);
    };
    const startWhenRehydrated = () => {
      if (started || !persistor.getState().bootstrapped) return;
      started = true;
      unsubscribe();
      // After hydration, the stored state's render and the sagas' start are two tasks, not one
      // long one: a slow phone can paint and answer a tap in between (the actions are still held).
      if (deferred) setTimeout(startSagas, 0);
      else startSagas();
    };
    const unsubscribe = persistor.subscribe(startWhenRehydrated);
    startWhenRehydrated();
  });
  let persisting = !deferred;
  const startAfterHydration = () => {
    if (persisting) return;
    persisting = true;
    persistor.persist();
  };
  return { store, persistor, startAfterHydration, sagasStarted };
}
