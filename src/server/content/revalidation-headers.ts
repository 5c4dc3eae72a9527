import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';

/** A weak validator of the JSON body: equal bodies, equal tags, whatever the compression. */
export function etagOf(body: unknown): string {
  return `W/"${createHash('sha1').update(JSON.stringify(body)).digest('base64url')}"`;
}

function matches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  return ifNoneMatch.split(',').some((tag) => {
    const candidate = tag.trim();
    return candidate === '*' || candidate === etag || `W/${candidate}` === etag;
  });
}

/**
 * preSerialization hook for content answers: `no-cache` (the service worker serves them
 * stale-while-revalidate, and every revalidation must reach the server), an ETag, and a 304 when
 * the client already holds this body. It runs before compression, so the tag is the same with
 * or without it.
 */
export async function revalidationHeaders(
  request: FastifyRequest,
  reply: FastifyReply,
  payload: unknown,
): Promise<unknown> {
  if (reply.statusCode !== 200) return payload;
  const etag = etagOf(payload);
  reply.header('cache-control', 'no-cache');
  reply.header('etag', etag);
  if (matches(request.headers['if-none-match'], etag)) reply.code(304);
  return payload;
}
