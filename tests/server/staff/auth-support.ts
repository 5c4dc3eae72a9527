import { randomUUID } from 'node:crypto';
import type { LightMyRequestResponse } from 'fastify';
import type { OutboundMail } from '../../../src/server/integrations/mail';
import { STAFF_SESSION_COOKIE } from '../../../src/server/staff/staff-cookie';
import type { TestApp } from '../support/test-app';
import type { SoftAuthenticator } from './soft-authenticator';

/** A workspace call as the browser makes it: JSON, an Idempotency-Key on writes, the session cookie if any. */
export function call(
  t: TestApp,
  method: 'GET' | 'POST' | 'PUT',
  url: string,
  options: { body?: unknown; cookie?: string } = {},
): Promise<LightMyRequestResponse> {
  return t.app.inject({
    method,
    url,
    headers: {
      ...(method === 'GET' ? {} : { 'idempotency-key': randomUUID() }),
      ...(options.cookie ? { cookie: options.cookie } : {}),
    },
    ...(options.body === undefined ? {} : { payload: options.body as object }),
  });
}

/** The Set-Cookie header of the staff session, and the Cookie header to send it back. */
export function sessionOf(response: LightMyRequestResponse): { setCookie: string; cookie: string } {
  const header = response.headers['set-cookie'];
  const setCookie = [header ?? []].flat().find((value) => value.startsWith(`${STAFF_SESSION_COOKIE}=`));
  if (!setCookie) throw new Error(`no session cookie (status ${String(response.statusCode)})`);
  return { setCookie, cookie: setCookie.split(';')[0] as string };
}

/** The token in a workspace link's fragment. */
export function tokenOf(link: string): string {
  const token = new URL(link).hash.replace(/^#t=/, '');
  if (!token) throw new Error('no token in the link');
  return token;
}

export function originOf(t: TestApp): string {
  return new URL(t.deps.config.publicBaseUrl).origin;
}

/** The mails delivered so far. */
export function sentMails(t: TestApp): OutboundMail[] {
  return (t.deps.mail as unknown as { sent: OutboundMail[] }).sent;
}

/** Delivers the queue and returns the link of the last mail of `kind`-like subject to this address. */
export async function lastLinkTo(t: TestApp, email: string): Promise<string | null> {
  await t.deliver();
  const mail = sentMails(t)
    .filter((sent) => sent.to === email)
    .at(-1);
  return mail?.links?.[0]?.url ?? null;
}

/** Accepts an invitation with the software authenticator; returns the signed-in answer. */
export async function acceptInvitation(
  t: TestApp,
  authenticator: SoftAuthenticator,
  link: string,
): Promise<LightMyRequestResponse> {
  const token = tokenOf(link);
  const options = await call(t, 'POST', '/api/staff/invitation/options', { body: { token } });
  if (options.statusCode !== 200) return options;
  const { challengeId, options: creationOptions } = options.json<{
    challengeId: string;
    options: Record<string, unknown>;
  }>();
  const credential = authenticator.create(creationOptions, originOf(t));
  return call(t, 'POST', '/api/staff/invitation/complete', { body: { token, challengeId, credential } });
}

/** Signs in with the software authenticator's passkey. */
export async function passkeySignIn(
  t: TestApp,
  authenticator: SoftAuthenticator,
  credentialId?: string,
): Promise<LightMyRequestResponse> {
  const options = await call(t, 'POST', '/api/staff/sign-in/options');
  const { challengeId, options: requestOptions } = options.json<{
    challengeId: string;
    options: Record<string, unknown>;
  }>();
  const credential = authenticator.get(requestOptions, originOf(t), credentialId);
  return call(t, 'POST', '/api/staff/sign-in/verify', { body: { challengeId, credential } });
}
