import { decryptJson, encryptJson } from '../../../src/shared/crypto/encrypt-json';
import { getOutboxStore } from '../../../src/shared/outbox/outbox-store';
import { OUTBOX_BROADCAST } from '../../../src/shared/outbox/outbox-signals';
import { deliverInBackground } from '../../../service-worker/outbox-sync';
import { makeEntry } from './support/entries';

const realFetch = globalThis.fetch;

describe('service worker background sync', () => {
  let listener: BroadcastChannel;
  let message: Promise<unknown>;

  beforeEach(async () => {
    listener = new BroadcastChannel(OUTBOX_BROADCAST);
    message = new Promise((resolve) => {
      listener.onmessage = (event) => resolve(event.data);
    });
    const store = getOutboxStore();
    for (const entry of await store.list()) await store.remove(entry.id);
  });

  afterEach(() => {
    listener.close();
    globalThis.fetch = realFetch;
  });

  it('delivers with the shared drain, then tells the pages', async () => {
    const entry = makeEntry({ createdAt: Date.now(), payload: await encryptJson({ a: 1 }) });
    await getOutboxStore().add(entry);
    const fetchMock = jest.fn(
      async () => new Response(JSON.stringify({ potentialId: 'P9' }), { status: 201 }),
    );
    globalThis.fetch = fetchMock as typeof fetch;
    await deliverInBackground('https://trial.example');
    expect(fetchMock).toHaveBeenCalledWith('https://trial.example/Participant/Add', expect.anything());
    expect((await getOutboxStore().get(entry.id))?.state).toBe('delivered');
    await expect(message).resolves.toEqual({ type: 'outbox-drained' });
  });

  it('stores the answer as its contract parsed it, found by the entry name alone', async () => {
    const entry = makeEntry({ createdAt: Date.now(), payload: await encryptJson({ a: 1 }) });
    await getOutboxStore().add(entry);
    const body = JSON.stringify({ potentialId: 'P9', email: 'ada@example.org' });
    globalThis.fetch = jest.fn(async () => new Response(body, { status: 201 })) as typeof fetch;
    await deliverInBackground('https://trial.example');
    const stored = await getOutboxStore().get(entry.id);
    await expect(decryptJson(stored!.response!)).resolves.toEqual({ potentialId: 'P9' });
  });

  it('keeps no answer that does not match its contract, and does not send the write again', async () => {
    const entry = makeEntry({ createdAt: Date.now(), payload: await encryptJson({ a: 1 }) });
    await getOutboxStore().add(entry);
    const fetchMock = jest.fn(async () => new Response('{"potentialId":null}', { status: 200 }));
    globalThis.fetch = fetchMock as typeof fetch;
    await deliverInBackground('https://trial.example');
    await deliverInBackground('https://trial.example');
    const stored = await getOutboxStore().get(entry.id);
    expect(stored).toMatchObject({ state: 'delivered', answerUnusable: true });
    expect(stored?.response).toBeUndefined();
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('rejects while writes still wait, so the browser schedules another sync', async () => {
    const entry = makeEntry({ createdAt: Date.now(), payload: await encryptJson({ a: 1 }) });
    await getOutboxStore().add(entry);
    globalThis.fetch = jest.fn(async () => new Response('{}', { status: 503 })) as typeof fetch;
    await expect(deliverInBackground('https://trial.example')).rejects.toThrow(/still waiting/);
    expect((await getOutboxStore().get(entry.id))?.state).toBe('saved');
    await expect(message).resolves.toEqual({ type: 'outbox-drained' });
  });
});
