import { entryChanged, entryDelivered } from '../../src/features/offline/outbox-slice';
import {
  addPrescreener,
  addPrescreenerToDataExtension,
  updatePrescreener,
} from '../../src/shared/contracts/prescreener';
import { OutboxQuotaError } from '../../src/lib/outbox-client';
import { completion, ENROLMENT, flush, GUEST, startScreener } from './screener-harness';

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

const nextSteps = {
  'journey/NextSteps': async () => ({
    nextStepUrl: '/migraine-study/contact-info/adult',
    isVirtual: false,
    isHumanAPIEnabledForVirtual: false,
    sitesData: [],
    appointmentStatus: '',
    isPostTOLL: false,
  }),
};

describe('Prescreener/Add: 3 attempts 1 s apart, then silent', () => {
  it('asks for attempt 2 at 1 s and attempt 3 at 2 s, and nothing after', async () => {
    const s = await startScreener();
    s.open('migraine-study');
    s.post('question::migraine-screener::response-1::dob::0');
    await flush();
    expect(s.enqueue).toHaveBeenCalledTimes(1);
    await flush(999);
    expect(s.retryNow).not.toHaveBeenCalled();
    await flush(1);
    expect(s.retryNow).toHaveBeenCalledTimes(1);
    expect(s.ofType('outbox/entryQueued')).toHaveLength(1);
    await flush(999);
    expect(s.retryNow).toHaveBeenCalledTimes(1);
    await flush(1);
    expect(s.retryNow).toHaveBeenCalledTimes(2);
    await flush(60_000);
    expect(s.retryNow).toHaveBeenCalledTimes(2);
    expect(s.retryNow.mock.calls.map(([id]) => id)).toEqual(['entry-1', 'entry-1']);
    expect(s.log).not.toHaveBeenCalled();
  });

  it('stops as soon as the outbox delivers it', async () => {
    const s = await startScreener();
    s.open('migraine-study');
    s.post('question::migraine-screener::response-1::dob::0');
    await flush(500);
    s.store.dispatch(
      entryDelivered({ id: 'entry-1', callName: addPrescreener.name, group: ENROLMENT, response: {} }),
    );
    await flush(10_000);
    expect(s.retryNow).not.toHaveBeenCalled();
  });

  it('stops when the server refuses it for good, and stays silent', async () => {
    const s = await startScreener();
    s.open('migraine-study');
    s.post('question::migraine-screener::response-1::dob::0');
    await flush(1_000);
    expect(s.retryNow).toHaveBeenCalledTimes(1);
    const summary = {
      id: 'entry-1',
      callName: 'x',
      group: ENROLMENT,
      label: 'x',
      state: 'failed' as const,
      attempts: 2,
      createdAt: 0,
      nextAttemptAt: 0,
    };
    s.store.dispatch(entryChanged(summary));
    await flush(10_000);
    expect(s.retryNow).toHaveBeenCalledTimes(1);
    expect(s.ofType('analytics/eventTracked')).toHaveLength(0);
  });

  it('tells the person when the device is full, and never throws', async () => {
    const s = await startScreener();
    s.enqueue.mockRejectedValueOnce(new OutboxQuotaError(addPrescreener.name));
    s.open('migraine-study');
    s.post('question::migraine-screener::response-1::dob::0');
    await flush(5_000);
    expect(s.store.getState().outbox.storageFull).toBe(true);
    expect(s.retryNow).not.toHaveBeenCalled();
    expect(s.task.isRunning()).toBe(true);
  });
});

describe('the result writes', () => {
  it('queues Prescreener/Update with the output and the data extension with the spec fields', async () => {
    const s = await startScreener({ answers: nextSteps });
    s.open('migraine-study');
    s.post(completion('migraine-screener', 'MIG-301'));
    await flush();
    const update = s.enqueue.mock.calls.find(([contract]) => contract === updatePrescreener)!;
    expect(update[1]).toEqual({
      body: expect.objectContaining({
        screenerID: 'migraine-screener',
        screenerResponseID: 'response-1',
        screenerStatus: 'qualified',
        screenerCompleted: true,
        screenerOutput: expect.objectContaining({ pSec: 'MIG-301', lastQuestion: 'diagnosed' }),
      }),
    });
    expect(updatePrescreener.body.safeParse((update[1] as { body: unknown }).body).success).toBe(true);
    const extension = s.enqueue.mock.calls.find(([contract]) => contract === addPrescreenerToDataExtension)!;
    const input = extension[1] as { params: unknown; query: unknown; body: Record<string, unknown> };
    expect(input.params).toEqual({ guestRef: GUEST });
    expect(input.query).toEqual({ guestType: 'visitor' });
    expect(input.body).toMatchObject({
      participantType: 'adult',
      journeyStep: 'pre-screener',
      screenerStatus: 'qualified',
      JourneyStatus: 'Partial',
      zipCode: '60611',
      returningUserRequestModel: { returningUserTimeInterval: 24, returningUserTimeValue: 'hours' },
    });
    expect(addPrescreenerToDataExtension.body.safeParse(input.body).success).toBe(true);
  });

  it('retries the data extension up to RETRY_COUNT (4) attempts, 1 s apart', async () => {
    const s = await startScreener({ answers: nextSteps });
    s.open('migraine-study');
    s.post(completion('migraine-screener'));
    await flush();
    const id = (
      await s.enqueue.mock.results.find(
        (_r, i) => s.enqueue.mock.calls[i]![0] === addPrescreenerToDataExtension,
      )!.value
    ).id as string;
    const attemptsOf = () => s.retryNow.mock.calls.filter(([entry]) => entry === id).length;
    for (const expected of [0, 1, 2, 3]) {
      expect(attemptsOf()).toBe(expected);
      await flush(1_000);
    }
    await flush(60_000);
    expect(attemptsOf()).toBe(3); // 1 immediate + 3 more = RETRY_COUNT
  });

  it('sends the screener-output error event when the update is refused', async () => {
    const s = await startScreener({ answers: nextSteps });
    s.open('migraine-study');
    s.post(completion('migraine-screener'));
    await flush();
    const index = s.enqueue.mock.calls.findIndex(([contract]) => contract === updatePrescreener);
    const id = (await s.enqueue.mock.results[index]!.value).id as string;
    s.store.dispatch(
      entryChanged({
        id,
        callName: 'x',
        group: ENROLMENT,
        label: 'x',
        state: 'failed',
        attempts: 1,
        createdAt: 0,
        nextAttemptAt: 0,
      }),
    );
    await flush();
    expect(s.ofType('analytics/eventTracked')).toEqual([
      {
        type: 'analytics/eventTracked',
        payload: { name: 'screener-output-error', data: { screenerId: 'migraine-screener' } },
      },
    ]);
  });

  it('sends the screener-output error event when the update cannot be saved', async () => {
    const s = await startScreener({ answers: nextSteps });
    s.enqueue.mockImplementation(async (contract) => {
      if (contract === updatePrescreener) throw new Error('IndexedDB broke');
      return {
        id: 'e',
        callName: contract.name,
        group: ENROLMENT,
        label: 'x',
        state: 'saved',
        attempts: 0,
        createdAt: 0,
        nextAttemptAt: 0,
      };
    });
    s.open('migraine-study');
    s.post(completion('migraine-screener'));
    await flush();
    expect(s.ofType('analytics/eventTracked')).toHaveLength(1);
  });
});
