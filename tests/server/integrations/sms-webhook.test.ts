import type { Kysely } from 'kysely';
import type { Database } from '../../../src/server/db/schema';
import { createSmsAdapter } from '../../../src/server/integrations/sms';
import { SMS_WEBHOOK_TIMEOUT_MS, type FetchLike } from '../../../src/server/integrations/sms-webhook';

const noDb = new Proxy({} as Kysely<Database>, {
  get() {
    throw new Error('the webhook adapter must not use the database');
  },
});

const config = { smsWebhookUrl: 'https://sms.example.org/hook' };
const message = {
  to: '+15555550123',
  text: 'Your study site will call you soon.',
  category: 'transactional' as const,
  payload: { smsType: 'Cr-Registration', enrollmentId: 'E-1' },
};

function recordingFetch(status = 202) {
  const calls: Array<{ url: string; init: RequestInit }> = [];
  const fetch: FetchLike = async (url, init) => {
    calls.push({ url, init });
    return { ok: status >= 200 && status < 300, status };
  };
  return { calls, fetch };
}

describe('SMS webhook adapter', () => {
  afterEach(() => {
    jest.useRealTimers();
  });

  it('POSTs the message as JSON with an idempotency key when SMS_WEBHOOK_URL is set', async () => {
    const { calls, fetch } = recordingFetch();
    const sms = createSmsAdapter(config, noDb, { fetch });
    expect(sms.kind).toBe('webhook');
    const { id } = await sms.send(message);
    expect(calls).toHaveLength(1);
    const [call] = calls;
    expect(call?.url).toBe('https://sms.example.org/hook');
    expect(call?.init.method).toBe('POST');
    expect(call?.init.headers).toMatchObject({ 'content-type': 'application/json', 'idempotency-key': id });
    expect(JSON.parse(String(call?.init.body))).toEqual({
      id,
      smsType: 'Cr-Registration',
      enrollmentId: 'E-1',
      to: '+15555550123',
      text: 'Your study site will call you soon.',
      category: 'transactional',
      links: [],
    });
  });

  it("sends the queue's idempotency key as Idempotency-Key and as the id, the same key on a retry", async () => {
    const { calls, fetch } = recordingFetch();
    const sms = createSmsAdapter(config, noDb, { fetch });
    const key = 'outbox-7f3c2a';
    await expect(sms.send(message, { idempotencyKey: key })).resolves.toEqual({ id: key });
    await expect(sms.send(message, { idempotencyKey: key })).resolves.toEqual({ id: key });
    expect(calls.map((call) => (call.init.headers as Record<string, string>)['idempotency-key'])).toEqual([
      key,
      key,
    ]);
    expect(calls.map((call) => (JSON.parse(String(call.init.body)) as { id: string }).id)).toEqual([
      key,
      key,
    ]);
  });

  it('fails when the provider answers with an error status', async () => {
    const { fetch } = recordingFetch(500);
    await expect(createSmsAdapter(config, noDb, { fetch }).send(message)).rejects.toThrow(
      'SMS webhook answered 500',
    );
  });

  it('aborts a provider that does not answer within the timeout', async () => {
    jest.useFakeTimers();
    let signal: AbortSignal | undefined;
    const hanging: FetchLike = (_url, init) =>
      new Promise((_resolve, reject) => {
        signal = init.signal ?? undefined;
        signal?.addEventListener('abort', () => reject(signal?.reason));
      });
    const sending = createSmsAdapter(config, noDb, { fetch: hanging }).send(message);
    const settled = sending.then(
      () => 'sent',
      (error: Error) => error.message,
    );
    jest.advanceTimersByTime(SMS_WEBHOOK_TIMEOUT_MS - 1);
    expect(signal?.aborted).toBe(false);
    jest.advanceTimersByTime(1);
    await expect(settled).resolves.toBe('SMS webhook timed out');
  });
});
