import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { ApiProvider } from '../../../src/app/api-context';
import AccountsPage from '../../../src/features/staff/accounts/pages/accounts-page';
import { StaffSessionProvider, useStaffSession } from '../../../src/features/staff/staff-session-context';
import { ApiError } from '../../../src/lib/api-client';
import { createFakeApi } from '../app/fake-api';

jest.mock('@simplewebauthn/browser', () => ({
  startAuthentication: jest.fn(),
  startRegistration: jest.fn(),
}));

/*
 * The accounts page: a captioned table with row and column headers, an invite form that asks for
 * the grants of the chosen role and says what the server refused, and no way to disable oneself.
 */

const ME = {
  id: '11111111-1111-4111-8111-111111111111',
  email: 'ada@example.org',
  displayName: 'Ada Admin',
  role: 'admin',
  personalData: false,
  studies: [],
  sites: [],
  language: 'en',
};
const row = (overrides: Record<string, unknown>) => ({
  id: ME.id,
  email: ME.email,
  displayName: ME.displayName,
  role: 'admin',
  status: 'active',
  studies: [],
  sites: [],
  personalDataAccess: false,
  passkeys: 1,
  createdAt: '2026-01-05T10:00:00.000Z',
  ...overrides,
});
const LIST = {
  accounts: [
    row({}),
    row({
      id: '22222222-2222-4222-8222-222222222222',
      email: 'cora@example.org',
      displayName: 'Cora Coordinator',
      role: 'site_staff',
      status: 'invited',
      sites: ['MIG-301-001'],
      passkeys: 0,
    }),
  ],
  studies: [{ protocol: 'MIG-301', studyName: 'Migraine study' }],
  sites: [{ siteCode: 'MIG-301-001', siteName: 'Chicago Clinic', protocol: 'MIG-301' }],
};

function SignedIn({ children }: { children: React.ReactNode }) {
  const { account } = useStaffSession();
  return account ? <>{children}</> : null;
}

function renderPage(invite: () => unknown) {
  const { api, calls } = createFakeApi({
    'Staff/Session': () => ({ account: ME }),
    'Staff/ListAccounts': () => LIST,
    'Staff/InviteAccount': invite,
  });
  render(
    <ApiProvider client={api}>
      <MemoryRouter initialEntries={['/staff/accounts']}>
        <StaffSessionProvider>
          <SignedIn>
            <AccountsPage />
          </SignedIn>
        </StaffSessionProvider>
      </MemoryRouter>
    </ApiProvider>,
  );
  return calls;
}

describe('accounts page', () => {
  it('lists accounts in a captioned table; no disable button on one’s own row', async () => {
    renderPage(() => ({}));
    const table = await screen.findByRole('table', { name: 'Workspace accounts' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toContain('Passkeys');
    const mine = within(table).getByRole('row', { name: /Ada Admin/ });
    expect(within(mine).queryByRole('button', { name: /Disable/ })).toBeNull();
    const cora = within(table).getByRole('row', { name: /Cora Coordinator/ });
    expect(within(cora).getByRole('rowheader')).toHaveTextContent('Cora Coordinator');
    expect(within(cora).getByText('Invited')).toBeInTheDocument();
    expect(within(cora).getByRole('button', { name: 'Disable: Cora Coordinator' })).toBeInTheDocument();
    expect(
      within(cora).getByRole('button', { name: 'Send a new invitation: Cora Coordinator' }),
    ).toBeInTheDocument();
  });

  it('asks for the grants of the chosen role, and says what the server refused', async () => {
    renderPage(() => {
      throw new ApiError('Staff/InviteAccount', 400, {
        type: 'about:blank',
        title: 'Invalid grants',
        status: 400,
        errors: [{ field: 'body.sites', reason: 'site staff need at least one site' }],
      });
    });
    const form = (await screen.findByRole('heading', { name: 'Invite a member of a study team' })).closest(
      'form',
    )!;
    const scoped = within(form);
    expect(scoped.getByRole('group', { name: 'Sites (site staff)' })).toBeInTheDocument();
    await userEvent.selectOptions(scoped.getByLabelText('Role'), 'study_manager');
    expect(scoped.queryByRole('group', { name: 'Sites (site staff)' })).toBeNull();
    expect(scoped.getByRole('checkbox', { name: 'MIG-301 – Migraine study' })).toBeInTheDocument();
    expect(scoped.getByRole('checkbox', { name: /names and contact details/ })).toBeInTheDocument();
    await userEvent.selectOptions(scoped.getByLabelText('Role'), 'site_staff');
    await userEvent.type(scoped.getByLabelText('Email'), 'new@example.org');
    await userEvent.type(scoped.getByLabelText('Name'), 'New Member');
    await userEvent.click(scoped.getByRole('button', { name: 'Send the invitation' }));
    expect(await scoped.findByRole('alert')).toHaveTextContent('site staff need at least one site');
  });
});
