import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AxiosAdapter, AxiosResponse, InternalAxiosRequestConfig } from 'axios';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { ApiProvider } from '../../../src/app/api-context';
import ReferralListPage from '../../../src/features/staff/referrals/pages/referral-list-page';
import { useStaffSession, StaffSessionProvider } from '../../../src/features/staff/staff-session-context';
import { createApiClient } from '../../../src/lib/api-client';
import type { StaffAccount } from '../../../src/shared/contracts/staff-session';

/*
 * The referral list page: names and search only for accounts with personal data, the failing-site
 * banner announced, filters applied on submit (and kept out of the page's address), the CSV link
 * carrying the same filters.
 */

const account = (personalData: boolean): StaffAccount => ({
  id: 'a1',
  email: 'sam@example.org',
  displayName: 'Sam',
  role: 'study_manager',
  personalData,
  studies: ['MIG-301'],
  sites: [],
  language: 'en',
});

const list = (personalData: boolean) => ({
  referrals: [
    {
      referralId: 'ref-1',
      createdAt: '2025-03-01T10:00:00.000Z',
      siteCode: 'MIG-301-001',
      siteName: 'Lakeside',
      protocol: 'MIG-301',
      status: 'New',
      participantName: personalData ? 'Ann Lee' : null,
    },
  ],
  total: 1,
  limit: 50,
  offset: 0,
  failingSites: [{ siteCode: 'MIG-301-002', siteName: 'Riverside' }],
  sites: [
    { siteCode: 'MIG-301-001', siteName: 'Lakeside' },
    { siteCode: 'MIG-301-002', siteName: 'Riverside' },
  ],
  personalData,
});

function Ready({ children }: { children: ReactNode }) {
  return useStaffSession().account ? <>{children}</> : null;
}

function renderPage(personalData: boolean) {
  const requests: string[] = [];
  const adapter: AxiosAdapter = async (config: InternalAxiosRequestConfig) => {
    const url = String(config.url);
    requests.push(url);
    const data = url.startsWith('/api/staff/session')
      ? { account: account(personalData) }
      : list(personalData);
    const response: AxiosResponse = { data, status: 200, statusText: '', headers: {}, config };
    return response;
  };
  const client = createApiClient({ deviceId: 'device-1', adapter, random: () => 0 });
  render(
    <MemoryRouter initialEntries={['/staff/referrals']}>
      <ApiProvider client={client}>
        <StaffSessionProvider>
          <Ready>
            <ReferralListPage />
          </Ready>
        </StaffSessionProvider>
      </ApiProvider>
    </MemoryRouter>,
  );
  return requests;
}

describe('ReferralListPage', () => {
  it('shows no participant column and no search without personal data, and announces failing sites', async () => {
    renderPage(false);
    const table = await screen.findByRole('table', { name: 'Referrals, newest first' });
    expect(within(table).queryByRole('columnheader', { name: 'Participant' })).toBeNull();
    expect(within(table).getByRole('link', { name: 'ref-1' })).toHaveAttribute(
      'href',
      '/staff/referrals/ref-1',
    );
    expect(screen.queryByLabelText('Name or email')).toBeNull();
    expect(screen.getByRole('alert')).toHaveTextContent('MIG-301-002 – Riverside');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Referrals');
  });

  it('searches and filters on submit, and exports with the same filters', async () => {
    const requests = renderPage(true);
    const table = await screen.findByRole('table', { name: 'Referrals, newest first' });
    expect(within(table).getByText('Ann Lee')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Name or email'), 'lee');
    await userEvent.selectOptions(screen.getByLabelText('Site'), 'MIG-301-001');
    expect(requests.filter((url) => url.includes('q='))).toEqual([]);
    await userEvent.click(screen.getByRole('button', { name: 'Apply filters' }));
    await screen.findByRole('table', { name: 'Referrals, newest first' });
    expect(requests.at(-1)).toBe('/api/staff/referrals?site=MIG-301-001&q=lee&limit=50&offset=0');
    expect(screen.getByRole('link', { name: 'Export CSV' })).toHaveAttribute(
      'href',
      '/api/staff/referrals.csv?site=MIG-301-001&q=lee',
    );
  });
});
