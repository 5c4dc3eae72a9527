import { PROFILE_TOKEN_SESSION_KEY } from '../../src/shared/domain/subscriptions/unsubscribe-token';
import type { SessionValues } from './browser-effects';

/*
 * The profile session token in sessionStorage: one tab, gone when the tab closes, never in the persisted
 * store.
 */

/**
 * The outbox write (its idempotency key) of the registration that made the stored token, kept
 * until that registration is settled: until it is delivered the server does not know the token,
 * and a page load's VerifyToken must wait for it instead of signing the new member out.
 */
export const TOKEN_REGISTRATION_SESSION_KEY = 'myProfileTokenRegistrationWrite';

export function readProfileToken(session: SessionValues): string | null {
  const token = session.get(PROFILE_TOKEN_SESSION_KEY);
  return token && token.length > 0 ? token : null;
}

export function storeProfileToken(session: SessionValues, token: string): void {
  session.set(PROFILE_TOKEN_SESSION_KEY, token);
}

function removeValue(session: SessionValues, key: string): void {
  if (session.remove) session.remove(key);
  else session.set(key, '');
}

export function clearProfileToken(session: SessionValues): void {
  removeValue(session, PROFILE_TOKEN_SESSION_KEY);
  removeValue(session, TOKEN_REGISTRATION_SESSION_KEY);
}

/** The stored token waits for the registration write `writeKey` to reach the server. */
export function rememberTokenRegistration(session: SessionValues, writeKey: string): void {
  session.set(TOKEN_REGISTRATION_SESSION_KEY, writeKey);
}

export function readTokenRegistration(session: SessionValues): string | null {
  const key = session.get(TOKEN_REGISTRATION_SESSION_KEY);
  return key && key.length > 0 ? key : null;
}

/** The registration is settled (delivered or refused): the token no longer waits for it. */
export function forgetTokenRegistration(session: SessionValues): void {
  removeValue(session, TOKEN_REGISTRATION_SESSION_KEY);
}

/** A new session token (registration): 32 random bytes, base64url, as profileToken expects. */
export function newProfileSessionToken(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(32));
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}
