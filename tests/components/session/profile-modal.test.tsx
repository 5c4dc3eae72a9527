import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError } from '../../../src/lib/api-errors';
import { siteSettings } from '../app/fixtures';
import { stubBrowserScrolling } from '../app/render-app';
import { renderSession } from './render-session';

const EMAIL = 'ana@example.com';
const exists = (isEmailExist: boolean) => () => ({ isEmailExist, isReloadCdpScript: false });
const sent = () => ({ sent: true });

async function openFromHeader() {
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: 'My Profile' }));
  const dialog = await screen.findByRole('dialog', { name: 'Go to your profile' });
  return { user, dialog };
}

async function submitEmail(user: ReturnType<typeof userEvent.setup>, email = EMAIL) {
  await user.type(screen.getByRole('textbox', { name: 'Email address' }), email);
  await user.click(screen.getByRole('button', { name: 'Continue' }));
}

beforeEach(() => stubBrowserScrolling());

describe('the profile modal', () => {
  it('opens from the header item and validates the address on blur', async () => {
    await renderSession();
    const { user, dialog } = await openFromHeader();
    const field = within(dialog).getByRole('textbox', { name: 'Email address' });
    expect(field).toHaveFocus();
    await user.type(field, 'not-an-email');
    expect(within(dialog).queryByRole('alert')).toBeNull();
    await user.tab();
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Please enter a valid email address.');
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveAccessibleDescription('Please enter a valid email address.');
    await user.clear(field);
    await user.type(field, EMAIL);
    expect(within(dialog).queryByRole('alert')).toBeNull();
  });

  it('uses the configured errorFormatMsg and regex for an empty or refused address', async () => {
    const site = siteSettings('en', {
      session: { profileModal: { errorFormatMsg: 'Type your email.', emailRegex: '^[a-z]+@example\\.org$' } },
    } as never);
    await renderSession({ site });
    const { user, dialog } = await openFromHeader();
    await user.click(within(dialog).getByRole('button', { name: 'Continue' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Type your email.');
    await user.type(within(dialog).getByRole('textbox'), EMAIL);
    await user.tab();
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Type your email.');
  });

  it('true: the email-sent modal and the mail; Resend opens the resend modal; hidden at 3; Done resets', async () => {
    const view = await renderSession({
      handlers: { 'contacts/EmailExists': exists(true), 'Send/SendProfileEmail': sent },
    });
    const { user } = await openFromHeader();
    await submitEmail(user);
    const sentModal = await screen.findByRole('dialog', { name: 'Check your email' });
    expect(sentModal).toHaveTextContent(`We sent a link to ${EMAIL}.`);
    await waitFor(() => expect(view.calls.map((c) => c.name)).toContain('Send/SendProfileEmail'));
    await user.click(within(sentModal).getByRole('button', { name: 'Resend' }));
    const resend = await screen.findByRole('dialog', { name: 'Email sent again' });
    expect(screen.queryByRole('dialog', { name: 'Check your email' })).toBeNull();
    await user.click(within(resend).getByRole('button', { name: 'Resend' }));
    await waitFor(() => expect(within(resend).queryByRole('button', { name: 'Resend' })).toBeNull());
    expect(view.calls.filter((c) => c.name === 'Send/SendProfileEmail')).toHaveLength(3);
    expect(view.store.getState().session.profileModal.sentCount).toBe(3);
    await user.click(within(resend).getByRole('button', { name: 'Done' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(view.store.getState().session.profileModal).toMatchObject({ step: 'closed', sentCount: 0 });
  });

  it('false: the does-not-exist message on the field, overridable, until the address is edited', async () => {
    await renderSession({ handlers: { 'contacts/EmailExists': exists(false) } });
    const { user, dialog } = await openFromHeader();
    await submitEmail(user);
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'The email you entered does not exist. Please sign up.',
    );
    expect(screen.queryByRole('dialog', { name: 'Check your email' })).toBeNull();
    await user.type(within(dialog).getByRole('textbox'), 'x');
    expect(within(dialog).queryByRole('alert')).toBeNull();
  });

  it('false with emailExistErrorMessage configured shows that text', async () => {
    const site = siteSettings('en', {
      session: { profileModal: { emailExistErrorMessage: 'No profile with this email.' } },
    } as never);
    await renderSession({ site, handlers: { 'contacts/EmailExists': exists(false) } });
    const { user, dialog } = await openFromHeader();
    await submitEmail(user);
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('No profile with this email.');
  });

  it('any other answer: the CMS errorMessage on the field, no sent modal', async () => {
    const site = siteSettings('en', {
      session: { profileModal: { errorMessage: 'Could not check.' } },
    } as never);
    await renderSession({
      site,
      handlers: {
        'contacts/EmailExists': () => {
          throw new ApiError('contacts/EmailExists', 500, { type: 'about:blank', title: 'x', status: 500 });
        },
      },
    });
    const { user, dialog } = await openFromHeader();
    await submitEmail(user);
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Could not check.');
    expect(screen.queryByRole('dialog', { name: 'Check your email' })).toBeNull();
    expect(within(dialog).getByRole('button', { name: 'Continue' })).toBeEnabled();
  });

  it('opens from the footer’s manage-my-profile link and from any .open-profile-modal link', async () => {
    const site = siteSettings('en', {
      footer: { copyright: '', links: [{ label: 'Manage my profile', href: '/manage-my-profile' }] },
    });
    await renderSession({ site, path: '/asthma-study' });
    const user = userEvent.setup();
    await user.click(
      within(screen.getByRole('contentinfo')).getByRole('link', { name: 'Manage my profile' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Go to your profile' });
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/asthma-study$/);
    await user.keyboard('{Escape}');
    expect(dialog).not.toBeInTheDocument();
    const link = document.createElement('a');
    link.href = '#profile';
    link.className = 'open-profile-modal';
    link.textContent = 'Open my profile';
    document.body.append(link);
    await user.click(link);
    expect(await screen.findByRole('dialog', { name: 'Go to your profile' })).toBeInTheDocument();
    link.remove();
  });

  it('Sign up closes the modal, goes to /#cr-registration and scrolls there after 100 ms', async () => {
    jest.useFakeTimers();
    try {
      const { scrollIntoView } = stubBrowserScrolling();
      await renderSession({ path: '/asthma-study?utm_source=x' });
      const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
      await user.click(await screen.findByRole('button', { name: 'My Profile' }));
      await user.click(await screen.findByRole('button', { name: 'Sign up' }));
      expect(screen.queryByRole('dialog')).toBeNull();
      expect(screen.getByTestId('location')).toHaveTextContent('/?utm_source=x#cr-registration');
      scrollIntoView.mockClear();
      await act(async () => {
        await jest.advanceTimersByTimeAsync(99);
      });
      expect(scrollIntoView).not.toHaveBeenCalled();
      await act(async () => {
        await jest.advanceTimersByTimeAsync(1);
      });
      expect(scrollIntoView).toHaveBeenCalled();
      expect(document.getElementById('cr-registration')).toHaveFocus();
    } finally {
      jest.useRealTimers();
    }
  });
});
