import { useEffect, useState } from 'react';
import { isOfflineFailure, type ApiClient, type CallInput } from '../lib/api-client';
import type { CallContract, ResponseOf } from '../shared/contracts/define-call';
import { useApi } from './api-context';
import { takeInitialAnswer } from '../lib/initial-answers';

/**
 * Reads content for rendering (layouts; the site settings are the site-settings saga's). Writes
 * never come through here: they are events handled by sagas and the outbox. Answers are kept in
 * memory per client, so going back to a page is instant; offline freshness is the service
 * worker's stale-while-revalidate cache.
 */
export type QueryState<T> =
  | { status: 'loading' }
  | { status: 'success'; data: T }
  | { status: 'error'; error: Error; offline: boolean };

const MAX_CACHED = 40;
const caches = new WeakMap<ApiClient, Map<string, unknown>>();

function cacheOf(client: ApiClient): Map<string, unknown> {
  let cache = caches.get(client);
  if (!cache) {
    cache = new Map();
    caches.set(client, cache);
  }
  return cache;
}

function remember(cache: Map<string, unknown>, key: string, value: unknown): void {
  cache.delete(key);
  cache.set(key, value);
  if (cache.size > MAX_CACHED) cache.delete(cache.keys().next().value as string);
}

/** Answers known before the first render (the server's render of a page): read like inlined ones. */
export function primeQueryCache(client: ApiClient, answers: Record<string, unknown>): void {
  const cache = cacheOf(client);
  for (const [key, value] of Object.entries(answers)) remember(cache, key, value);
}

/** The answer `client` holds for `key` (on the server: one its render was primed with). */
export function cachedAnswer(client: ApiClient, key: string): unknown {
  return caches.get(client)?.get(key);
}

interface Settled<T> {
  key: string;
  attempt: number;
  state: QueryState<T>;
}

export function useApiQuery<C extends CallContract>(
  contract: C,
  input: CallInput<C>,
  key: string,
): QueryState<ResponseOf<C>> & { retry: () => void } {
  const client = useApi();
  const cache = cacheOf(client);
  const [attempt, setAttempt] = useState(0);
  // Only settled answers are stored: "loading" is whatever has not settled for this key and attempt.
  const [settled, setSettled] = useState<Settled<ResponseOf<C>> | null>(null);
  if (!cache.has(key)) {
    const inlined = takeInitialAnswer(contract, key);
    if (inlined !== undefined) remember(cache, key, inlined);
  }
  const cached = cache.has(key) ? (cache.get(key) as ResponseOf<C>) : undefined;

  useEffect(() => {
    if (cache.has(key)) return;
    const controller = new AbortController();
    client.call(contract, input, { signal: controller.signal }).then(
      (data) => {
        remember(cache, key, data);
        if (!controller.signal.aborted) setSettled({ key, attempt, state: { status: 'success', data } });
      },
      (error: unknown) => {
        if (controller.signal.aborted) return;
        const failure = error instanceof Error ? error : new Error(String(error));
        setSettled({
          key,
          attempt,
          state: { status: 'error', error: failure, offline: isOfflineFailure(failure) },
        });
      },
    );
    return () => controller.abort();
    // `input` is described by `key`; listing it would refetch on every render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [client, contract, key, attempt]);

  const current = settled?.key === key && settled.attempt === attempt ? settled.state : null;
  const failed = current?.status === 'error';
  useEffect(() => {
    if (!failed) return;
    const again = () => setAttempt((n) => n + 1);
    window.addEventListener('online', again);
    return () => window.removeEventListener('online', again);
  }, [failed]);

  const retry = () => setAttempt((n) => n + 1);
  if (cached !== undefined) return { status: 'success', data: cached, retry };
  return { ...(current ?? { status: 'loading' }), retry };
}
