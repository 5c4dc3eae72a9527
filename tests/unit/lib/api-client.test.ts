import { AxiosError, AxiosHeaders, type AxiosAdapter, type InternalAxiosRequestConfig } from 'axios';
import * as z from 'zod/mini';
import { defineCall } from '../../../src/shared/contracts/define-call';
import {
  ApiError,
  ContractError,
  NetworkError,
  backoffDelay,
  createApiClient,
} from '../../../src/lib/api-client';

const getThing = defineCall({
  name: 'getThing',
  method: 'GET',
  path: '/api/things/:id',
  params: z.object({ id: z.string() }),
  query: z.object({ language: z.string() }),
  response: z.object({ id: z.string(), count: z.number() }),
});

const postThing = defineCall({
  name: 'postThing',
  method: 'POST',
  path: '/api/things',
  body: z.object({ name: z.string() }),
  response: z.object({ ok: z.boolean() }),
});

const postUnkeyed = defineCall({
  name: 'postUnkeyed',
  method: 'POST',
  path: '/api/unkeyed',
  body: z.object({ name: z.string() }),
  response: z.object({ ok: z.boolean() }),
  changesState: false,
});

type Reply = { status: number; data?: unknown; headers?: Record<string, string> } | 'network-error';

/** A transport stub: records every request and answers from a script (last reply repeats). */
function stubAdapter(replies: Reply[]) {
  const requests: InternalAxiosRequestConfig[] = [];
  const adapter: AxiosAdapter = async (config) => {
    requests.push(config);
    const reply = replies[Math.min(requests.length - 1, replies.length - 1)] ?? 'network-error';
    if (reply === 'network-error') {
      throw new AxiosError('Network Error', AxiosError.ERR_NETWORK, config, {});
    }
    const response = {
      data: reply.data,
      status: reply.status,
      statusText: String(reply.status),
      headers: new AxiosHeaders(reply.headers ?? {}),
      config,
    };
    if (reply.status >= 200 && reply.status < 300) return response;
    throw new AxiosError(`HTTP ${reply.status}`, AxiosError.ERR_BAD_RESPONSE, config, {}, response);
  };
  return { adapter, requests };
}

function header(config: InternalAxiosRequestConfig, name: string): string | undefined {
  const value = AxiosHeaders.from(config.headers).get(name);
  return typeof value === 'string' ? value : undefined;
}

function client(replies: Reply[]) {
  const stub = stubAdapter(replies);
  const api = createApiClient({ deviceId: 'device-1234567890ab', adapter: stub.adapter, random: () => 0 });
  return { api, requests: stub.requests };
}

/** Runs a call to completion while fake time advances, then returns its settled outcome. */
async function settle<T>(promise: Promise<T>): Promise<{ value?: T; error?: unknown }> {
  const outcome = promise.then(
    (value) => ({ value }),
    (error: unknown) => ({ error }),
  );
  await jest.runAllTimersAsync();
  return outcome;
}

describe('api client', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('builds the URL, sends the device id and returns the validated response', async () => {
    const { api, requests } = client([{ status: 200, data: { id: 'a b', count: 2 } }]);
    const result = await api.call(getThing, { params: { id: 'a b' }, query: { language: 'es' } });
    expect(result).toEqual({ id: 'a b', count: 2 });
    expect(requests[0]?.url).toBe('/api/things/a%20b?language=es');
    expect(requests[0]?.method).toBe('get');
    expect(header(requests[0]!, 'x-device-id')).toBe('device-1234567890ab');
    expect(header(requests[0]!, 'idempotency-key')).toBeUndefined();
  });

  it('reads the device id from a getter only when a call is made', async () => {
    const stub = stubAdapter([{ status: 200, data: { id: 'a', count: 1 } }]);
    const deviceId = jest.fn(() => 'device-from-getter-01');
    const api = createApiClient({ deviceId, adapter: stub.adapter, random: () => 0 });
    expect(deviceId).not.toHaveBeenCalled();
    await api.call(getThing, { params: { id: 'a' }, query: { language: 'en' } });
    expect(deviceId).toHaveBeenCalledTimes(1);
    expect(header(stub.requests[0]!, 'x-device-id')).toBe('device-from-getter-01');
  });

  it('throws a ContractError when the response does not match the contract', async () => {
    const { api } = client([{ status: 200, data: { id: 'x', count: 'two' } }]);
    const error = await api
      .call(getThing, { params: { id: 'x' }, query: { language: 'en' } })
      .catch((e) => e);
    expect(error).toBeInstanceOf(ContractError);
    expect((error as ContractError).issues[0]?.path).toEqual(['count']);
  });

  it('maps problem+json answers to ApiError without retrying a 4xx', async () => {
    const problem = {
      type: 'about:blank',
      title: 'Bad Request',
      status: 400,
      errors: [{ field: 'body.name', reason: 'Required' }],
    };
    const { api, requests } = client([{ status: 400, data: problem }]);
    const { error } = await settle(api.call(postThing, { body: { name: '' } }, { idempotencyKey: 'k-1' }));
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(400);
    expect((error as ApiError).problem.errors).toEqual(problem.errors);
    expect(requests).toHaveLength(1);
  });

  it('synthesises a problem when the error body is not problem+json', async () => {
    const { api } = client([{ status: 404, data: '<html>nope</html>' }]);
    const { error } = await settle(api.call(getThing, { params: { id: 'x' }, query: { language: 'en' } }));
    expect((error as ApiError).problem).toEqual({ type: 'about:blank', title: '404', status: 404 });
  });

  it('sends a fresh Idempotency-Key for state-changing calls and the given one when provided', async () => {
    const { api, requests } = client([{ status: 200, data: { ok: true } }]);
    await api.call(postThing, { body: { name: 'a' } });
    await api.call(postThing, { body: { name: 'b' } }, { idempotencyKey: 'given-key' });
    expect(header(requests[0]!, 'idempotency-key')).toMatch(/^[0-9a-f-]{36}$/);
    expect(header(requests[1]!, 'idempotency-key')).toBe('given-key');
    expect(JSON.parse(String(requests[1]?.data))).toEqual({ name: 'b' });
  });

  it('never retries a POST that carries no Idempotency-Key', async () => {
    const { api, requests } = client([{ status: 503 }]);
    const { error } = await settle(api.call(postUnkeyed, { body: { name: 'a' } }));
    expect(error).toBeInstanceOf(ApiError);
    expect(requests).toHaveLength(1);
    const network = client(['network-error']);
    const second = await settle(network.api.call(postUnkeyed, { body: { name: 'a' } }));
    expect(second.error).toBeInstanceOf(NetworkError);
    expect(network.requests).toHaveLength(1);
  });

  it('retries a keyed POST on 503 and network errors with the SAME key', async () => {
    const { api, requests } = client([{ status: 503 }, 'network-error', { status: 200, data: { ok: true } }]);
    const { value } = await settle(
      api.call(postThing, { body: { name: 'a' } }, { idempotencyKey: 'same-key' }),
    );
    expect(value).toEqual({ ok: true });
    expect(requests.map((r) => header(r, 'idempotency-key'))).toEqual(['same-key', 'same-key', 'same-key']);
    expect(requests.map((r) => JSON.parse(String(r.data)))).toEqual([
      { name: 'a' },
      { name: 'a' },
      { name: 'a' },
    ]);
  });

  it('gives up after 3 retries and maps the last network failure to NetworkError', async () => {
    const { api, requests } = client(['network-error']);
    const { error } = await settle(api.call(getThing, { params: { id: 'x' }, query: { language: 'en' } }));
    expect(error).toBeInstanceOf(NetworkError);
    expect((error as NetworkError).code).toBe('ERR_NETWORK');
    expect(requests).toHaveLength(4);
  });

  it('retries 429 but not 404 on a GET', async () => {
    const limited = client([{ status: 429 }, { status: 200, data: { id: 'x', count: 1 } }]);
    const ok = await settle(limited.api.call(getThing, { params: { id: 'x' }, query: { language: 'en' } }));
    expect(ok.value).toEqual({ id: 'x', count: 1 });
    expect(limited.requests).toHaveLength(2);
    const missing = client([{ status: 404, data: { title: 'Not Found', status: 404 } }]);
    await settle(missing.api.call(getThing, { params: { id: 'x' }, query: { language: 'en' } }));
    expect(missing.requests).toHaveLength(1);
  });

  it('waits 500 ms, 1 s and 2 s between attempts', async () => {
    const { api, requests } = client([{ status: 503 }]);
    const outcome = api
      .call(getThing, { params: { id: 'x' }, query: { language: 'en' } })
      .catch((e: unknown) => e);
    await jest.advanceTimersByTimeAsync(0);
    expect(requests).toHaveLength(1);
    await jest.advanceTimersByTimeAsync(499);
    expect(requests).toHaveLength(1);
    await jest.advanceTimersByTimeAsync(1);
    expect(requests).toHaveLength(2);
    await jest.advanceTimersByTimeAsync(999);
    expect(requests).toHaveLength(2);
    await jest.advanceTimersByTimeAsync(1);
    expect(requests).toHaveLength(3);
    await jest.advanceTimersByTimeAsync(1999);
    expect(requests).toHaveLength(3);
    await jest.advanceTimersByTimeAsync(1);
    expect(requests).toHaveLength(4);
    expect(await outcome).toBeInstanceOf(ApiError);
  });

  it('adds up to 20% jitter and honours a longer Retry-After', () => {
    const error = new AxiosError('x');
    expect(backoffDelay(1, error, () => 1)).toBe(600);
    expect(backoffDelay(3, error, () => 0.5)).toBe(2200);
    const config = { headers: new AxiosHeaders() } as InternalAxiosRequestConfig;
    const limited = new AxiosError(
      'x',
      'ERR_BAD_RESPONSE',
      config,
      {},
      {
        data: null,
        status: 429,
        statusText: '429',
        headers: new AxiosHeaders({ 'retry-after': '5' }),
        config,
      },
    );
    expect(backoffDelay(1, limited, () => 0)).toBe(5000);
  });
});
