import { pageViewed } from '../../src/features/journey/journey-ui-slice';
import { enqueueWrite } from '../../src/lib/outbox-client';
import { addUcpmJobRecord, updatePatientOutcomeDetails } from '../../src/shared/contracts/outcome';
import { PROFILE_REFRESH_AT_MS, UCPM_DELAY_MS } from '../../sagas/outcome/outcome-page';
import { settings } from './journey-harness';
import { ENROLLMENT, outcomeView, partialJourney, setupOutcomeSaga as setup } from './outcome-harness';

jest.mock('../../src/lib/outbox-client', () => {
  const actual = jest.requireActual('../../src/lib/outbox-client');
  return { ...actual, enqueueWrite: jest.fn(async () => ({ id: 'entry' })) };
});
const enqueue = enqueueWrite as jest.MockedFunction<typeof enqueueWrite>;
const callsOf = (name: string) => enqueue.mock.calls.filter(([contract]) => contract.name === name);

beforeEach(() => {
  jest.useFakeTimers();
  enqueue.mockClear();
});
afterEach(() => jest.useRealTimers());

describe('the UCPM job record', () => {
  it('is queued exactly 1.5 s after arrival when the site enables the integration', async () => {
    expect(UCPM_DELAY_MS).toBe(1_500);
    const h = await setup({ settings: settings({ enableUcpmIntegration: true, source: 'CR' }) });
    h.store.dispatch(pageViewed(outcomeView('/no-site-available/caregiver')));
    await jest.advanceTimersByTimeAsync(UCPM_DELAY_MS - 1);
    expect(callsOf(addUcpmJobRecord.name)).toHaveLength(0);
    await jest.advanceTimersByTimeAsync(1);
    const calls = callsOf(addUcpmJobRecord.name);
    expect(calls).toHaveLength(1);
    const [, input, meta] = calls[0]!;
    expect(input.body).toEqual({
      otSponsorId: undefined,
      parentSponsorMDMID: undefined,
      protocolMDMID: undefined,
      sponsor: 'Sponsor',
      iqviaSponsorId: undefined,
      guestRef: 'guest-1',
      potentialId: 'P-1',
      dataOrigin: 'crRegistration',
      UCPMStudyName: 'migraine-study name',
      integrationAttemptHistory: {
        baseUrl: 'https://trials.example.org',
        isHumanApienabled: false,
        tenantKey: 'tenant-migraine-study',
        enrollmentId: ENROLLMENT,
        potentialId: 'P-1',
      },
    });
    expect(addUcpmJobRecord.body.safeParse(input.body).success).toBe(true);
    expect(meta.group).toBe(ENROLLMENT);
    // The outcome update was queued first, so it is delivered first.
    expect(enqueue.mock.calls.map(([c]) => c.name)).toEqual([
      updatePatientOutcomeDetails.name,
      addUcpmJobRecord.name,
    ]);
  });

  it.each([
    ['EPR', 'ePR'],
    ['TA-EPR', 'TAePR'],
  ] as const)('carries dataOrigin %s → %s', async (source, dataOrigin) => {
    const h = await setup({ settings: settings({ enableUcpmIntegration: true, source }) });
    h.store.dispatch(pageViewed(outcomeView('/dnq/minor')));
    await jest.advanceTimersByTimeAsync(UCPM_DELAY_MS);
    expect(callsOf(addUcpmJobRecord.name)[0]![1].body).toMatchObject({ dataOrigin });
  });

  it('is skipped when cr-context-data disables the integration', async () => {
    const h = await setup({ settings: settings({ enableUcpmIntegration: false }) });
    h.store.dispatch(pageViewed(outcomeView('/dnq/adult')));
    await jest.advanceTimersByTimeAsync(60_000);
    expect(callsOf(addUcpmJobRecord.name)).toHaveLength(0);
    expect(callsOf(updatePatientOutcomeDetails.name)).toHaveLength(1);
  });

  it('asks the site-settings saga for the settings when the store has none yet', async () => {
    const h = await setup({ settings: null });
    h.store.dispatch(pageViewed(outcomeView('/dnq/adult')));
    await jest.advanceTimersByTimeAsync(5_000);
    expect(h.api.calls.filter((c) => c.name === 'cr-context-data')).toHaveLength(1);
    expect(callsOf(addUcpmJobRecord.name)).toHaveLength(1);
  });

  it('uses the potentialId that arrived during the 1.5 s', async () => {
    const h = await setup({
      settings: settings({ enableUcpmIntegration: true }),
      journey: { ...partialJourney, potentialId: null },
    });
    h.store.dispatch(pageViewed(outcomeView('/dnq/adult')));
    await jest.advanceTimersByTimeAsync(500);
    h.store.dispatch({
      type: 'journey/potentialIdReceived',
      payload: { enrollmentId: ENROLLMENT, potentialId: 'P-9' },
    });
    await jest.advanceTimersByTimeAsync(1_000);
    expect(callsOf(addUcpmJobRecord.name)[0]![1].body).toMatchObject({ potentialId: 'P-9' });
  });
});

describe('profile refresh on EPR sites', () => {
  it.each(['EPR', 'TA-EPR'] as const)(
    '%s: requested at 1 s and again at 5 s after arrival',
    async (source) => {
      expect(PROFILE_REFRESH_AT_MS).toEqual([1_000, 5_000]);
      const h = await setup({ settings: settings({ source }) });
      const refreshes = () => h.ofType('profile/refreshRequested').length;
      h.store.dispatch(pageViewed(outcomeView('/dnq/adult')));
      await jest.advanceTimersByTimeAsync(PROFILE_REFRESH_AT_MS[0] - 1);
      expect(refreshes()).toBe(0);
      await jest.advanceTimersByTimeAsync(1);
      expect(refreshes()).toBe(1);
      await jest.advanceTimersByTimeAsync(PROFILE_REFRESH_AT_MS[1] - PROFILE_REFRESH_AT_MS[0] - 1);
      expect(refreshes()).toBe(1);
      await jest.advanceTimersByTimeAsync(1);
      expect(refreshes()).toBe(2);
      await jest.advanceTimersByTimeAsync(60_000);
      expect(refreshes()).toBe(2);
    },
  );

  it('never on a CR site', async () => {
    const h = await setup({ settings: settings({ source: 'CR' }) });
    h.store.dispatch(pageViewed(outcomeView('/dnq/adult')));
    await jest.advanceTimersByTimeAsync(60_000);
    expect(h.ofType('profile/refreshRequested')).toHaveLength(0);
  });
});
