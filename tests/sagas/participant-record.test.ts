import { homePageLoaded, type HomePageStudy } from '../../src/features/journey/journey-slice';
import { participantRecordSaga, PARTICIPANT_RECORD_DELAY_MS } from '../../sagas/journey/participant-record';
import { enqueueWrite, OutboxQuotaError } from '../../src/lib/outbox-client';
import { addParticipant } from '../../src/shared/contracts/participant';
import { startSagaHarness } from './support/saga-harness';

jest.mock('../../src/lib/outbox-client', () => {
  const actual = jest.requireActual('../../src/lib/outbox-client');
  return { ...actual, enqueueWrite: jest.fn(async () => ({ id: 'entry' })) };
});
const enqueue = enqueueWrite as jest.MockedFunction<typeof enqueueWrite>;

const study: HomePageStudy = { key: 'migraine', tenantKey: 'tenant-migraine', journeyType: '01' };

async function setup() {
  const { store } = await startSagaHarness({ saga: () => participantRecordSaga() });
  return store;
}

const load = (s: HomePageStudy | null) =>
  homePageLoaded({ study: s, path: '/migraine-study', language: 'en', query: {} });

describe('participant record on a home-page visit', () => {
  beforeEach(() => {
    jest.useFakeTimers();
    enqueue.mockClear();
  });
  afterEach(() => jest.useRealTimers());

  it('queues Participant/Add exactly 300 ms after the home page loads', async () => {
    const store = await setup();
    store.dispatch(load(study));
    await jest.advanceTimersByTimeAsync(PARTICIPANT_RECORD_DELAY_MS - 1);
    expect(enqueue).not.toHaveBeenCalled();
    await jest.advanceTimersByTimeAsync(1);
    expect(enqueue).toHaveBeenCalledTimes(1);
    const [contract, input, meta] = enqueue.mock.calls[0]!;
    const journey = store.getState().journey;
    expect(contract).toBe(addParticipant);
    expect(input.body).toMatchObject({
      tenantKey: 'tenant-migraine',
      journeyId: '01',
      journeyStatus: 'Partial',
      enrollmentId: journey.enrollmentId,
      potentialParticipant_ID: journey.guestRef,
      source: 'CR',
    });
    expect(addParticipant.body.safeParse(input.body).success).toBe(true);
    expect(meta.group).toBe(journey.enrollmentId);
  });

  it('keeps the same enrolment on a second visit while the journey is Partial', async () => {
    const store = await setup();
    store.dispatch(load(study));
    await jest.advanceTimersByTimeAsync(PARTICIPANT_RECORD_DELAY_MS);
    const first = store.getState().journey.enrollmentId;
    store.dispatch(load(study));
    await jest.advanceTimersByTimeAsync(PARTICIPANT_RECORD_DELAY_MS);
    expect(store.getState().journey.enrollmentId).toBe(first);
    expect(enqueue).toHaveBeenCalledTimes(2);
  });

  it('starts a new enrolment for another study but keeps the guest reference', async () => {
    const store = await setup();
    store.dispatch(load(study));
    await jest.advanceTimersByTimeAsync(PARTICIPANT_RECORD_DELAY_MS);
    const before = store.getState().journey;
    store.dispatch(load({ key: 'asthma', tenantKey: 'tenant-asthma', journeyType: '02' }));
    await jest.advanceTimersByTimeAsync(PARTICIPANT_RECORD_DELAY_MS);
    const after = store.getState().journey;
    expect(after.enrollmentId).not.toBe(before.enrollmentId);
    expect(after.guestRef).toBe(before.guestRef);
    expect(after.journeyType).toBe('02');
  });

  it('records nothing for a page that belongs to no study', async () => {
    const store = await setup();
    store.dispatch(load(null));
    await jest.advanceTimersByTimeAsync(1000);
    expect(enqueue).not.toHaveBeenCalled();
    expect(store.getState().journey.enrollmentId).toBeNull();
  });

  it('only the latest of quick successive loads is recorded', async () => {
    const store = await setup();
    store.dispatch(load(study));
    await jest.advanceTimersByTimeAsync(100);
    store.dispatch(load(study));
    await jest.advanceTimersByTimeAsync(PARTICIPANT_RECORD_DELAY_MS);
    expect(enqueue).toHaveBeenCalledTimes(1);
  });

  it('stores the potentialId the server answers for this enrolment', async () => {
    const store = await setup();
    store.dispatch(load(study));
    await jest.advanceTimersByTimeAsync(PARTICIPANT_RECORD_DELAY_MS);
    const enrollmentId = store.getState().journey.enrollmentId!;
    store.dispatch({
      type: 'outbox/entryDelivered',
      payload: {
        id: 'x',
        callName: 'Participant/Add',
        group: enrollmentId,
        response: { potentialId: 'P-1' },
      },
    });
    expect(store.getState().journey.potentialId).toBe('P-1');
    store.dispatch({
      type: 'outbox/entryDelivered',
      payload: {
        id: 'y',
        callName: 'Participant/Add',
        group: 'another-enrolment',
        response: { potentialId: 'P-2' },
      },
    });
    expect(store.getState().journey.potentialId).toBe('P-1');
  });

  it('tells the person when the device is out of storage instead of dropping the write', async () => {
    enqueue.mockRejectedValueOnce(new OutboxQuotaError('Participant/Add'));
    const store = await setup();
    store.dispatch(load(study));
    await jest.advanceTimersByTimeAsync(PARTICIPANT_RECORD_DELAY_MS);
    expect(store.getState().outbox.storageFull).toBe(true);
  });
});
