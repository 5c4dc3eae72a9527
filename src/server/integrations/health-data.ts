import { createHash, randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';

/*
 * Health-data sharing. Two adapters:
 *  - Human API, when HUMAN_API_CLIENT_ID and HUMAN_API_CLIENT_SECRET are set: a connect session
 *    from its token endpoint (HUMAN_API_TOKEN_URL overrides the address), tried up to retryCount
 *    times;
 *  - otherwise the local sandbox: it issues session tokens (stored only as their SHA-256) and
 *    completes a connection when the sandbox dialog posts the token back
 *    (POST /api/humanapi/sandbox/connect).
 */

export interface HealthDataSessionRequest {
  email: string;
  enrollmentId: string;
  retryCount: number;
}

export interface HealthDataSession {
  session_token: string;
  human_id: string;
  connect: 'humanapi' | 'sandbox';
}

export interface HealthDataAdapter {
  readonly kind: 'humanapi' | 'sandbox';
  createSession(
    db: Kysely<Database>,
    request: HealthDataSessionRequest,
    now: Date,
  ): Promise<HealthDataSession>;
}

export const HUMAN_API_TOKEN_URL = 'https://auth.humanapi.co/v1/connect/token';
const REQUEST_TIMEOUT_MS = 10_000;

export function hashSessionToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}

/** The same person (enrolment) always gets the same sandbox human id. */
export function sandboxHumanId(enrollmentId: string): string {
  return `sandbox-${createHash('sha256').update(enrollmentId).digest('hex').slice(0, 20)}`;
}

export const sandboxHealthData: HealthDataAdapter = {
  kind: 'sandbox',
  async createSession(db, request, now) {
    const token = `sandbox_${randomBytes(24).toString('base64url')}`;
    const humanId = sandboxHumanId(request.enrollmentId);
    await db
      .insertInto('health_data_sandbox_sessions')
      .values({
        token_hash: hashSessionToken(token),
        enrollment_id: request.enrollmentId,
        human_id: humanId,
        status: 'Issued',
        created_at: now,
        connected_at: null,
      })
      .execute();
    return { session_token: token, human_id: humanId, connect: 'sandbox' };
  },
};

/** The sandbox's "connect": null for an unknown token; repeating it changes nothing. */
export async function connectSandboxSession(
  db: Kysely<Database>,
  token: string,
  now: Date,
): Promise<{ human_id: string; status: 'Connected' } | null> {
  const row = await db
    .updateTable('health_data_sandbox_sessions')
    .set((eb) => ({ status: 'Connected', connected_at: eb.fn.coalesce('connected_at', eb.val(now)) }))
    .where('token_hash', '=', hashSessionToken(token))
    .returning('human_id')
    .executeTakeFirst();
  return row ? { human_id: row.human_id, status: 'Connected' } : null;
}

type Fetch = typeof fetch;

export function humanApiHealthData(
  credentials: { clientId: string; clientSecret: string; tokenUrl?: string },
  fetchImpl: Fetch = fetch,
): HealthDataAdapter {
  const request = async (body: HealthDataSessionRequest): Promise<HealthDataSession> => {
    const response = await fetchImpl(credentials.tokenUrl ?? HUMAN_API_TOKEN_URL, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
      body: JSON.stringify({
        client_id: credentials.clientId,
        client_secret: credentials.clientSecret,
        client_user_id: body.enrollmentId,
        client_user_email: body.email,
        type: 'session',
      }),
    });
    if (!response.ok) throw new Error(`Human API answered ${response.status}`);
    const data = (await response.json()) as { session_token?: unknown; human_id?: unknown };
    if (typeof data.session_token !== 'string') throw new Error('Human API sent no session token');
    return { session_token: data.session_token, human_id: String(data.human_id ?? ''), connect: 'humanapi' };
  };
  return {
    kind: 'humanapi',
    async createSession(_db, body) {
      let lastError: unknown = null;
      for (let attempt = 0; attempt < Math.max(1, body.retryCount); attempt += 1) {
        try {
          return await request(body);
        } catch (error) {
          lastError = error;
        }
      }
      throw lastError instanceof Error ? lastError : new Error('Human API session failed');
    },
  };
}

/** The adapter the environment configures. */
export function healthDataAdapterFromEnv(env: NodeJS.ProcessEnv = process.env): HealthDataAdapter {
  const clientId = env.HUMAN_API_CLIENT_ID?.trim();
  const clientSecret = env.HUMAN_API_CLIENT_SECRET?.trim();
  if (!clientId || !clientSecret) return sandboxHealthData;
  return humanApiHealthData({
    clientId,
    clientSecret,
    tokenUrl: env.HUMAN_API_TOKEN_URL?.trim() || undefined,
  });
}
