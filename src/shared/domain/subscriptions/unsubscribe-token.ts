/*
 * The uToken of an unsubscribe or resubscribe link. The parameter name is matched case-insensitively (mail
 * clients and people retype links).
 */

/** The server refuses shorter or longer tokens (contracts/subscriptions.ts unsubscribeToken). */
const MIN_LENGTH = 16;
const MAX_LENGTH = 200;

export function unsubscribeTokenOf(search: string): string | null {
  let found: string | null = null;
  // forEach, not for…of: src/shared is also compiled for the service worker, whose lib has no
  // iterable URLSearchParams. The first uToken wins.
  new URLSearchParams(search).forEach((value, name) => {
    if (found === null && name.toLowerCase() === 'utoken') found = value.trim();
  });
  if (found === null) return null;
  const token: string = found;
  return token.length >= MIN_LENGTH && token.length <= MAX_LENGTH ? token : null;
}

/** "profile update": the analytics references of the two changes. */
export const PROFILE_UPDATE_REFERENCES = {
  unsubscribe: 'email_unsubscribe_update',
  resubscribe: 'email_resubscribe_update',
} as const;

/** Where the profile token is kept for the tab's session. */
export const PROFILE_TOKEN_SESSION_KEY = 'myProfileVerificationToken';
