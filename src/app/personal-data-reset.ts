import { createAction, type Action, type Reducer } from '@reduxjs/toolkit';

import type { PersonalDataScope } from '../lib/personal-data-wipe';

export type { PersonalDataScope };

/** Every slice not listed here returns to its initial state; the persisted copy follows. */
const KEPT_SLICES: Record<PersonalDataScope, readonly string[]> = {
  // The outbox mirror and the service-worker update describe the device, the settings the site:
  // not the person.
  kiosk: ['outbox', 'offline', 'kiosk', 'siteSettings'],
  // On a personal phone the cookie choice is the owner's, and stays after signing out.
  signOut: ['outbox', 'offline', 'kiosk', 'siteSettings', 'consent'],
};

export const personalDataCleared = createAction<{ scope: PersonalDataScope }>('device/personalDataCleared');

/**
 * Wraps the root reducer: on personalDataCleared every slice but the device's own is rebuilt
 * from its initial state, so nothing of the previous person stays in memory or, after the next
 * persist write, on disk.
 */
export function withPersonalDataReset<S extends object>(reducer: Reducer<S>): Reducer<S> {
  return (state: S | undefined, action: Action) => {
    if (!personalDataCleared.match(action) || state === undefined) return reducer(state, action);
    const kept = KEPT_SLICES[action.payload.scope];
    const survivor = Object.fromEntries(
      Object.entries(state).filter(([name]) => kept.includes(name)),
    ) as Partial<S>;
    return reducer(survivor as S, action);
  };
}
