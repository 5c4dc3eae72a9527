import { profileDeps, type ProfileSagaDeps } from '../profile/profile-deps';

/*
 * The trial sagas' effects, injectable so tests drive them without a browser: the profile sagas'
 * ones (API client, outbox writes, the tab's session storage with the profile token) plus the
 * pause in typing before suggestions are asked for.
 */

/** A pause in typing this long asks the server for suggestions; earlier keystrokes ask nothing. */
export const SUGGEST_DEBOUNCE_MS = 300;

export interface TrialsSagaDeps extends ProfileSagaDeps {
  suggestDebounceMs: number;
}

export function trialsDeps(overrides: Partial<TrialsSagaDeps> = {}): TrialsSagaDeps {
  // Object.assign keeps the lazy `api` getter (axios is only loaded on the first call).
  return Object.assign(profileDeps(overrides), {
    suggestDebounceMs: overrides.suggestDebounceMs ?? SUGGEST_DEBOUNCE_MS,
  });
}
