import { randomUUID } from 'node:crypto';
import {
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
  type AuthenticationResponseJSON,
  type RegistrationResponseJSON,
} from '@simplewebauthn/server';
import type { Kysely } from 'kysely';
import type { AppDeps } from '../app-deps';
import type { Database } from '../db/schema';
import { HttpProblem } from '../http/problem';

/*
 * Passkeys (WebAuthn) for the workspace. The relying party is the public address's host, so a
 * passkey works only on this deployment's pages; challenges are stored, good once for 5 minutes.
 * Passkeys are discoverable: signing in needs no address typed, and reveals none.
 */

export const RP_NAME = 'Study team workspace';
const CHALLENGE_TTL_MS = 5 * 60 * 1000;

type PasskeyDeps = Pick<AppDeps, 'config'>;

export function relyingParty(deps: PasskeyDeps): { rpID: string; origin: string } {
  const url = new URL(deps.config.publicBaseUrl);
  return { rpID: url.hostname, origin: url.origin };
}

export interface PasskeyOptions {
  challengeId: string;
  options: Record<string, unknown>;
}

async function storeChallenge(
  db: Kysely<Database>,
  challenge: string,
  purpose: 'registration' | 'authentication',
  accountId: string | null,
  now: Date,
): Promise<string> {
  // Anyone may ask for sign-in options: expired challenges go as new ones come, so the table stays small.
  await db.deleteFrom('staff_challenges').where('expires_at', '<=', now).execute();
  const id = randomUUID();
  await db
    .insertInto('staff_challenges')
    .values({
      id,
      challenge,
      purpose,
      account_id: accountId,
      expires_at: new Date(now.getTime() + CHALLENGE_TTL_MS),
      used_at: null,
    })
    .execute();
  return id;
}

/** Uses a challenge up; 400 when it is unknown, used, expired or another account's. */
async function takeChallenge(
  db: Kysely<Database>,
  id: string,
  purpose: 'registration' | 'authentication',
  accountId: string | null,
  now: Date,
): Promise<string> {
  const row = await db
    .updateTable('staff_challenges')
    .set({ used_at: now })
    .where('id', '=', id)
    .where('purpose', '=', purpose)
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .where((eb) => (accountId === null ? eb('account_id', 'is', null) : eb('account_id', '=', accountId)))
    .returning('challenge')
    .executeTakeFirst();
  if (!row) {
    throw new HttpProblem(400, 'Passkey request expired', 'The passkey request expired. Please try again.');
  }
  return row.challenge;
}

/** Options to create a passkey for this account, never one it already has. */
export async function registrationOptions(
  db: Kysely<Database>,
  deps: PasskeyDeps,
  account: { id: string; email: string; displayName: string },
  now: Date,
): Promise<PasskeyOptions> {
  const existing = await db
    .selectFrom('staff_credentials')
    .select(['credential_id', 'transports'])
    .where('account_id', '=', account.id)
    .execute();
  const options = await generateRegistrationOptions({
    rpName: RP_NAME,
    rpID: relyingParty(deps).rpID,
    userName: account.email,
    userID: new TextEncoder().encode(account.id),
    userDisplayName: account.displayName,
    attestationType: 'none',
    excludeCredentials: existing.map((row) => ({ id: row.credential_id, transports: row.transports })),
    authenticatorSelection: { residentKey: 'required', userVerification: 'required' },
  });
  const challengeId = await storeChallenge(db, options.challenge, 'registration', account.id, now);
  return { challengeId, options: options as unknown as Record<string, unknown> };
}

/** Verifies and stores a new passkey of this account; 400 when the browser's answer does not verify. */
export async function registerPasskey(
  db: Kysely<Database>,
  deps: PasskeyDeps,
  accountId: string,
  challengeId: string,
  credential: Record<string, unknown>,
  now: Date,
): Promise<void> {
  const expectedChallenge = await takeChallenge(db, challengeId, 'registration', accountId, now);
  const { rpID, origin } = relyingParty(deps);
  const verification = await verifyRegistrationResponse({
    response: credential as unknown as RegistrationResponseJSON,
    expectedChallenge,
    expectedOrigin: origin,
    expectedRPID: rpID,
    requireUserVerification: true,
  }).catch(() => ({ verified: false as const }));
  if (!verification.verified) {
    throw new HttpProblem(
      400,
      'Passkey not accepted',
      'This passkey could not be verified. Please try again.',
    );
  }
  const created = verification.registrationInfo.credential;
  const inserted = await db
    .insertInto('staff_credentials')
    .values({
      credential_id: created.id,
      account_id: accountId,
      public_key: Buffer.from(created.publicKey).toString('base64url'),
      counter: created.counter,
      transports: JSON.stringify(created.transports ?? []),
      created_at: now,
      last_used_at: null,
    })
    .onConflict((oc) => oc.column('credential_id').doNothing())
    .executeTakeFirst();
  if (Number(inserted.numInsertedOrUpdatedRows ?? 0) !== 1) {
    throw new HttpProblem(409, 'Passkey already registered', 'This passkey is registered already.');
  }
}

/** Options to sign in with any of this site's passkeys. */
export async function authenticationOptions(
  db: Kysely<Database>,
  deps: PasskeyDeps,
  now: Date,
): Promise<PasskeyOptions> {
  const options = await generateAuthenticationOptions({
    rpID: relyingParty(deps).rpID,
    allowCredentials: [],
    userVerification: 'required',
  });
  const challengeId = await storeChallenge(db, options.challenge, 'authentication', null, now);
  return { challengeId, options: options as unknown as Record<string, unknown> };
}

const notSignedIn = () =>
  new HttpProblem(401, 'Sign-in failed', 'This passkey does not open an active workspace account.');

/** The account whose passkey signed this assertion (counter moved on); 401 otherwise. */
export async function verifyPasskey(
  db: Kysely<Database>,
  deps: PasskeyDeps,
  challengeId: string,
  credential: Record<string, unknown>,
  now: Date,
): Promise<string> {
  const expectedChallenge = await takeChallenge(db, challengeId, 'authentication', null, now);
  const id = typeof credential.id === 'string' ? credential.id : '';
  const stored = await db
    .selectFrom('staff_credentials')
    .innerJoin('staff_accounts', 'staff_accounts.id', 'staff_credentials.account_id')
    .select(['credential_id', 'account_id', 'public_key', 'counter', 'transports', 'staff_accounts.status'])
    .where('credential_id', '=', id)
    .executeTakeFirst();
  if (!stored || stored.status !== 'active') throw notSignedIn();
  const { rpID, origin } = relyingParty(deps);
  const verification = await verifyAuthenticationResponse({
    response: credential as unknown as AuthenticationResponseJSON,
    expectedChallenge,
    expectedOrigin: origin,
    expectedRPID: rpID,
    requireUserVerification: true,
    credential: {
      id: stored.credential_id,
      publicKey: new Uint8Array(Buffer.from(stored.public_key, 'base64url')),
      counter: Number(stored.counter),
      transports: stored.transports as never,
    },
  }).catch(() => null);
  if (!verification?.verified) throw notSignedIn();
  await db
    .updateTable('staff_credentials')
    .set({ counter: verification.authenticationInfo.newCounter, last_used_at: now })
    .where('credential_id', '=', stored.credential_id)
    .execute();
  return stored.account_id;
}
