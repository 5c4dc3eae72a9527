import { createHash } from 'node:crypto';

/** JSON with object keys sorted at every level, so equal values always serialise equally. */
export function canonicalJson(value: unknown): string {
  if (value === undefined) return 'null';
  if (value === null || typeof value !== 'object') return JSON.stringify(value);
  if (value instanceof Date) return JSON.stringify(value.toISOString());
  if (Array.isArray(value))
    return `[${value.map((item) => (item === undefined ? 'null' : canonicalJson(item))).join(',')}]`;
  const entries = Object.entries(value as Record<string, unknown>)
    .filter(([, item]) => item !== undefined)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return `{${entries.map(([key, item]) => `${JSON.stringify(key)}:${canonicalJson(item)}`).join(',')}}`;
}

export interface RequestIdentity {
  method: string;
  /** The contract's path template, e.g. /api/contacts/AddGlobalSettingsToDataExtension/:guestRef. */
  path: string;
  params: unknown;
  query: unknown;
  body: unknown;
}

/**
 * What "the same request" means for an Idempotency-Key: method, route, and the validated
 * params, query and body. Transport details (IP, headers, key order, whitespace) do not count.
 */
export function requestFingerprint(request: RequestIdentity): string {
  const canonical = canonicalJson([
    request.method.toUpperCase(),
    request.path,
    request.params,
    request.query,
    request.body,
  ]);
  return createHash('sha256').update(canonical).digest('hex');
}
