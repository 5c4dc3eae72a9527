import * as z from 'zod/mini';
import { defineCall } from '../../../src/shared/contracts/define-call';
import { addParticipant } from '../../../src/shared/contracts/participant';
import { decryptJson } from '../../../src/shared/crypto/encrypt-json';
import { createIndexedDbOutboxStore } from '../../../src/shared/outbox/outbox-store';
import { enqueueWrite, OutboxQuotaError, subscribeToQueuedWrites } from '../../../src/lib/outbox-client';
import { createMemoryOutboxStore } from './support/memory-outbox-store';

const record = {
  potentialParticipant_ID: 'guest-1',
  sessionStartDateTime: '2025-01-02T03:04:05.000Z',
  journeyStatus: 'Partial' as const,
  journeyId: '01' as const,
  tenantKey: 'tenant',
  enrollmentId: 'enrol-1',
};

const updateContact = defineCall({
  name: 'Contact/Update',
  method: 'PUT',
  path: '/api/contacts/:guestRef',
  params: z.object({ guestRef: z.string() }),
  query: z.object({ guestType: z.string() }),
  body: z.object({ email: z.email() }),
  response: z.object({}),
});

let n = 0;
const deps = () => ({
  store: createIndexedDbOutboxStore(`client-test-${++n}`),
  now: () => 1_700_000_000_000,
  deviceId: () => 'device-abcdef0123456789',
  requestSync: jest.fn(async () => undefined),
});

describe('enqueueWrite', () => {
  it('stores the validated body encrypted, with a UUID key, and returns its summary', async () => {
    const d = deps();
    const summary = await enqueueWrite(
      addParticipant,
      { body: record },
      { group: 'enrol-1', label: 'Visit recorded' },
      d,
    );
    expect(summary).toMatchObject({ state: 'saved', attempts: 0, group: 'enrol-1', label: 'Visit recorded' });
    expect(summary.id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    const [stored] = await d.store.list();
    expect(stored).toMatchObject({
      url: '/Participant/Add',
      method: 'POST',
      deviceId: 'device-abcdef0123456789',
    });
    expect(JSON.stringify(stored)).not.toContain('guest-1');
    await expect(decryptJson(stored!.payload!)).resolves.toEqual({ ...record, source: 'CR' });
    expect(d.requestSync).toHaveBeenCalled();
  });

  it('builds the URL from params and query and keeps a given idempotency key', async () => {
    const d = deps();
    const key = crypto.randomUUID();
    await enqueueWrite(
      updateContact,
      { params: { guestRef: 'g 1' }, query: { guestType: 'P' }, body: { email: 'x@y.org' } },
      { group: 'g', label: 'Contact details', idempotencyKey: key },
      d,
    );
    const [stored] = await d.store.list();
    expect(stored).toMatchObject({ id: key, method: 'PUT', url: '/api/contacts/g%201?guestType=P' });
  });

  it('throws on an invalid body and queues nothing', async () => {
    const d = deps();
    await expect(
      enqueueWrite(
        addParticipant,
        { body: { ...record, journeyId: '09' } as never },
        { group: 'g', label: 'l' },
        d,
      ),
    ).rejects.toMatchObject({ name: '$ZodError' });
    await expect(d.store.list()).resolves.toEqual([]);
  });

  it('surfaces a full disk as OutboxQuotaError', async () => {
    const store = createMemoryOutboxStore();
    store.add = () => Promise.reject(new DOMException('full', 'QuotaExceededError'));
    const attempt = enqueueWrite(
      addParticipant,
      { body: record },
      { group: 'g', label: 'l' },
      { ...deps(), store },
    );
    await expect(attempt).rejects.toBeInstanceOf(OutboxQuotaError);
  });

  it('tells subscribers (the outbox saga) about the stored write', async () => {
    const seen: string[] = [];
    const unsubscribe = subscribeToQueuedWrites((summary) => seen.push(summary.label));
    await enqueueWrite(addParticipant, { body: record }, { group: 'g', label: 'Visit recorded' }, deps());
    unsubscribe();
    await enqueueWrite(addParticipant, { body: record }, { group: 'g', label: 'Second' }, deps());
    expect(seen).toEqual(['Visit recorded']);
  });
});
