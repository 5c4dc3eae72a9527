import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { startAuthentication } from '@simplewebauthn/browser';
import { ApiProvider } from '../../../src/app/api-context';
import SignInPage from '../../../src/features/staff/session/pages/sign-in-page';
import InvitationPage from '../../../src/features/staff/session/pages/invitation-page';
import SignInLinkPage from '../../../src/features/staff/session/pages/sign-in-link-page';
import { StaffSessionProvider } from '../../../src/features/staff/staff-session-context';
import { ApiError, NetworkError } from '../../../src/lib/api-client';
import { createFakeApi } from '../app/fake-api';

jest.mock('@simplewebauthn/browser', () => ({
  startAuthentication: jest.fn(),
  startRegistration: jest.fn(),
}));

/*
 * The sign-in pages say what went wrong in words a person can act on: a closed passkey prompt, no
 * connection, a used or expired link; and a link's token leaves the address as soon as it is read.
 */

const TOKEN = 'A'.repeat(43);
const signedOut = () => {
  throw new ApiError('Staff/Session', 401, { type: 'about:blank', title: 'Sign in required', status: 401 });
};
const gone = (name: string) => () => {
  throw new ApiError(name, 410, { type: 'about:blank', title: 'Link expired', status: 410 });
};

function renderAt(path: string, element: ReactElement, handlers: Record<string, () => unknown>) {
  const { api, calls } = createFakeApi({ 'Staff/Session': signedOut, ...handlers });
  render(
    <ApiProvider client={api}>
      <MemoryRouter initialEntries={[path]}>
        <StaffSessionProvider>{element}</StaffSessionProvider>
      </MemoryRouter>
    </ApiProvider>,
  );
  return calls;
}

describe('workspace sign-in pages', () => {
  afterEach(() => window.history.replaceState(null, '', '/'));

  it('says a closed passkey prompt was closed, not that something broke', async () => {
    const closed = Object.assign(new Error('The operation either timed out or was not allowed.'), {
      name: 'NotAllowedError',
    });
    jest.mocked(startAuthentication).mockRejectedValueOnce(closed);
    renderAt('/staff/sign-in', <SignInPage />, {
      'Staff/SignInOptions': () => ({ challengeId: 'c', options: { challenge: 'x' } }),
    });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
      'Sign in to the study team workspace',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Sign in with a passkey' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The passkey prompt was closed');
  });

  it('says so when offline', async () => {
    renderAt('/staff/sign-in', <SignInPage />, {
      'Staff/SignInOptions': () => {
        throw new NetworkError('Staff/SignInOptions', 'ERR_NETWORK');
      },
    });
    await userEvent.click(screen.getByRole('button', { name: 'Sign in with a passkey' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('You seem to be offline');
  });

  it('checks the address before asking for a link, then gives the same answer for any', async () => {
    renderAt('/es/staff/sign-in', <SignInPage />, { 'Staff/RequestSignInLink': () => ({ requested: true }) });
    const field = screen.getByLabelText('Su correo electrónico de trabajo');
    await userEvent.type(field, 'not-an-address');
    await userEvent.click(screen.getByRole('button', { name: 'Enviarme un enlace para entrar' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('nombre@ejemplo.org');
    expect(field).toHaveAttribute('aria-invalid', 'true');
    await userEvent.clear(field);
    await userEvent.type(field, 'ana@example.org');
    await userEvent.click(screen.getByRole('button', { name: 'Enviarme un enlace para entrar' }));
    expect(await screen.findByRole('status')).toHaveTextContent('le llegará un enlace');
  });

  it('says a used or expired invitation no longer works, and takes the token out of the address', async () => {
    window.history.replaceState(null, '', `/staff/invitation#t=${TOKEN}`);
    renderAt('/staff/invitation', <InvitationPage />, {
      'Staff/InvitationOptions': gone('Staff/InvitationOptions'),
    });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This invitation has expired or was already used',
    );
    expect(window.location.hash).toBe('');
    expect(screen.queryByRole('button', { name: 'Create your passkey' })).toBeNull();
  });

  it('says an invitation link without its token is incomplete', async () => {
    renderAt('/staff/invitation', <InvitationPage />, {});
    expect(await screen.findByRole('alert')).toHaveTextContent('This link is incomplete');
  });

  it('spends a sign-in link once, and says when it was used already', async () => {
    window.history.replaceState(null, '', `/staff/sign-in/link#t=${TOKEN}`);
    const calls = renderAt('/staff/sign-in/link', <SignInLinkPage />, {
      'Staff/ConsumeSignInLink': gone('Staff/ConsumeSignInLink'),
    });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This sign-in link has expired or was already used',
    );
    expect(screen.getByRole('link', { name: 'Ask for a new sign-in link' })).toHaveAttribute(
      'href',
      '/staff/sign-in',
    );
    expect(calls.filter((call) => call.name === 'Staff/ConsumeSignInLink')).toHaveLength(1);
  });
});
