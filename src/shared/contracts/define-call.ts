import * as z from 'zod/mini';
import { lazySchema } from '../lazy-schema';

/**
 * One call of the spec: the single source of truth shared by the API client, the
 * service worker's outbox delivery and the server's route registration.
 */
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

export interface CallContract<
  Params extends z.ZodMiniType = z.ZodMiniType,
  Query extends z.ZodMiniType = z.ZodMiniType,
  Body extends z.ZodMiniType = z.ZodMiniType,
  Response extends z.ZodMiniType = z.ZodMiniType,
> {
  /** A stable name, used in logs, analytics and outbox entries. */
  readonly name: string;
  readonly method: HttpMethod;
  /** The spec's path, verbatim, with `:name` for path parameters. */
  readonly path: string;
  readonly params: Params;
  readonly query: Query;
  readonly body: Body;
  readonly response: Response;
  /** True for calls that change state: they require an Idempotency-Key header. */
  readonly changesState: boolean;
}

const none = lazySchema(() => z.strictObject({}));
type None = typeof none;

export function defineCall<
  Params extends z.ZodMiniType = None,
  Query extends z.ZodMiniType = None,
  Body extends z.ZodMiniType = None,
  Response extends z.ZodMiniType = z.ZodMiniType,
>(spec: {
  name: string;
  method: HttpMethod;
  path: string;
  params?: Params;
  query?: Query;
  body?: Body;
  response: Response;
  changesState?: boolean;
}): CallContract<Params, Query, Body, Response> {
  return {
    name: spec.name,
    method: spec.method,
    path: spec.path,
    params: (spec.params ?? none) as Params,
    query: (spec.query ?? none) as Query,
    body: (spec.body ?? none) as Body,
    response: spec.response,
    changesState: spec.changesState ?? spec.method !== 'GET',
  };
}

export type ParamsOf<C extends CallContract> = z.input<C['params']>;
export type QueryOf<C extends CallContract> = z.input<C['query']>;
export type BodyOf<C extends CallContract> = z.input<C['body']>;
export type ResponseOf<C extends CallContract> = z.output<C['response']>;

/** Fills `:name` segments and appends the query string. */
export function buildUrl(
  path: string,
  params: Record<string, string | number> = {},
  query: Record<string, string | number | boolean | undefined | null> = {},
): string {
  const filled = path.replace(/:([A-Za-z0-9_]+)/g, (_, key: string) => {
    const value = params[key];
    if (value === undefined) throw new Error(`Missing path parameter ${key} for ${path}`);
    return encodeURIComponent(String(value));
  });
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null) search.append(key, String(value));
  }
  const qs = search.toString();
  return qs ? `${filled}?${qs}` : filled;
}
