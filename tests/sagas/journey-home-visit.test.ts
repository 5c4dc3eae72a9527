import { enqueueWrite } from '../../src/lib/outbox-client';
import { addParticipant } from '../../src/shared/contracts/participant';
import { addGlobalSettingsToDataExtension, addOrUpdateQueryParams } from '../../src/shared/contracts/journey';
import { journeyHarness, view } from './journey-harness';

jest.mock('../../src/lib/outbox-client', () => {
  const actual = jest.requireActual('../../src/lib/outbox-client');
  return { ...actual, enqueueWrite: jest.fn(async () => ({ id: 'entry' })) };
});
const enqueue = enqueueWrite as jest.MockedFunction<typeof enqueueWrite>;
const names = () => enqueue.mock.calls.map(([contract]) => contract.name);

describe('a home-page visit', () => {
  beforeEach(() => {
    jest.useFakeTimers();
    enqueue.mockClear();
  });
  afterEach(() => jest.useRealTimers());

  it('records the participant at 300 ms, then the global settings and the query parameters', async () => {
    const h = await journeyHarness();
    h.visit(view('/asthma-study?utm_source=mail&x=1', { study: 'asthma-study', isHome: true }));
    // The journey exists at once, so a quick click onward is not sent back home.
    expect(h.store.getState().journey.enrollmentId).toBe('id-2');
    await jest.advanceTimersByTimeAsync(299);
    expect(enqueue).not.toHaveBeenCalled();
    await jest.advanceTimersByTimeAsync(1);
    expect(names()).toEqual([
      addParticipant.name,
      addGlobalSettingsToDataExtension.name,
      addOrUpdateQueryParams.name,
    ]);
    const journey = h.store.getState().journey;
    const [, globalInput, globalMeta] = enqueue.mock.calls[1]!;
    expect(globalInput.params).toEqual({ guestRef: journey.guestRef });
    expect(globalInput.query).toEqual({ guestType: 'visitor' });
    expect(globalInput.body).toMatchObject({
      isActiveEnrollment: 0,
      tenantKey: 'tenant-asthma-study',
      journeyStatus: 'Partial',
      journeyId: '02',
      language: 'en',
      siteRootPath: '/asthma-study',
      adultSiteUrls: ['/asthma-study/adult'],
      minorSiteUrls: ['/asthma-study/minor'],
      caregiverSiteUrls: ['/asthma-study/caregiver'],
      automaticRedirectionUrls: expect.arrayContaining(['/asthma-study/participant-type']),
      baseUrl: 'https://trials.example.org',
      sendMailingList: true,
      studyName: 'asthma-study name',
      browserId: journey.browserId,
      enrollmentId: journey.enrollmentId,
      urlParams: [
        { key: 'utm_source', value: 'mail' },
        { key: 'x', value: '1' },
      ],
    });
    expect(addGlobalSettingsToDataExtension.body.safeParse(globalInput.body).success).toBe(true);
    expect(globalMeta.group).toBe(journey.enrollmentId);
    const [, queryInput] = enqueue.mock.calls[2]!;
    expect(queryInput.body).toEqual({
      queryParams: [
        { queryParamKey: 'utm_source', queryParamValue: 'mail' },
        { queryParamKey: 'x', queryParamValue: '1' },
      ],
      enrollmentId: journey.enrollmentId,
      tenantKey: 'tenant-asthma-study',
      potentialId: undefined,
    });
  });

  it('sends no query-parameter record when the page has none', async () => {
    const h = await journeyHarness();
    h.visit(view('/asthma-study', { study: 'asthma-study', isHome: true }));
    await jest.advanceTimersByTimeAsync(300);
    expect(names()).toEqual([addParticipant.name, addGlobalSettingsToDataExtension.name]);
  });

  it('waits for the site settings before the global settings (at most 2 s)', async () => {
    const h = await journeyHarness({ settings: null });
    h.visit(view('/asthma-study', { study: 'asthma-study', isHome: true }));
    await jest.advanceTimersByTimeAsync(300);
    expect(names()).toEqual([addParticipant.name]);
    await jest.advanceTimersByTimeAsync(1_999);
    expect(names()).toEqual([addParticipant.name]);
    await jest.advanceTimersByTimeAsync(1);
    expect(names()).toEqual([addParticipant.name, addGlobalSettingsToDataExtension.name]);
    expect(h.store.getState().journey.enrollmentId).not.toBeNull();
  });

  it('shows the loader while the journey initialises and hides it after 4 s at the latest', async () => {
    const h = await journeyHarness();
    h.visit(view('/asthma-study', { study: 'asthma-study', isHome: true }));
    expect(h.store.getState().journeyUi.loader).toBe(true);
    await jest.advanceTimersByTimeAsync(3_999);
    expect(h.store.getState().journeyUi.loader).toBe(true);
    await jest.advanceTimersByTimeAsync(1);
    expect(h.store.getState().journeyUi.loader).toBe(false);
  });

  it('hides the loader as soon as the participant record is answered', async () => {
    const h = await journeyHarness();
    h.visit(view('/asthma-study', { study: 'asthma-study', isHome: true }));
    await jest.advanceTimersByTimeAsync(500);
    const enrollmentId = h.store.getState().journey.enrollmentId!;
    h.store.dispatch({
      type: 'outbox/entryDelivered',
      payload: {
        id: 'e',
        callName: addParticipant.name,
        group: enrollmentId,
        response: { potentialId: 'P-9' },
      },
    });
    await jest.advanceTimersByTimeAsync(0);
    expect(h.store.getState().journeyUi.loader).toBe(false);
    expect(h.store.getState().journey.potentialId).toBe('P-9');
  });

  it('scrolls to the pre-screener exactly 2 s after a study home page loads', async () => {
    const h = await journeyHarness();
    h.visit(view('/asthma-study', { study: 'asthma-study', isHome: true }));
    await jest.advanceTimersByTimeAsync(1_999);
    expect(h.scrollToPreScreener).not.toHaveBeenCalled();
    await jest.advanceTimersByTimeAsync(1);
    expect(h.scrollToPreScreener).toHaveBeenCalledTimes(1);
  });

  it('on a slow phone counts the 2 s from when the questionnaire renders, seconds after the layout', async () => {
    const h = await journeyHarness();
    h.preScreenerRendersLater();
    h.visit(view('/asthma-study', { study: 'asthma-study', isHome: true }));
    await jest.advanceTimersByTimeAsync(7_000);
    expect(h.scrollToPreScreener).not.toHaveBeenCalled();
    h.renderPreScreener();
    await jest.advanceTimersByTimeAsync(1_999);
    expect(h.scrollToPreScreener).not.toHaveBeenCalled();
    await jest.advanceTimersByTimeAsync(1);
    expect(h.scrollToPreScreener).toHaveBeenCalledTimes(1);
  });

  it('does not scroll when the URL names an anchor, the person scrolled, or left the page', async () => {
    const withHash = await journeyHarness();
    withHash.visit(view('/asthma-study#about', { study: 'asthma-study', isHome: true }));
    const scrolled = await journeyHarness();
    scrolled.hasScrolled.mockReturnValue(true);
    scrolled.visit(view('/asthma-study', { study: 'asthma-study', isHome: true }));
    const left = await journeyHarness();
    left.visit(view('/asthma-study', { study: 'asthma-study', isHome: true }));
    await jest.advanceTimersByTimeAsync(1_000);
    left.visit(view('/asthma-study/participant-type', { study: 'asthma-study' }));
    await jest.advanceTimersByTimeAsync(5_000);
    expect(withHash.scrollToPreScreener).not.toHaveBeenCalled();
    expect(scrolled.scrollToPreScreener).not.toHaveBeenCalled();
    expect(left.scrollToPreScreener).not.toHaveBeenCalled();
    expect(left.store.getState().journeyUi.loader).toBe(false);
  });

  it('does nothing on the site home, which belongs to no study', async () => {
    const h = await journeyHarness();
    h.visit(view('/', { study: null, isHome: true }));
    await jest.advanceTimersByTimeAsync(5_000);
    expect(enqueue).not.toHaveBeenCalled();
    expect(h.scrollToPreScreener).not.toHaveBeenCalled();
  });

  it('skips all journey logic in preview and editing modes', async () => {
    for (const mode of ['preview', 'edit', 'EDIT']) {
      const h = await journeyHarness();
      h.visit(view(`/asthma-study?sc_mode=${mode}`, { study: 'asthma-study', isHome: true }));
      h.visit(view(`/asthma-study/adult?sc_mode=${mode}`, { study: 'asthma-study' }));
      await jest.advanceTimersByTimeAsync(5_000);
      expect(h.store.getState().journey.enrollmentId).toBeNull();
      expect(h.store.getState().journeyUi.loader).toBe(false);
      expect(h.store.getState().journeyUi.navigation).toBeNull();
      expect(h.scrollToPreScreener).not.toHaveBeenCalled();
    }
    expect(enqueue).not.toHaveBeenCalled();
  });
});

describe('the call-centre number of the landing page', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('keeps ?pn in the journey state, so later pages without it in their URL still show it', async () => {
    const h = await journeyHarness();
    h.visit(view('/asthma-study?pn=3125550199', { study: 'asthma-study', isHome: true }));
    expect(h.store.getState().journey.callCentrePn).toBe('3125550199');
    h.visit(view('/asthma-study', { study: 'asthma-study', isHome: true }));
    await jest.advanceTimersByTimeAsync(1000);
    expect(h.store.getState().journey.callCentrePn).toBe('3125550199');
  });
});
