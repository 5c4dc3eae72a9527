import { encryptJson } from '../../../src/shared/crypto/encrypt-json';
import { forgetDeviceKey } from '../../../src/shared/crypto/device-key';
import { UnreadablePayloadError } from '../../../src/shared/outbox/delivery-outcome';
import { createFetchSender } from '../../../src/shared/outbox/send-entry';
import { makeEntry } from './support/entries';

type FetchArgs = [RequestInfo | URL, RequestInit | undefined];

function fakeFetch(response: Response) {
  const calls: FetchArgs[] = [];
  const impl = async (input: RequestInfo | URL, init?: RequestInit) => {
    calls.push([input, init]);
    return response;
  };
  return { impl: impl as typeof fetch, calls };
}

describe('createFetchSender', () => {
  afterEach(() => forgetDeviceKey());

  it('decrypts the payload and sends it with the idempotency and device headers', async () => {
    const entry = makeEntry({ payload: await encryptJson({ email: 'a@b.org' }) });
    const fetcher = fakeFetch(new Response(JSON.stringify({ potentialId: 'P1' }), { status: 201 }));
    const send = createFetchSender({ baseUrl: 'https://trial.example', fetch: fetcher.impl });
    await expect(send(entry)).resolves.toEqual({ status: 201, body: { potentialId: 'P1' } });
    const [url, init] = fetcher.calls[0]!;
    expect(url).toBe('https://trial.example/Participant/Add');
    expect(init?.method).toBe('POST');
    expect(init?.headers).toMatchObject({
      'Content-Type': 'application/json',
      'idempotency-key': entry.id,
      'x-device-id': entry.deviceId,
    });
    expect(JSON.parse(init?.body as string)).toEqual({ email: 'a@b.org' });
  });

  it('returns error answers with their problem body and Retry-After', async () => {
    const problem = { title: 'Too Many Requests', status: 429 };
    const response = new Response(JSON.stringify(problem), { status: 429, headers: { 'Retry-After': '7' } });
    const send = createFetchSender({ fetch: fakeFetch(response).impl, open: async () => ({}) });
    await expect(send(makeEntry())).resolves.toEqual({ status: 429, body: problem, retryAfterMs: 7_000 });
  });

  it('rejects on a network failure so the drain retries', async () => {
    const failing = (async () => {
      throw new TypeError('Failed to fetch');
    }) as typeof fetch;
    const send = createFetchSender({ fetch: failing, open: async () => ({}) });
    await expect(send(makeEntry())).rejects.toThrow('Failed to fetch');
  });

  it('aborts a request that hangs past the timeout', async () => {
    jest.useFakeTimers();
    try {
      const hanging = ((_: unknown, init?: RequestInit) =>
        new Promise((_resolve, reject) => {
          init?.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
        })) as typeof fetch;
      const send = createFetchSender({ fetch: hanging, open: async () => ({}), timeoutMs: 1_000 });
      const result = send(makeEntry());
      const settled = expect(result).rejects.toMatchObject({ name: 'AbortError' });
      await jest.advanceTimersByTimeAsync(1_000);
      await settled;
    } finally {
      jest.useRealTimers();
    }
  });

  it('reports a payload sealed under a forgotten key as unreadable', async () => {
    const entry = makeEntry({ payload: await encryptJson({ x: 1 }) });
    await forgetDeviceKey();
    const send = createFetchSender({ fetch: fakeFetch(new Response('{}')).impl });
    await expect(send(entry)).rejects.toBeInstanceOf(UnreadablePayloadError);
  });
});
