import { isIP } from 'node:net';
import type { FastifyRequest } from 'fastify';
import type { AppConfig } from '../config';

/*
 * The demo features (the stored mailbox with every mail's live sign-in and unsubscribe links,
 * the fixed demo life-link token) exist only when DEMO_MODE is on, and then only for a browser
 * on the server's own machine, unless DEMO_ALLOW_REMOTE opens them to everyone. Anything else
 * is answered as if they did not exist.
 */

function isLoopbackAddress(address: string | undefined): boolean {
  if (!address) return false;
  const plain = address.startsWith('::ffff:') ? address.slice('::ffff:'.length) : address;
  if (isIP(plain) === 4) return plain.startsWith('127.');
  return plain === '::1';
}

function headerValues(value: string | string[] | undefined): string[] {
  if (value === undefined) return [];
  return (Array.isArray(value) ? value : [value]).flatMap((entry) => entry.split(','));
}

/** `for=192.0.2.1`, `for="[2001:db8::1]:4711"`, `for=unknown`: the address, or the token as it is. */
function forwardedFor(element: string): string | null {
  const pair = element
    .split(';')
    .map((part) => part.trim())
    .find((part) => part.toLowerCase().startsWith('for='));
  if (!pair) return null;
  const value = pair.slice(4).replace(/^"|"$/g, '');
  const bracketed = /^\[([^\]]+)\](?::\d+)?$/.exec(value);
  if (bracketed) return bracketed[1] ?? value;
  return /^[\d.]+:\d+$/.test(value) ? value.slice(0, value.lastIndexOf(':')) : value;
}

/**
 * Every address the request names, its socket's and each one a proxy forwarded. A proxy on this
 * machine makes every visitor's socket a loopback one: without this, the whole Internet would be
 * "local" behind it (and TRUST_PROXY off would not say who the client was).
 */
function requestAddresses(request: FastifyRequest): string[] {
  const { headers } = request;
  const forwarded = headerValues(headers.forwarded).map(forwardedFor);
  return [
    request.socket.remoteAddress ?? '',
    ...headerValues(headers['x-forwarded-for']),
    ...headerValues(headers['x-real-ip']),
    ...forwarded.filter((address): address is string => address !== null),
  ].map((address) => address.trim());
}

export function isLoopbackRequest(request: FastifyRequest): boolean {
  return requestAddresses(request).every(isLoopbackAddress);
}

/** Whether this request may use the demo features. */
export function demoFeaturesFor(
  config: Pick<AppConfig, 'demoMode' | 'demoAllowRemote'>,
  request: FastifyRequest,
): boolean {
  if (!config.demoMode) return false;
  return config.demoAllowRemote || isLoopbackRequest(request);
}
