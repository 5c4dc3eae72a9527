import * as z from 'zod/mini';
import { defineCall } from '../../../../src/shared/contracts/define-call';
import type { OutboxEntry } from '../../../../src/shared/outbox/outbox-entry';

/** For drains whose tests are not about answers: a contract that takes any answer as it is. */
const anyAnswerContract = defineCall({
  name: 'Test/AnyAnswer',
  method: 'POST',
  path: '/test/any-answer',
  response: z.unknown(),
});
export const anyAnswer = () => anyAnswerContract;

let counter = 0;

/** A deterministic UUID v4-shaped id, so failures are readable. */
export function testId(n = ++counter): string {
  return `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
}

export function makeEntry(overrides: Partial<OutboxEntry> = {}): OutboxEntry {
  const id = overrides.id ?? testId();
  return {
    id,
    callName: 'Participant/Add',
    method: 'POST',
    url: '/Participant/Add',
    group: 'enrolment-1',
    label: 'Visit recorded',
    deviceId: 'device-0000000000000001',
    payload: { v: 1, iv: 'aXY=', data: btoa(JSON.stringify({ id })) },
    state: 'saved',
    attempts: 0,
    nextAttemptAt: 0,
    createdAt: 0,
    ...overrides,
  };
}

/** A stand-in for encryption in drain tests that do not exercise WebCrypto. */
export const fakeSeal = async (value: unknown) => ({
  v: 1 as const,
  iv: 'aXY=',
  data: btoa(JSON.stringify(value)),
});
export const fakeOpen = async (envelope: { data: string }) => JSON.parse(atob(envelope.data)) as unknown;
