import { createIndexedDbOutboxStore } from '../../../src/shared/outbox/outbox-store';
import { makeEntry, testId } from './support/entries';

let dbCount = 0;
const freshStore = () => createIndexedDbOutboxStore(`outbox-test-${++dbCount}`);

describe('IndexedDB outbox store', () => {
  it('adds, reads, updates and removes entries', async () => {
    const store = freshStore();
    const entry = makeEntry({ createdAt: 5 });
    await store.add(entry);
    await expect(store.get(entry.id)).resolves.toEqual(entry);
    await store.update(entry.id, (e) => ({ ...e, state: 'sending' }));
    expect((await store.get(entry.id))?.state).toBe('sending');
    await expect(store.update(testId(), (e) => e)).resolves.toBeUndefined();
    await store.remove(entry.id);
    await expect(store.list()).resolves.toEqual([]);
  });

  it('lists oldest first and orders writes made in the same millisecond', async () => {
    const store = freshStore();
    const ids = [testId(), testId(), testId()];
    const stored = await Promise.all(ids.map((id) => store.add(makeEntry({ id, createdAt: 100 }))));
    const times = stored.map((e) => e.createdAt);
    expect(new Set(times).size).toBe(3);
    const listed = await store.list();
    expect(listed.map((e) => e.createdAt)).toEqual([...times].sort((a, b) => a - b));
  });

  it('refuses a second entry with the same Idempotency-Key', async () => {
    const store = freshStore();
    const entry = makeEntry();
    await store.add(entry);
    await expect(store.add({ ...entry, createdAt: 9 })).rejects.toMatchObject({ name: 'ConstraintError' });
    await expect(store.list()).resolves.toHaveLength(1);
  });

  it('prunes only settled entries past their retention', async () => {
    const store = freshStore();
    const keep = makeEntry({ createdAt: 1 });
    const oldDelivered = makeEntry({ createdAt: 2, state: 'delivered', deliveredAt: 10 });
    const newDelivered = makeEntry({ createdAt: 3, state: 'delivered', deliveredAt: 500 });
    const oldFailed = makeEntry({ createdAt: 4, state: 'failed' });
    for (const entry of [keep, oldDelivered, newDelivered, oldFailed]) await store.put(entry);
    await expect(store.prune({ deliveredBefore: 100, failedBefore: 100 })).resolves.toBe(2);
    expect((await store.list()).map((e) => e.id)).toEqual([keep.id, newDelivered.id]);
  });

  it('is shared: a second connection to the same database sees the entries', async () => {
    const name = `outbox-test-${++dbCount}`;
    const entry = makeEntry();
    await createIndexedDbOutboxStore(name).add(entry);
    await expect(createIndexedDbOutboxStore(name).get(entry.id)).resolves.toEqual(entry);
  });
});
