import {
  profileEmailSubmitted,
  profileModalClosed,
  profileModalOpened,
  profileResendRequested,
} from '../../src/features/session/session-slice';
import { ApiError, NetworkError } from '../../src/lib/api-errors';
import { siteSettings } from '../components/app/fixtures';
import { sessionHarness, settle } from './session-harness';

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

const EMAIL = 'ana@example.com';

async function modalApp(exists: () => unknown, send: () => unknown = () => ({ sent: true })) {
  const site = siteSettings('en', { session: { profileModal: { sendMailingListId: 'ML-7' } } } as never);
  const app = await sessionHarness({
    site,
    handlers: { 'contacts/EmailExists': exists, 'Send/SendProfileEmail': send },
  });
  return app;
}

async function submit(app: Awaited<ReturnType<typeof modalApp>>, email = ` ${EMAIL} `) {
  await settle();
  app.store.dispatch(profileModalOpened({ from: 'header' }));
  await settle();
  app.store.dispatch(profileEmailSubmitted({ email }));
  await settle();
}

const modal = (app: Awaited<ReturnType<typeof modalApp>>) => app.store.getState().session.profileModal;
const sends = (app: Awaited<ReturnType<typeof modalApp>>) =>
  app.calls.filter((call) => call.name === 'Send/SendProfileEmail');

describe('the profile modal’s calls', () => {
  it('a known address: the sent modal, one My Profile mail, the counter at 1', async () => {
    const app = await modalApp(() => ({ isEmailExist: true, isReloadCdpScript: false }));
    await submit(app);
    expect(app.calls[0]).toEqual({
      name: 'contacts/EmailExists',
      body: { email: EMAIL, guestRef: undefined, source: 'CR' },
      key: undefined,
    });
    expect(sends(app)).toEqual([
      {
        name: 'Send/SendProfileEmail',
        body: {
          email: EMAIL,
          mailIdList: 'ML-7',
          emailType: 'myProfile',
          baseUrl: 'https://trials.example.org',
          myProfileUrl: 'https://trials.example.org/manage-my-profile',
          resendAttemptCount: 0,
          siteSettingsId: 'site-1',
          language: 'en',
          isMyprofileEmail: true,
        },
        key: 'key-1',
      },
    ]);
    expect(modal(app)).toEqual({ step: 'sent', email: EMAIL, check: 'idle', sentCount: 1 });
  });

  it.each([
    ['false', () => ({ isEmailExist: false, isReloadCdpScript: false }), 'notFound'],
    [
      'a refusal',
      () => {
        throw new ApiError('contacts/EmailExists', 500, { type: 'about:blank', title: 'Oops', status: 500 });
      },
      'failed',
    ],
    [
      'no answer (swallowed)',
      () => {
        throw new NetworkError('contacts/EmailExists', 'ERR_NETWORK');
      },
      'idle',
    ],
  ])('%s: no mail, the modal stays on the email step (%#)', async (_name, answer, check) => {
    const app = await modalApp(answer);
    await submit(app);
    expect(sends(app)).toEqual([]);
    expect(modal(app)).toMatchObject({ step: 'enterEmail', check, sentCount: 0 });
  });

  it('a failed mail is swallowed: the sent modal shows anyway', async () => {
    const app = await modalApp(
      () => ({ isEmailExist: true, isReloadCdpScript: false }),
      () => {
        throw new NetworkError('Send/SendProfileEmail', 'ERR_NETWORK');
      },
    );
    await submit(app);
    expect(modal(app)).toMatchObject({ step: 'sent', sentCount: 1 });
    expect(app.services.log).toHaveBeenCalledWith('SendProfileEmail failed', expect.any(NetworkError));
  });

  it('Resend opens the resend modal and sends again, up to three mails; Done resets the counter', async () => {
    const app = await modalApp(() => ({ isEmailExist: true, isReloadCdpScript: false }));
    await submit(app);
    app.store.dispatch(profileResendRequested());
    await settle();
    expect(modal(app)).toMatchObject({ step: 'resend', sentCount: 2 });
    app.store.dispatch(profileResendRequested());
    app.store.dispatch(profileResendRequested());
    await settle();
    expect(
      sends(app).map((call) => (call.body as { resendAttemptCount: number }).resendAttemptCount),
    ).toEqual([0, 1, 2]);
    expect(new Set(sends(app).map((call) => call.key)).size).toBe(3);
    expect(modal(app).sentCount).toBe(3);
    app.store.dispatch(profileModalClosed());
    expect(modal(app)).toEqual({ step: 'closed', email: '', check: 'idle', sentCount: 0 });
  });
});
