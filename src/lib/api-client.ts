import type { AxiosAdapter } from 'axios';
import {
  buildUrl,
  type BodyOf,
  type CallContract,
  type ParamsOf,
  type QueryOf,
  type ResponseOf,
} from '../shared/contracts/define-call';
import { checkAnswer } from '../shared/contracts/check-answer';
import { DEVICE_HEADER, IDEMPOTENCY_HEADER } from '../shared/contracts/problem';
import { ContractError } from './api-errors';
import type { Transport } from './axios-transport';

/**
 * Everything talks to the API through `ApiClient.call`: the URL from the contract, the device and
 * idempotency headers, and the answer checked against the contract. axios (axios-transport.ts)
 * is downloaded on the first call.
 */

export { ApiError, ContractError, NetworkError, isOfflineFailure } from './api-errors';
export { backoffDelay, isNetworkFailure, RETRIES, RETRY_BASE_MS, shouldRetry } from './api-retry-policy';

export interface CallInput<C extends CallContract> {
  params?: ParamsOf<C>;
  query?: QueryOf<C>;
  body?: BodyOf<C>;
}

export interface CallOptions {
  /** Reused on every retry and on outbox replays; a fresh UUID is used when absent. */
  idempotencyKey?: string;
  signal?: AbortSignal;
}

export interface ApiClient {
  call<C extends CallContract>(
    contract: C,
    input?: CallInput<C>,
    options?: CallOptions,
  ): Promise<ResponseOf<C>>;
}

export interface ApiClientOptions {
  baseURL?: string;
  /**
   * The X-Device-Id value, or where to read it: the page passes a getter, so that the first read
   * of localStorage (a synchronous round trip to the browser in a fresh profile) happens at the
   * first call instead of while the page starts.
   */
  deviceId: string | (() => string);
  timeoutMs?: number;
  /** Tests inject a stub transport; the browser uses axios' XHR/fetch adapter. */
  adapter?: AxiosAdapter;
  /** Jitter source for back-off (0..1); tests pin it for exact delays. */
  random?: () => number;
}

function requestHeaders(
  contract: CallContract,
  deviceId: string,
  options: CallOptions,
): Record<string, string> {
  const headers: Record<string, string> = {
    Accept: 'application/json, application/problem+json',
    [DEVICE_HEADER]: deviceId,
  };
  if (contract.method !== 'GET') headers['Content-Type'] = 'application/json';
  if (contract.changesState) headers[IDEMPOTENCY_HEADER] = options.idempotencyKey ?? crypto.randomUUID();
  return headers;
}

export function createApiClient(options: ApiClientOptions): ApiClient {
  const { baseURL = '', deviceId, timeoutMs = 15_000, adapter, random = Math.random } = options;
  let transport: Promise<Transport> | null = null;
  const loadTransport = () =>
    (transport ??= import('./axios-transport').then(({ createAxiosTransport }) =>
      createAxiosTransport({ baseURL, timeoutMs, adapter, random }),
    ));

  async function call<C extends CallContract>(
    contract: C,
    input: CallInput<C> = {},
    callOptions: CallOptions = {},
  ): Promise<ResponseOf<C>> {
    const url = buildUrl(
      contract.path,
      (input.params ?? {}) as Record<string, string | number>,
      (input.query ?? {}) as Record<string, string | number | boolean | undefined | null>,
    );
    const send = await loadTransport();
    const answer = await send({
      callName: contract.name,
      url,
      method: contract.method,
      headers: requestHeaders(contract, typeof deviceId === 'function' ? deviceId() : deviceId, callOptions),
      data: contract.method === 'GET' ? undefined : (input.body ?? {}),
      signal: callOptions.signal,
    });
    const checked = checkAnswer(contract, answer);
    if (!checked.ok) throw new ContractError(contract.name, checked.issues);
    return checked.response;
  }

  return { call };
}
