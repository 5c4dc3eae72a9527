import {
  healthDataCardShown,
  healthDataShareClicked,
  selectHealthData,
} from '../../src/features/success/health-data-slice';
import {
  CONNECT_WIDGET_DELAY_MS,
  HAPI_ATTEMPTS_KEY,
} from '../../src/shared/domain/sites/health-data-attempts';
import { ENROLLMENT, healthHarness } from './health-data-harness';

const session = () => ({ session_token: 'tok-1', human_id: 'h-1' });
const failing = () => {
  throw new Error('provider down');
};
const click = (maxAttempts = 4, preview = false) =>
  healthDataShareClicked({ maxAttempts, preview, language: 'en' });

describe('health-data sharing saga', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('asks for a session with retryCount 3, waits 1 s, then opens the connect widget and records Connected', async () => {
    const h = await healthHarness({ handlers: { 'humanapi/session': session } });
    h.store.dispatch(click());
    await jest.advanceTimersByTimeAsync(0);
    expect(h.calls).toEqual([
      {
        name: 'humanapi/session',
        body: {
          client_user_email: 'ana@example.test',
          client_user_id: ENROLLMENT,
          type: 'session',
          retryCount: 3,
        },
      },
    ]);
    expect(selectHealthData(h.store.getState())).toMatchObject({ status: 'waiting', modal: 'waiting' });
    await jest.advanceTimersByTimeAsync(CONNECT_WIDGET_DELAY_MS - 1);
    expect(h.connect).not.toHaveBeenCalled();
    await jest.advanceTimersByTimeAsync(1);
    expect(h.connect).toHaveBeenCalledWith({
      sessionToken: 'tok-1',
      humanId: 'h-1',
      language: 'en',
      mode: 'sandbox',
    });
    expect(selectHealthData(h.store.getState()).status).toBe('connected');
    expect(h.enqueued).toEqual([
      {
        name: 'HumanApi/UpdateHumanApiResponse',
        body: expect.objectContaining({
          enrollmentId: ENROLLMENT,
          tenantKey: 'tenant-migraine-study',
          potentialId: 'P-5',
          humanApiStatus: 'Connected',
          humanId: 'h-1',
          exception: '',
          humanApiEnabled: true,
        }),
      },
    ]);
    expect(h.sessionValues.get(HAPI_ATTEMPTS_KEY)).toBe('3');
  });

  it('uses the real widget when the session says so, and records Closed when the person closes it', async () => {
    const h = await healthHarness({
      handlers: { 'humanapi/session': () => ({ ...session(), connect: 'humanapi' }) },
      connect: async () => ({ status: 'Closed' }),
    });
    h.store.dispatch(click());
    await jest.advanceTimersByTimeAsync(CONNECT_WIDGET_DELAY_MS);
    expect(h.connect.mock.calls[0]?.[0].mode).toBe('humanapi');
    expect(selectHealthData(h.store.getState()).status).toBe('closed');
    expect(h.enqueued[0]?.body).toMatchObject({ humanApiStatus: 'Closed' });
  });

  it('shows the error modal and records Clicked with the exception text when the session fails', async () => {
    const h = await healthHarness({ handlers: { 'humanapi/session': failing } });
    h.store.dispatch(click());
    await jest.advanceTimersByTimeAsync(CONNECT_WIDGET_DELAY_MS * 2);
    expect(selectHealthData(h.store.getState())).toMatchObject({
      status: 'error',
      modal: 'error',
      usedUp: false,
    });
    expect(h.connect).not.toHaveBeenCalled();
    expect(h.enqueued).toEqual([
      {
        name: 'HumanApi/UpdateHumanApiResponse',
        body: expect.objectContaining({ humanApiStatus: 'Clicked', exception: 'provider down' }),
      },
    ]);
  });

  it('counts attempts in session storage: the last failure shows unavailable, later presses call nothing', async () => {
    const h = await healthHarness({ handlers: { 'humanapi/session': failing } });
    const modals: (string | null)[] = [];
    for (let press = 0; press < 3; press += 1) {
      h.store.dispatch(click(2));
      await jest.advanceTimersByTimeAsync(0);
      modals.push(selectHealthData(h.store.getState()).modal);
    }
    expect(modals).toEqual(['error', 'unavailable', 'unavailable']);
    expect(h.calls).toHaveLength(2);
    expect(h.sessionValues.get(HAPI_ATTEMPTS_KEY)).toBe('0');
    expect(selectHealthData(h.store.getState()).usedUp).toBe(true);
  });

  it('starts disabled when this session used every attempt already', async () => {
    const h = await healthHarness();
    h.sessionValues.set(HAPI_ATTEMPTS_KEY, '0');
    h.store.dispatch(healthDataCardShown());
    await jest.advanceTimersByTimeAsync(0);
    expect(selectHealthData(h.store.getState())).toMatchObject({
      usedUp: true,
      status: 'unavailable',
      modal: null,
    });
  });

  it('calls nothing in preview mode', async () => {
    const h = await healthHarness({ handlers: { 'humanapi/session': session } });
    h.store.dispatch(click(4, true));
    await jest.advanceTimersByTimeAsync(CONNECT_WIDGET_DELAY_MS * 2);
    expect(h.calls).toEqual([]);
    expect(h.enqueued).toEqual([]);
    expect(h.sessionValues.size).toBe(0);
    expect(selectHealthData(h.store.getState()).status).toBe('idle');
  });

  it('ignores a second press while one is under way (one session, one attempt)', async () => {
    const h = await healthHarness({ handlers: { 'humanapi/session': session } });
    h.store.dispatch(click());
    h.store.dispatch(click());
    await jest.advanceTimersByTimeAsync(CONNECT_WIDGET_DELAY_MS);
    expect(h.calls).toHaveLength(1);
    expect(h.sessionValues.get(HAPI_ATTEMPTS_KEY)).toBe('3');
  });

  it('fails without an e-mail address for the session (no call made)', async () => {
    const h = await healthHarness({ handlers: { 'humanapi/session': session }, withDetails: false });
    h.store.dispatch(click());
    await jest.advanceTimersByTimeAsync(0);
    expect(h.calls).toEqual([]);
    expect(selectHealthData(h.store.getState()).modal).toBe('error');
  });
});
