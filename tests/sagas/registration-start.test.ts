import { pageViewed, navigationRequested } from '../../src/features/journey/journey-ui-slice';
import { draftSaved } from '../../src/app/drafts-slice';
import {
  registrationAnchorRequested,
  registrationStartSubmitted,
} from '../../src/features/registration/registration-slice';
import { REGISTRATION_DRAFT_KEY } from '../../src/shared/domain/registration/registration-data';
import { REGISTRATION_SCROLL_DELAY_MS } from '../../sagas/registration/registration-anchor';
import { flush, registrationHarness } from './registration-harness';

const submit = { email: ' ana@example.com ', agree: true, to: '/register/about-you?utm_source=news' };
const view = (path: string) => ({
  path,
  locale: 'en' as const,
  search: '',
  hash: '',
  found: true,
  isHome: path === '/',
  isOutcome: false,
  study: null,
  viewKey: path,
});

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

describe('the registration start', () => {
  it('shows emailExists and does not continue when the address is registered', async () => {
    const h = await registrationHarness({
      api: { 'contacts/EmailExists': () => ({ isEmailExist: true, isReloadCdpScript: false }) },
    });
    h.store.dispatch(registrationStartSubmitted(submit));
    expect(h.state().start).toBe('checking');
    await flush();
    expect(h.calls).toEqual([
      {
        name: 'contacts/EmailExists',
        body: { email: 'ana@example.com', guestRef: '00000000-0000-4000-8000-000000000001', source: 'CR' },
      },
    ]);
    expect(h.state().start).toBe('exists');
    expect(h.types()).not.toContain(navigationRequested.type);
    expect(h.state().data.registration.email).toBe('');
  });

  it('stores the email and consent and goes on with the query when the address is new', async () => {
    const h = await registrationHarness({
      api: { 'contacts/EmailExists': () => ({ isEmailExist: false, isReloadCdpScript: false }) },
    });
    h.store.dispatch(registrationStartSubmitted(submit));
    await flush();
    expect(h.state().data.registration).toEqual({ email: 'ana@example.com', agree: true });
    expect(h.state().data.guestRef).toBe('00000000-0000-4000-8000-000000000001');
    expect(h.actions).toContainEqual(navigationRequested({ to: '/register/about-you?utm_source=news' }));
  });

  it('continues when the lookup fails (the server checks again on arrival)', async () => {
    const h = await registrationHarness({
      api: { 'contacts/EmailExists': () => Promise.reject(new Error('offline')) },
    });
    h.store.dispatch(registrationStartSubmitted(submit));
    await flush();
    expect(h.types()).toContain(navigationRequested.type);
    expect(h.log).toHaveBeenCalled();
  });
});

describe('the anchor and the reset on leaving (always loaded)', () => {
  it('asks for the scroll to #cr-registration 100 ms after it was requested', async () => {
    const h = await registrationHarness();
    h.store.dispatch(registrationAnchorRequested());
    await flush(REGISTRATION_SCROLL_DELAY_MS - 1);
    expect(h.state().scrollRequest).toBe(0);
    await flush(1);
    expect(h.state().scrollRequest).toBe(1);
  });

  it('drops the registration state and its stored copy on a page that is not part of it', async () => {
    const h = await registrationHarness({
      api: { 'contacts/EmailExists': () => ({ isEmailExist: false, isReloadCdpScript: false }) },
    });
    h.store.dispatch(registrationStartSubmitted(submit));
    await flush();
    h.store.dispatch(
      draftSaved({ key: REGISTRATION_DRAFT_KEY, values: { state: '{}' }, savedAt: new Date().toISOString() }),
    );
    h.store.dispatch(pageViewed(view('/register/conditions')));
    h.store.dispatch(pageViewed(view('/thank-you')));
    expect(h.state().data.registration.email).toBe('ana@example.com');
    expect(h.store.getState().drafts.byKey[REGISTRATION_DRAFT_KEY]).toBeDefined();
    h.store.dispatch(pageViewed(view('/asthma-study')));
    expect(h.state().data.registration.email).toBe('');
    expect(h.store.getState().drafts.byKey[REGISTRATION_DRAFT_KEY]).toBeUndefined();
  });
});
