import { decryptJson } from '../../src/shared/crypto/encrypt-json';
import type { OutboxState } from '../../src/shared/outbox/outbox-entry';
import { getOutboxStore } from '../../src/shared/outbox/outbox-store';
import type { DeliveredAnswer } from './write-answer';

/** An outbox entry as a waiting flow needs it: its state and decrypted answer (writeAnswer reads it). */
export interface StoredWrite extends DeliveredAnswer {
  state: OutboxState;
}

/** The outbox entry with this idempotency key, if it is (still) stored, with its answer opened. */
export async function readStoredWrite(id: string): Promise<StoredWrite | undefined> {
  const entry = await getOutboxStore().get(id);
  if (!entry) return undefined;
  if (entry.answerUnusable) return { state: entry.state, answerUnusable: true };
  if (entry.state !== 'delivered' || !entry.response) return { state: entry.state };
  try {
    return { state: entry.state, response: await decryptJson(entry.response) };
  } catch {
    return { state: entry.state, answerUnusable: true };
  }
}
