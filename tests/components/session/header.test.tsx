import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { emailVerificationKnown } from '../../../src/features/session/session-slice';
import { siteSettings } from '../app/fixtures';
import { stubBrowserScrolling } from '../app/render-app';
import { renderSession } from './render-session';

const TOKEN = 'stored-session-token-0123456789abcdefABCDEF';
const HCP = { label: 'For healthcare professionals', href: '/hcp' };

function hcpSite(extra: Record<string, unknown> = {}) {
  return siteSettings('en', {
    header: {
      logoText: 'ClinicalResearch',
      logoAlt: 'ClinicalResearch home',
      links: [{ label: 'Asthma study', href: '/asthma-study' }, HCP],
    },
    session: { hcpLinks: ['/hcp'], ...extra },
  } as never);
}

const member = {
  'contacts/VerifyToken': () => ({ data: true }),
  'contacts/SignOut': () => ({ signedOut: true }),
};

beforeEach(() => {
  stubBrowserScrolling();
  document.cookie = 'journeyStatus=; max-age=0; path=/';
});

describe('the header’s profile item ("Header and logo")', () => {
  it('signed out: a My Profile item that opens the profile modal, and the HCP item', async () => {
    await renderSession({ site: hcpSite() });
    const banner = screen.getByRole('banner');
    const item = await within(banner).findByRole('button', { name: 'My Profile' });
    expect(item).toHaveAttribute('aria-haspopup', 'dialog');
    expect(within(banner).getByRole('link', { name: HCP.label })).toBeInTheDocument();
    expect(within(banner).queryByRole('button', { name: 'Sign out' })).toBeNull();
  });

  it('signed in: a profile menu with My Profile and Sign out, and no HCP item', async () => {
    const view = await renderSession({ site: hcpSite(), token: TOKEN, handlers: member });
    const banner = screen.getByRole('banner');
    const menu = await within(banner).findByRole('button', { name: 'My Profile' });
    expect(menu).toHaveAttribute('aria-expanded', 'false');
    expect(within(banner).queryByRole('link', { name: HCP.label })).toBeNull();
    const user = userEvent.setup();
    await user.click(menu);
    expect(menu).toHaveAttribute('aria-expanded', 'true');
    expect(within(banner).getByRole('link', { name: 'View my profile' })).toHaveAttribute(
      'href',
      '/manage-my-profile',
    );
    await user.keyboard('{Escape}');
    expect(menu).toHaveAttribute('aria-expanded', 'false');
    expect(menu).toHaveFocus();
    await user.click(menu);
    await user.click(within(banner).getByRole('button', { name: 'Sign out' }));
    await waitFor(() => expect(view.services.assign).toHaveBeenCalledWith('/'));
    expect(view.calls.map((call) => call.name)).toContain('contacts/SignOut');
    expect(view.values.size).toBe(0);
    expect(view.services.wipe).toHaveBeenCalledWith('signOut');
    expect(await within(banner).findByRole('button', { name: 'My Profile' })).not.toHaveAttribute(
      'aria-expanded',
    );
  });

  it('signed in: the footer’s manage-my-profile link simply navigates', async () => {
    const site = siteSettings('en', {
      footer: { copyright: '', links: [{ label: 'Manage my profile', href: '/manage-my-profile' }] },
    });
    await renderSession({ site, token: TOKEN, handlers: member, path: '/asthma-study' });
    await screen.findByRole('button', { name: 'My Profile', expanded: false });
    await userEvent.setup().click(screen.getByRole('link', { name: 'Manage my profile' }));
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/manage-my-profile$/);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('shows the email-verification banner to a member whose address is not verified', async () => {
    const site = hcpSite({ emailVerificationWarning: 'Please confirm your email.' });
    const view = await renderSession({ site, token: TOKEN, handlers: member });
    await screen.findByRole('button', { name: 'My Profile', expanded: false });
    expect(screen.queryByText('Please confirm your email.')).toBeNull();
    act(() => {
      view.store.dispatch(emailVerificationKnown({ isVerifiedEmail: false }));
    });
    expect(screen.getByText('Please confirm your email.')).toHaveAttribute('role', 'status');
    act(() => {
      view.store.dispatch(emailVerificationKnown({ isVerifiedEmail: true }));
    });
    expect(screen.queryByText('Please confirm your email.')).toBeNull();
  });
});

describe('the logo ("Logo click")', () => {
  it('navigates in the app to home, dropping RemoveQueryParamList, and scrolls to the top', async () => {
    await renderSession({ path: '/asthma-study?utm_campaign=c&keep=1' });
    const logo = screen.getByRole('link', { name: 'ClinicalResearch home' });
    expect(logo).toHaveAttribute('href', '/?keep=1');
    await userEvent.setup().click(logo);
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/\?keep=1$/);
    expect(window.scrollTo).toHaveBeenCalledWith(0, 0);
  });

  it('on home only scrolls', async () => {
    await renderSession({ path: '/?keep=1#cr-registration' });
    await userEvent.setup().click(screen.getByRole('link', { name: 'ClinicalResearch home' }));
    expect(window.scrollTo).toHaveBeenCalledWith(0, 0);
    expect(screen.getByTestId('location')).toHaveTextContent('/?keep=1#cr-registration');
  });

  it('after a completed journey it does not navigate in the app (a full page load instead)', async () => {
    document.cookie = 'journeyStatus=Completed; path=/';
    // jsdom reports the full page load it cannot do: that report is the evidence here.
    const jsdomReport = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    await renderSession({ path: '/asthma-study?keep=1' });
    await userEvent.setup().click(screen.getByRole('link', { name: 'ClinicalResearch home' }));
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/asthma-study\?keep=1$/);
    expect(jsdomReport.mock.calls.flat().some((arg) => String(arg).includes('navigation'))).toBe(true);
    jsdomReport.mockRestore();
  });

  it('asks first on a route with an exit popup: Cancel stays', async () => {
    const site = hcpSite({ logoExitPopup: { paths: ['/register'], title: 'Leave registration?' } });
    await renderSession({ site, path: '/register/about-you' });
    const user = userEvent.setup();
    await user.click(screen.getByRole('link', { name: 'ClinicalResearch home' }));
    const dialog = await screen.findByRole('dialog', { name: 'Leave registration?' });
    expect(within(dialog).getByRole('button', { name: 'Leave' })).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/register\/about-you$/);
  });
});
