import axios, { type AxiosAdapter, type AxiosError, type AxiosRequestConfig } from 'axios';
import axiosRetry from 'axios-retry';
import type * as z from 'zod/mini';
import {
  buildUrl,
  type BodyOf,
  type CallContract,
  type ParamsOf,
  type QueryOf,
  type ResponseOf,
} from '../shared/contracts/define-call';
import { DEVICE_HEADER, IDEMPOTENCY_HEADER, problemSchema, type Problem } from '../shared/contracts/problem';

/** The only module importing axios: everything else talks to the API through `ApiClient.call`. */

export const RETRIES = 3;
export const RETRY_BASE_MS = 500;
const MAX_RETRY_AFTER_MS = 30_000;

export class ApiError extends Error {
  override readonly name = 'ApiError';
  constructor(
    readonly callName: string,
    readonly status: number,
    readonly problem: Problem,
  ) {
    super(`${callName} failed with ${status}: ${problem.title}`);
  }
}

export class NetworkError extends Error {
  override readonly name = 'NetworkError';
  constructor(
    readonly callName: string,
    /** axios' error code, e.g. ERR_NETWORK, ECONNABORTED (timeout), ERR_CANCELED. */
    readonly code: string,
  ) {
    super(`${callName}: network failure (${code})`);
  }
  get aborted(): boolean {
    return this.code === 'ERR_CANCELED';
  }
}

export class ContractError extends Error {
  override readonly name = 'ContractError';
  constructor(
    readonly callName: string,
    readonly issues: ReadonlyArray<z.core.$ZodIssue>,
  ) {
    super(`${callName}: the response does not match its contract`);
  }
}

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
  deviceId: string;
  timeoutMs?: number;
  /** Tests inject a stub transport; the browser uses axios' XHR/fetch adapter. */
  adapter?: AxiosAdapter;
  /** Jitter source for back-off (0..1); tests pin it for exact delays. */
  random?: () => number;
}

function hasIdempotencyKey(config: AxiosRequestConfig | undefined): boolean {
  const headers = config?.headers as Record<string, unknown> | undefined;
  if (!headers) return false;
  return Object.keys(headers).some((name) => name.toLowerCase() === IDEMPOTENCY_HEADER && headers[name]);
}

function isBrowserOffline(): boolean {
  return typeof navigator !== 'undefined' && navigator.onLine === false;
}

/** No response at all, and not a cancellation or a timeout (a timed-out call is not repeated). */
export function isNetworkFailure(error: AxiosError): boolean {
  if (error.response) return false;
  return !['ERR_CANCELED', 'ECONNABORTED', 'ETIMEDOUT'].includes(error.code ?? '');
}

/** Retry only when a repeat cannot double an effect: safe methods, or a request carrying a key. */
export function shouldRetry(error: AxiosError): boolean {
  if (isBrowserOffline()) return false; // the outbox replays writes once the browser is back online
  const status = error.response?.status;
  const transient = status === undefined ? isNetworkFailure(error) : status === 429 || status >= 500;
  if (!transient) return false;
  const method = (error.config?.method ?? '').toUpperCase();
  return method === 'GET' || method === 'HEAD' || hasIdempotencyKey(error.config);
}

function retryAfterMs(error: AxiosError): number {
  const header = (error.response?.headers as Record<string, unknown> | undefined)?.['retry-after'];
  const seconds = Number(header);
  return Number.isFinite(seconds) && seconds > 0 ? Math.min(seconds * 1000, MAX_RETRY_AFTER_MS) : 0;
}

/** 500 ms, 1 s, 2 s (+ up to 20 % jitter), or the server's Retry-After when longer. */
export function backoffDelay(
  retryNumber: number,
  error: AxiosError,
  random: () => number = Math.random,
): number {
  const base = RETRY_BASE_MS * 2 ** (retryNumber - 1);
  const delay = Math.max(base, retryAfterMs(error));
  return Math.round(delay + delay * 0.2 * random());
}

function toProblem(status: number, data: unknown, statusText: string): Problem {
  const parsed = problemSchema.safeParse(data);
  if (parsed.success) return parsed.data;
  return { type: 'about:blank', title: statusText || `HTTP ${status}`, status };
}

function mapError(callName: string, error: unknown): Error {
  if (!axios.isAxiosError(error)) return error instanceof Error ? error : new Error(String(error));
  const response = error.response;
  if (response)
    return new ApiError(
      callName,
      response.status,
      toProblem(response.status, response.data, response.statusText),
    );
  return new NetworkError(callName, error.code ?? 'ERR_NETWORK');
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
  const instance = axios.create({ baseURL, timeout: timeoutMs, ...(adapter ? { adapter } : {}) });
  axiosRetry(instance, {
    retries: RETRIES,
    retryCondition: shouldRetry,
    retryDelay: (retryNumber, error) => backoffDelay(retryNumber, error, random),
    shouldResetTimeout: true,
  });

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
    let data: unknown;
    try {
      const response = await instance.request({
        url,
        method: contract.method,
        headers: requestHeaders(contract, deviceId, callOptions),
        data: contract.method === 'GET' ? undefined : (input.body ?? {}),
        signal: callOptions.signal,
      });
      data = response.data;
    } catch (error) {
      throw mapError(contract.name, error);
    }
    const parsed = contract.response.safeParse(data);
    if (!parsed.success) throw new ContractError(contract.name, parsed.error.issues);
    return parsed.data as ResponseOf<C>;
  }

  return { call };
}
