import axios, { type AxiosAdapter } from 'axios';
import axiosRetry from 'axios-retry';
import type { Answer } from '../shared/contracts/check-answer';
import { problemSchema, type Problem } from '../shared/contracts/problem';
import { ApiError, NetworkError } from './api-errors';
import { backoffDelay, RETRIES, shouldRetry } from './api-retry-policy';

/**
 * The only module importing axios at run time. It is loaded on the first call, not with the page:
 * a page whose answers came inlined in its HTML never downloads it.
 */

export interface TransportOptions {
  baseURL: string;
  timeoutMs: number;
  adapter?: AxiosAdapter;
  random: () => number;
}

export interface TransportRequest {
  callName: string;
  url: string;
  method: string;
  headers: Record<string, string>;
  data: unknown;
  signal?: AbortSignal;
}

/** Resolves with a 2xx answer (axios refuses the others, mapped to ApiError); rejects without one. */
export type Transport = (request: TransportRequest) => Promise<Answer>;

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

export function createAxiosTransport(options: TransportOptions): Transport {
  const { baseURL, timeoutMs, adapter, random } = options;
  const instance = axios.create({ baseURL, timeout: timeoutMs, ...(adapter ? { adapter } : {}) });
  axiosRetry(instance, {
    retries: RETRIES,
    retryCondition: shouldRetry,
    retryDelay: (retryNumber, error) => backoffDelay(retryNumber, error, random),
    shouldResetTimeout: true,
  });
  return async ({ callName, url, method, headers, data, signal }) => {
    try {
      const response = await instance.request({ url, method, headers, data, signal });
      return { status: response.status, body: response.data as unknown };
    } catch (error) {
      throw mapError(callName, error);
    }
  };
}
