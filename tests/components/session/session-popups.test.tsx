import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { idlePromptOpened, signedIn } from '../../../src/features/session/session-slice';
import { siteSettings } from '../app/fixtures';
import { stubBrowserScrolling } from '../app/render-app';
import { renderSession } from './render-session';

const LINK = 'mailed-link-token-0123456789abcdefABCDEFGH';
const expired = () => ({ isLinkExpired: true, IsVerifiedEmail: false, myProfileVerificationToken: null });
const popup = {
  title: 'Your link expired',
  description: 'Ask for a new one.',
  buttonText: 'Go on',
};

beforeEach(() => stubBrowserScrolling());

/** The person's Continue on the question a mailed link asks before it is used. */
async function pressContinue(name = 'Welcome back', button = 'Continue') {
  const question = await screen.findByRole('dialog', { name });
  await userEvent.setup().click(within(question).getByRole('button', { name: button }));
}

describe('the question a mailed link asks before it is used', () => {
  it('uses the link only on Continue: then the person is signed in', async () => {
    const view = await renderSession({
      path: `/manage-my-profile?myProfileToken=${LINK}`,
      handlers: {
        'contacts/VerifyProfile': () => ({
          isLinkExpired: false,
          IsVerifiedEmail: true,
          myProfileVerificationToken: LINK,
        }),
      },
    });
    const question = await screen.findByRole('dialog', { name: 'Welcome back' });
    expect(question).toHaveTextContent('the link we emailed you works only once');
    expect(within(question).getByRole('button', { name: 'Continue' })).toHaveFocus();
    expect(view.calls).toEqual([]);
    await pressContinue();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(view.calls.map((call) => call.name)).toEqual(['contacts/VerifyProfile']);
    expect(view.store.getState().session.status).toBe('signedIn');
  });

  it('asks in Spanish on a Spanish page', async () => {
    await renderSession({ site: siteSettings('es'), path: `/es/manage-my-profile?myProfileToken=${LINK}` });
    const question = await screen.findByRole('dialog', { name: 'Le damos la bienvenida' });
    expect(within(question).getByRole('button', { name: 'Continuar' })).toBeInTheDocument();
  });

  it('shows the configured texts; closing it leaves the link unused', async () => {
    const site = siteSettings('en', {
      session: {
        linkContinue: { title: 'Open your profile', description: 'One click.', buttonText: 'Open' },
      },
    } as never);
    const view = await renderSession({ site, path: `/?communityToken=${LINK}` });
    const question = await screen.findByRole('dialog', { name: 'Open your profile' });
    expect(question).toHaveTextContent('One click.');
    expect(within(question).getByRole('button', { name: 'Open' })).toBeInTheDocument();
    await userEvent.setup().keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(view.store.getState().session).toMatchObject({ status: 'signedOut', linkContinue: null });
  });
});

describe('the expired-link popup', () => {
  it('shows the configured texts; Continue goes to the configured link', async () => {
    const site = siteSettings('en', {
      session: { expiredLink: { ...popup, link: '/asthma-study' } },
    } as never);
    await renderSession({
      site,
      path: `/manage-my-profile?myProfileToken=${LINK}&utm_source=mail`,
      handlers: { 'contacts/VerifyProfile': expired },
    });
    await pressContinue();
    const dialog = await screen.findByRole('dialog', { name: 'Your link expired' });
    expect(dialog).toHaveTextContent('Ask for a new one.');
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/manage-my-profile\?utm_source=mail$/);
    await userEvent.setup().click(within(dialog).getByRole('button', { name: 'Go on' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/asthma-study$/);
  });

  it('with "use page URL" Continue stays on the page, whose address lost the token', async () => {
    const site = siteSettings('en', {
      session: {
        expiredLink: { ...popup, link: '/asthma-study' },
        communityExpiredLink: { ...popup, title: 'Community link expired', link: '/', usePageUrl: true },
      },
    } as never);
    await renderSession({
      site,
      path: `/communities/migraine?utm_source=mail&communityToken=${LINK}`,
      handlers: { 'contacts/VerifyProfile': expired },
    });
    await pressContinue();
    const dialog = await screen.findByRole('dialog', { name: 'Community link expired' });
    await userEvent.setup().click(within(dialog).getByRole('button', { name: 'Go on' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/communities\/migraine\?utm_source=mail$/);
  });

  it('falls back to the built-in texts', async () => {
    await renderSession({
      path: `/?myProfileToken=${LINK}`,
      handlers: { 'contacts/VerifyProfile': expired },
    });
    await pressContinue();
    const dialog = await screen.findByRole('dialog', { name: 'This link has expired' });
    await userEvent.setup().click(within(dialog).getByRole('button', { name: 'Continue' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});

describe('the idle prompt ("Idle prompt")', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  async function prompt() {
    const view = await renderSession();
    act(() => {
      view.store.dispatch(signedIn({ isVerifiedEmail: true }));
      view.store.dispatch(idlePromptOpened({ signOutAt: Date.now() + 10 * 60_000 }));
    });
    const dialog = await screen.findByRole('dialog', { name: 'Are you still there?' });
    return { view, dialog };
  }

  const tick = (ms: number) =>
    act(async () => {
      await jest.advanceTimersByTimeAsync(ms);
    });

  it('counts down every second in minutes and seconds; the live text changes once a minute', async () => {
    const { dialog } = await prompt();
    expect(dialog).toHaveTextContent('you will be signed out in 10:00 because');
    const status = within(dialog).getByRole('status');
    expect(status).toHaveTextContent('You will be signed out in 10 minutes unless you continue.');
    await tick(1_000);
    expect(dialog).toHaveTextContent('signed out in 09:59');
    expect(status).toHaveTextContent('10 minutes');
    await tick(59_000);
    expect(dialog).toHaveTextContent('signed out in 09:00');
    expect(status).toHaveTextContent('9 minutes');
    await tick(9 * 60_000 - 1_000);
    expect(dialog).toHaveTextContent('signed out in 00:01');
    expect(status).toHaveTextContent('You will be signed out in less than a minute unless you continue.');
  });

  it('Continue closes the prompt and keeps the session; Sign out asks for the sign-out', async () => {
    const { view, dialog } = await prompt();
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    expect(within(dialog).getByRole('button', { name: 'Continue' })).toHaveFocus();
    await user.click(within(dialog).getByRole('button', { name: 'Continue' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(view.store.getState().session).toMatchObject({ status: 'signedIn', idlePrompt: null });
    act(() => {
      view.store.dispatch(idlePromptOpened({ signOutAt: Date.now() + 60_000 }));
    });
    const again = await screen.findByRole('dialog', { name: 'Are you still there?' });
    expect(again).toHaveTextContent('01:00');
    await user.click(within(again).getByRole('button', { name: 'Sign out' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    await tick(0);
    expect(view.services.assign).toHaveBeenCalledWith('/');
  });
});
