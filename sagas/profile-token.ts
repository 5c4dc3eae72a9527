import { PROFILE_TOKEN_SESSION_KEY } from '../src/shared/domain/subscriptions/unsubscribe-token';
import type { SessionValues } from './browser-effects';

/*
 * The profile session token in sessionStorage (registration-profile.md §3 "Browser storage"):
 * one tab, gone when the tab closes, never in the persisted store.
 */

export function readProfileToken(session: SessionValues): string | null {
  const token = session.get(PROFILE_TOKEN_SESSION_KEY);
  return token && token.length > 0 ? token : null;
}

export function storeProfileToken(session: SessionValues, token: string): void {
  session.set(PROFILE_TOKEN_SESSION_KEY, token);
}

export function clearProfileToken(session: SessionValues): void {
  if (session.remove) session.remove(PROFILE_TOKEN_SESSION_KEY);
  else session.set(PROFILE_TOKEN_SESSION_KEY, '');
}

/** A new session token (registration): 32 random bytes, base64url, as profileToken expects. */
export function newProfileSessionToken(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(32));
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}
