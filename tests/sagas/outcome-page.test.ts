import { pageViewed } from '../../src/features/journey/journey-ui-slice';
import { selectCurrentOutcome } from '../../src/features/outcome/outcome-slice';
import { enqueueWrite } from '../../src/lib/outbox-client';
import { addUcpmJobRecord, updatePatientOutcomeDetails } from '../../src/shared/contracts/outcome';
import { allOutcomePaths } from '../../src/shared/domain/outcome-paths';
import { UCPM_DELAY_MS } from '../../sagas/outcome/outcome-page';
import { settings } from './journey-harness';
import { ENROLLMENT, outcomeView, setupOutcomeSaga as setup } from './outcome-harness';

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

describe('outcome pages: the outcome update (table-driven over every outcome path)', () => {
  const reachable = allOutcomePaths().filter((outcome) => outcome.kind !== 'siteselectionsuccess');
  const expectedStatus: Record<string, string> = {
    dnq: 'DNQ',
    'minor-dnq': 'DNQ',
    'no-site-available': 'No-site-available',
    'no-site-available-max-capacity': 'No-site-available-Max-Capacity',
    'no-site-convenient': 'No-site-convenient',
  };

  it.each(reachable.map((outcome) => [outcome.path, outcome.kind] as const))(
    '%s completes the journey and queues UpdatePatientOutcomeDetails',
    async (path, kind) => {
      const h = await setup();
      h.store.dispatch(pageViewed(outcomeView(path)));
      await jest.advanceTimersByTimeAsync(0);
      const [call] = callsOf(updatePatientOutcomeDetails.name);
      expect(call).toBeDefined();
      const [, input, meta] = call!;
      expect(input.body).toEqual({
        enrollmentId: ENROLLMENT,
        journeyStep: '',
        journeyStatus: 'Completed',
        isActiveEnrollment: 1,
        patientReferralStatus: expectedStatus[kind],
        deActivateExistingEnrollment: true,
        potentialId: 'P-1',
      });
      expect(updatePatientOutcomeDetails.body.safeParse(input.body).success).toBe(true);
      expect(meta.group).toBe(ENROLLMENT);
      expect(h.store.getState().journey).toMatchObject({
        journeyStatus: 'Completed',
        journeyStep: null,
        isActiveEnrollment: 1,
        guestType: 'customer',
      });
      expect(selectCurrentOutcome(h.store.getState())).toMatchObject({
        path,
        kind,
        enrollmentId: ENROLLMENT,
      });
    },
  );

  it('reports the outcome page to analytics (the gate decides whether it is sent)', async () => {
    const h = await setup();
    h.store.dispatch(pageViewed(outcomeView('/minor-dnq/not_in_range')));
    await jest.advanceTimersByTimeAsync(0);
    expect(h.ofType('analytics/eventTracked')).toEqual([
      {
        type: 'analytics/eventTracked',
        payload: { name: 'outcome-page-viewed', data: { outcome: 'minor-dnq', variant: 'not_in_range' } },
      },
    ]);
  });

  it('records nothing twice when the outcome page is shown again (the journey is Completed)', async () => {
    const h = await setup({ settings: settings({ enableUcpmIntegration: true }) });
    h.store.dispatch(pageViewed(outcomeView('/dnq/adult')));
    await jest.advanceTimersByTimeAsync(UCPM_DELAY_MS);
    h.store.dispatch(pageViewed(outcomeView('/dnq/adult')));
    await jest.advanceTimersByTimeAsync(10_000);
    expect(callsOf(updatePatientOutcomeDetails.name)).toHaveLength(1);
    expect(callsOf(addUcpmJobRecord.name)).toHaveLength(1);
  });

  it('records nothing without a journey in progress, or in preview mode', async () => {
    const none = await setup({ journey: {} });
    none.store.dispatch(pageViewed(outcomeView('/dnq/adult')));
    const preview = await setup();
    preview.store.dispatch(pageViewed(outcomeView('/dnq/adult', '?sc_mode=preview')));
    await jest.advanceTimersByTimeAsync(10_000);
    expect(enqueue).not.toHaveBeenCalled();
    expect(preview.store.getState().journey.journeyStatus).toBe('Partial');
  });

  it('ignores a page flagged isOutcome whose path is not in the table', async () => {
    const h = await setup();
    h.store.dispatch(pageViewed(outcomeView('/dnq/robot')));
    await jest.advanceTimersByTimeAsync(10_000);
    expect(enqueue).not.toHaveBeenCalled();
  });
});

describe('/siteselectionsuccess', () => {
  it('without the allowSiteSelectionSuccess cookie goes to the study home and records nothing', async () => {
    const h = await setup();
    h.store.dispatch(pageViewed(outcomeView('/siteselectionsuccess', '', 'es')));
    await jest.advanceTimersByTimeAsync(10_000);
    expect(h.ofType('journeyUi/navigationRequested').map((a) => a.payload)).toEqual([
      { to: '/es/migraine-study', replace: true },
    ]);
    expect(enqueue).not.toHaveBeenCalled();
    expect(h.store.getState().journey.journeyStatus).toBe('Partial');
  });

  it("goes to '/' when no study is known", async () => {
    const h = await setup({ journey: {} });
    h.store.dispatch(pageViewed(outcomeView('/siteselectionsuccess')));
    await jest.advanceTimersByTimeAsync(0);
    expect(h.ofType('journeyUi/navigationRequested').map((a) => a.payload.to)).toEqual(['/']);
  });

  it('with the cookie completes the journey with patientReferralStatus New', async () => {
    const h = await setup();
    h.cookies.cookie = 'allowSiteSelectionSuccess=true; path=/; max-age=86400';
    h.store.dispatch(pageViewed(outcomeView('/siteselectionsuccess')));
    await jest.advanceTimersByTimeAsync(0);
    expect(h.ofType('journeyUi/navigationRequested')).toHaveLength(0);
    expect(callsOf(updatePatientOutcomeDetails.name)[0]![1].body).toMatchObject({
      patientReferralStatus: 'New',
    });
  });
});
