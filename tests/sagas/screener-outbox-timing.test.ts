import { addPrescreener, addPrescreenerToDataExtension } from '../../src/shared/contracts/prescreener';
import type { SendResult } from '../../src/shared/outbox/delivery-outcome';
import type { OutboxEntry } from '../../src/shared/outbox/outbox-entry';
import type { DeliveryPolicy } from '../../sagas/outbox/deliver-write';
import { DATA_EXTENSION_POLICY, PRESCREENER_ADD_POLICY } from '../../sagas/screener/screener-write-policies';
import type { CallContract } from '../../src/shared/contracts/define-call';
import type { WriteInput } from '../../src/lib/outbox-client';
import { outboxWrites, stopAllOutboxSagas } from './outbox-harness';

/*
 * The screener writes with the REAL outbox saga and engine (in-memory store, scripted network):
 * what goes over the wire is the spec's timing, then the outbox's own back-off, and nothing is lost.
 */

beforeEach(() => jest.useFakeTimers());
afterEach(() => {
  stopAllOutboxSagas();
  jest.useRealTimers();
});

/** The screener's writes over the real outbox; the network answers each send with `network`. */
async function run(network: (entry: OutboxEntry) => SendResult | Error) {
  const r = await outboxWrites(network);
  return {
    ...r,
    deliver: <C extends CallContract>(contract: C, input: WriteInput<C>, policy: DeliveryPolicy) =>
      r.deliver(contract, input, { group: 'enrol-1', label: 'x' }, policy),
  };
}

const record = {
  potentialParticipant_ID: 'guest-1',
  screenerID: 'asthma-screener',
  screenerResponseID: 'response-1',
  tenantKey: 'cr-demo',
  enrollmentId: 'enrol-1',
};

describe('the screener writes over the real outbox', () => {
  it('Prescreener/Add goes out at 0, 1 and 2 s, then only on the outbox back-off, and is kept', async () => {
    const t0 = Date.now();
    const r = await run(() => new TypeError('Failed to fetch'));
    r.deliver(addPrescreener, { body: record }, PRESCREENER_ADD_POLICY);
    await jest.advanceTimersByTimeAsync(3_500);
    expect(r.sent.map((at) => at - t0)).toEqual([0, 1_000, 2_000]);
    expect(r.results).toEqual([{ kind: 'pending', because: 'offline' }]);
    await jest.advanceTimersByTimeAsync(3_000);
    // After the third failure the back-off is 4 s: the next try is at 6 s, not 3 s.
    expect(r.sent.map((at) => at - t0)).toEqual([0, 1_000, 2_000, 6_000]);
    expect((await r.store.list())[0]).toMatchObject({ state: 'saved', callName: 'Prescreener/Add' });
  });

  it('is delivered on the second attempt, once', async () => {
    const t0 = Date.now();
    let calls = 0;
    const r = await run(() =>
      ++calls === 1
        ? new TypeError('Failed to fetch')
        : { status: 200, body: { prescreenerId: 'p', potentialId: null } },
    );
    r.deliver(addPrescreener, { body: record }, PRESCREENER_ADD_POLICY);
    await jest.advanceTimersByTimeAsync(10_000);
    expect(r.sent.map((at) => at - t0)).toEqual([0, 1_000]);
    expect(r.results).toEqual([
      { kind: 'delivered', answer: { ok: true, response: { prescreenerId: 'p', potentialId: null } } },
    ]);
  });

  it('AddPrescreenerToDataExtension gets 4 attempts 1 s apart (RETRY_COUNT)', async () => {
    const t0 = Date.now();
    const r = await run(() => ({ status: 503, body: { title: 'down' } }));
    r.deliver(
      addPrescreenerToDataExtension,
      {
        params: { guestRef: 'guest-1' },
        query: { guestType: 'visitor' },
        body: {
          participantType: 'adult',
          journeyStep: 'pre-screener',
          screenerId: 'asthma-screener',
          screenerResponseID: 'response-1',
          screenerStatus: 'disqualified',
          screenerCompleted: true,
          screenerOutcomeParams: {
            pId: 'AST-204',
            pdfContent: '',
            patientType: 'adult',
            lastQuestion: 'diagnosed',
            condition: 'Asthma',
            genericAnswers: [],
          },
          JourneyStatus: 'Partial',
        },
      },
      DATA_EXTENSION_POLICY,
    );
    await jest.advanceTimersByTimeAsync(4_500);
    expect(r.sent.map((at) => at - t0)).toEqual([0, 1_000, 2_000, 3_000]);
    expect(r.results).toEqual([{ kind: 'pending', because: 'server' }]);
  });
});
