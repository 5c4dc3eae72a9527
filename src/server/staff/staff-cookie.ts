import type { FastifyReply, FastifyRequest } from 'fastify';
import { STAFF_API_PREFIX, STAFF_SESSION_MAX_MS } from '../../shared/contracts/staff-scalars';

/**
 * The workspace session travels only in an HttpOnly, SameSite=Strict cookie scoped to the
 * workspace's calls: page scripts cannot read it, other sites cannot send it, and the participant
 * pages never carry it.
 */
export const STAFF_SESSION_COOKIE = 'staff_session';

function attributes(publicBaseUrl: string, maxAgeSeconds: number): string {
  const secure = publicBaseUrl.startsWith('https://') ? '; Secure' : '';
  return `Path=${STAFF_API_PREFIX}; HttpOnly; SameSite=Strict; Max-Age=${maxAgeSeconds}${secure}`;
}

export function setStaffSessionCookie(reply: FastifyReply, publicBaseUrl: string, token: string): void {
  reply.header(
    'set-cookie',
    `${STAFF_SESSION_COOKIE}=${token}; ${attributes(publicBaseUrl, Math.floor(STAFF_SESSION_MAX_MS / 1000))}`,
  );
}

export function clearStaffSessionCookie(reply: FastifyReply, publicBaseUrl: string): void {
  reply.header('set-cookie', `${STAFF_SESSION_COOKIE}=; ${attributes(publicBaseUrl, 0)}`);
}

/** The session token the request carries, if any. */
export function staffSessionToken(request: FastifyRequest): string | null {
  const header = request.headers.cookie;
  if (!header) return null;
  for (const part of header.split(';')) {
    const [name, ...rest] = part.trim().split('=');
    if (name === STAFF_SESSION_COOKIE) {
      const value = rest.join('=');
      return /^[A-Za-z0-9_-]{20,100}$/.test(value) ? value : null;
    }
  }
  return null;
}
