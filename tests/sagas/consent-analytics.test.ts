import { trackEvent } from '../../src/features/analytics/analytics-slice';
import { consentDecided, guestRefFound } from '../../src/features/consent/consent-slice';
import { started } from '../../src/features/journey/journey-slice';
import { enqueueWrite, OutboxQuotaError } from '../../src/lib/outbox-client';
import { recordAnalyticsEvent } from '../../src/shared/contracts/analytics';
import { saveCookiePreferences } from '../../src/shared/contracts/consent';
import { decideCategories, DAY_MS, type CookieChoice } from '../../src/shared/domain/cookie-consent';
import { analyticsSaga, cookieDomainsOf, deleteAnalyticsCookies } from '../../sagas/analytics/index';
import { consentGuestRefSaga, GUEST_REF_POLL_MS } from '../../sagas/consent/consent-guest-ref';
import { consentPreferencesSaga } from '../../sagas/consent/consent-preferences';
import { fakeCookieJar } from './support/cookie-jar';
import { partialJourney, sagaHarness } from './outcome-harness';

jest.mock('../../src/lib/outbox-client', () => {
  const actual = jest.requireActual('../../src/lib/outbox-client');
  return { ...actual, enqueueWrite: jest.fn(async () => ({ id: 'entry' })) };
});
const enqueue = enqueueWrite as jest.MockedFunction<typeof enqueueWrite>;
const callsOf = (name: string) => enqueue.mock.calls.filter(([contract]) => contract.name === name);

const NOW = Date.parse('2025-03-01T10:00:00.000Z');
const tracker: CookieChoice[] = [
  { categoryType: 'EssentialCookies', isActive: true, isOptin: true },
  { categoryType: 'Non-Essential Cookies', isActive: true, isOptin: false },
];

function decide(action: 'accept' | 'reject', options: { days?: number; tracker?: CookieChoice[] } = {}) {
  const decidedAt = new Date(Date.now()).toISOString();
  return consentDecided({
    categories: decideCategories(options.tracker ?? tracker, action),
    decidedAt,
    expiresAt: new Date(Date.now() + (options.days ?? 1) * DAY_MS).toISOString(),
    action,
    domain: '',
  });
}

async function setup(journey = partialJourney) {
  const h = await sagaHarness({ journey });
  h.cookies.cookie = '_ga=GA1.1.123; path=/';
  h.cookies.cookie = '_gid=GA1.1.456; path=/';
  h.cookies.cookie = 'analytics_session=abc; path=/';
  h.cookies.cookie = 'language=en; path=/';
  const log = jest.fn();
  const services = { cookies: h.cookies, pathname: () => '/dnq/adult', hostname: () => 'localhost', log };
  h.runWith(services, analyticsSaga);
  h.runWith({ cookies: h.cookies }, consentPreferencesSaga);
  return { ...h, log, cookieNames: () => [...h.cookies.jar.keys()].sort() };
}

beforeEach(() => {
  jest.useFakeTimers({ now: NOW });
  enqueue.mockClear();
});
afterEach(() => jest.useRealTimers());

describe('the analytics gate', () => {
  it('before any decision: nothing is queued and the analytics cookies are deleted', async () => {
    const h = await setup();
    await jest.advanceTimersByTimeAsync(0);
    expect(h.cookieNames()).toEqual(['language']);
    h.store.dispatch(trackEvent({ name: 'outcome-page-viewed', data: { outcome: 'dnq' } }));
    await jest.advanceTimersByTimeAsync(0);
    expect(enqueue).not.toHaveBeenCalled();
  });

  it('rejected: no event is queued, and analytics cookies set later are deleted again', async () => {
    const h = await setup();
    h.store.dispatch(decide('reject'));
    await jest.advanceTimersByTimeAsync(0);
    h.cookies.cookie = '_ga_XYZ=GS1; path=/';
    h.store.dispatch(trackEvent({ name: 'participant-type-selected', data: { type: 'adult' } }));
    await jest.advanceTimersByTimeAsync(0);
    expect(callsOf(recordAnalyticsEvent.name)).toHaveLength(0);
    expect(h.cookieNames()).not.toContain('_ga_XYZ');
    expect(h.cookieNames()).toEqual(
      expect.arrayContaining(['AcceptCookie', 'AcceptCookieSettings', 'language']),
    );
  });

  it('accepted: the event is queued with the journey ids, in the guest group', async () => {
    const h = await setup();
    h.store.dispatch(decide('accept'));
    await jest.advanceTimersByTimeAsync(0);
    h.cookies.cookie = '_ga=GA1.1.789; path=/';
    h.store.dispatch(trackEvent({ name: 'outcome-page-viewed', data: { outcome: 'dnq', variant: 'adult' } }));
    await jest.advanceTimersByTimeAsync(0);
    const [call] = callsOf(recordAnalyticsEvent.name);
    expect(call![1].body).toEqual({
      name: 'outcome-page-viewed',
      data: { outcome: 'dnq', variant: 'adult' },
      occurredAt: '2025-03-01T10:00:00.000Z',
      guestRef: 'guest-1',
      enrollmentId: partialJourney.enrollmentId,
      path: '/dnq/adult',
    });
    expect(call![2].group).toBe('guest:guest-1');
    // With consent, analytics cookies are left alone.
    expect(h.cookieNames()).toContain('_ga');
  });

  it('accepted but the category inactive: treated as not allowed', async () => {
    const h = await setup();
    const inactive = tracker.map((c) =>
      c.categoryType === 'EssentialCookies' ? c : { ...c, isActive: false },
    );
    h.store.dispatch(decide('accept', { tracker: inactive }));
    h.store.dispatch(trackEvent({ name: 'x' }));
    await jest.advanceTimersByTimeAsync(0);
    expect(callsOf(recordAnalyticsEvent.name)).toHaveLength(0);
    expect(h.cookieNames()).not.toContain('_ga');
  });

  it('accepted but expired (cookieExpiryDateInDays passed): events stop', async () => {
    const h = await setup();
    h.store.dispatch(decide('accept', { days: 1 }));
    await jest.advanceTimersByTimeAsync(DAY_MS + 1);
    h.store.dispatch(trackEvent({ name: 'late' }));
    await jest.advanceTimersByTimeAsync(0);
    expect(callsOf(recordAnalyticsEvent.name)).toHaveLength(0);
  });

  it('drops a malformed event without stopping the gate', async () => {
    const h = await setup();
    h.store.dispatch(decide('accept'));
    h.store.dispatch(trackEvent({ name: '<bad name>' }));
    h.store.dispatch(trackEvent({ name: 'good' }));
    await jest.advanceTimersByTimeAsync(0);
    expect(h.log).toHaveBeenCalledTimes(1);
    expect(
      callsOf(recordAnalyticsEvent.name).map(([, input]) => (input.body as { name: string }).name),
    ).toEqual(['good']);
  });

  it('tells the person when the device is full', async () => {
    const h = await setup();
    h.store.dispatch(decide('accept'));
    await jest.advanceTimersByTimeAsync(0);
    enqueue.mockRejectedValueOnce(new OutboxQuotaError(recordAnalyticsEvent.name));
    h.store.dispatch(trackEvent({ name: 'x' }));
    await jest.advanceTimersByTimeAsync(0);
    expect(h.store.getState().outbox.storageFull).toBe(true);
  });
});

describe('analytics cookie deletion', () => {
  it('also removes cookies set on parent domains', () => {
    const jar = fakeCookieJar();
    jar.cookie = '_ga=1; path=/';
    jar.cookie = 'keep=1; path=/';
    expect(deleteAnalyticsCookies(jar, cookieDomainsOf('www.trials.example.org'))).toEqual(['_ga']);
    const domainWrites = jar.writes
      .filter((w) => w.startsWith('_ga=;'))
      .map((w) => /domain=(.*)$/.exec(w)?.[1] ?? null);
    expect(domainWrites).toEqual([null, 'www.trials.example.org', 'trials.example.org', 'example.org']);
    expect([...jar.jar.keys()]).toEqual(['keep']);
  });

  it('uses no domain variants on localhost or an IP address', () => {
    expect(cookieDomainsOf('localhost')).toEqual([]);
    expect(cookieDomainsOf('127.0.0.1')).toEqual([]);
    expect(cookieDomainsOf('localhost', 'example.org')).toEqual(['example.org']);
  });
});

describe('saving the choices', () => {
  it('mirrors them in AcceptCookie / AcceptCookieSettings for cookieExpiryDateInDays', async () => {
    const h = await setup();
    h.store.dispatch(guestRefFound({ guestRef: 'guest-1' }));
    h.store.dispatch(decide('reject', { days: 3 }));
    await jest.advanceTimersByTimeAsync(0);
    const accept = h.cookies.jar.get('AcceptCookie')!;
    expect(accept.value).toBe('false');
    expect(accept.maxAgeSeconds).toBe(3 * 86_400);
    const settings = JSON.parse(decodeURIComponent(h.cookies.jar.get('AcceptCookieSettings')!.value));
    expect(settings).toEqual([
      { categoryType: 'EssentialCookies', isActive: true, isOptin: true },
      { categoryType: 'Non-Essential Cookies', isActive: true, isOptin: false },
    ]);
  });

  it('queues SaveCookiePreferences for the guest, essential opted in also on reject', async () => {
    const h = await setup();
    h.store.dispatch(guestRefFound({ guestRef: 'guest-1' }));
    h.store.dispatch(decide('reject'));
    await jest.advanceTimersByTimeAsync(0);
    const [call] = callsOf(saveCookiePreferences.name);
    expect(call![1]).toEqual({
      params: { guestRef: 'guest-1' },
      body: {
        domain: '',
        cookieCategory: [
          { categoryType: 'EssentialCookies', isActive: true, isOptin: true },
          { categoryType: 'Non-Essential Cookies', isActive: true, isOptin: false },
        ],
        decidedAt: '2025-03-01T10:00:00.000Z',
        action: 'reject',
      },
    });
    expect(call![2].group).toBe('guest:guest-1');
    expect(h.store.getState().consent.savedForGuestRef).toBe('guest-1');
  });

  it('saves again for a new guest reference, once', async () => {
    const h = await setup();
    h.store.dispatch(guestRefFound({ guestRef: 'guest-1' }));
    h.store.dispatch(decide('accept'));
    h.store.dispatch(guestRefFound({ guestRef: 'guest-1' }));
    h.store.dispatch(guestRefFound({ guestRef: 'guest-2' }));
    await jest.advanceTimersByTimeAsync(0);
    expect(
      callsOf(saveCookiePreferences.name).map(([, input]) => (input.params as { guestRef: string }).guestRef),
    ).toEqual(['guest-1', 'guest-2']);
  });
});

describe('the guest-ref poll', () => {
  it('checks every 2 s and finds the bx_guest_ref cookie or the journey', async () => {
    expect(GUEST_REF_POLL_MS).toBe(2_000);
    const h = await sagaHarness({ journey: {} });
    h.runWith({ cookies: h.cookies }, consentGuestRefSaga);
    const found = () => h.ofType('consent/guestRefFound').map((a) => a.payload.guestRef);
    await jest.advanceTimersByTimeAsync(0);
    expect(found()).toEqual([]);
    h.cookies.cookie = 'bx_guest_ref=from-cookie; path=/';
    await jest.advanceTimersByTimeAsync(GUEST_REF_POLL_MS - 1);
    expect(found()).toEqual([]);
    await jest.advanceTimersByTimeAsync(1);
    expect(found()).toEqual(['from-cookie']);
    await jest.advanceTimersByTimeAsync(GUEST_REF_POLL_MS * 3);
    expect(found()).toEqual(['from-cookie']);
    h.store.dispatch(
      started({
        guestRef: 'from-journey',
        enrollmentId: 'e-1',
        study: { key: 's', tenantKey: 't', journeyType: '01' },
        startedAt: new Date(NOW).toISOString(),
      }),
    );
    // A journey started in this tab is noticed at once, not at the next poll.
    await jest.advanceTimersByTimeAsync(0);
    expect(found()).toEqual(['from-cookie', 'from-journey']);
    await jest.advanceTimersByTimeAsync(GUEST_REF_POLL_MS * 2);
    expect(found()).toEqual(['from-cookie', 'from-journey']);
    expect(h.store.getState().consent.guestRef).toBe('from-journey');
  });
});
