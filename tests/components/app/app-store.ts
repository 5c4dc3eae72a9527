import type { Middleware, UnknownAction } from '@reduxjs/toolkit';
import { makeStore } from '../../../src/app/store';
import { memoryStorage } from '../../support/memory-storage';

/**
 * The app's real store (every slice, redux-persist on an in-memory storage) with no sagas, for a
 * component rendered on its own; every action it is sent is recorded (redux-persist's own left out).
 */
export function appStore() {
  const actions: Array<UnknownAction & { payload?: unknown }> = [];
  const observe: Middleware = () => (next) => (action) => {
    if (!(action as UnknownAction).type.startsWith('persist/')) actions.push(action as UnknownAction);
    return next(action);
  };
  const { store } = makeStore({ storage: memoryStorage(), saga: function* idle() {}, observe });
  return { store, actions };
}
