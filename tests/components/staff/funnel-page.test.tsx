import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { ApiProvider } from '../../../src/app/api-context';
import FunnelPage from '../../../src/features/staff/funnel/pages/funnel-page';
import { StaffSessionProvider } from '../../../src/features/staff/staff-session-context';
import { ApiError } from '../../../src/lib/api-client';
import type { FunnelAnswer } from '../../../src/shared/contracts/staff-funnel';
import { createFakeApi } from '../app/fake-api';

/*
 * jsdom has no canvas: chart.js is replaced by a recorder of what the page asked it to draw. The
 * table is what a screen reader reads, so its figures are checked cell by cell.
 */
const charts: { config: { data: { labels: string[]; datasets: { label: string; data: number[] }[] } } }[] =
  [];
jest.mock('chart.js', () => {
  class Chart {
    static register = jest.fn();
    constructor(_canvas: unknown, config: unknown) {
      charts.push({ config } as (typeof charts)[number]);
    }
    destroy() {}
  }
  const piece = {};
  return {
    Chart,
    BarController: piece,
    BarElement: piece,
    CategoryScale: piece,
    LinearScale: piece,
    Legend: piece,
    Tooltip: piece,
  };
});

const statuses = (values: Partial<Record<string, number>> = {}) => ({
  New: 0,
  Viewed: 0,
  Contacted: 0,
  'Not reached': 0,
  Scheduled: 0,
  Consented: 0,
  Enrolled: 0,
  'Screen-failed': 0,
  Withdrawn: 0,
  ...values,
});

const study = (studyKey: string, week: string, visits: number, qualified: number) => ({
  studyKey,
  siteCode: null,
  week,
  visits,
  screenersStarted: visits - 1,
  qualified,
  disqualified: 1,
  contactGiven: qualified,
  noSiteAvailable: 0,
  siteNotConvenient: 0,
});

const ANSWER: FunnelAnswer = {
  from: '2025-02-24',
  to: '2025-03-03',
  weeks: ['2025-02-24', '2025-03-03'],
  studies: [
    { studyKey: 'asthma-study', studyName: 'Asthma Control Study', protocols: ['AST-204'] },
    { studyKey: 'migraine-study', studyName: 'Migraine Prevention Study', protocols: ['MIG-301'] },
  ],
  sites: [
    { siteCode: 'AST-204-001', siteName: 'Bayview Lung', protocol: 'AST-204' },
    { siteCode: 'MIG-301-001', siteName: 'Lakeside Neurology', protocol: 'MIG-301' },
  ],
  studyRows: [study('asthma-study', '2025-03-03', 10, 4), study('migraine-study', '2025-03-03', 5, 2)],
  siteRows: [
    {
      protocol: 'AST-204',
      siteCode: 'AST-204-001',
      week: '2025-02-24',
      siteChosen: 2,
      referred: 2,
      statuses: statuses({ Contacted: 1, Enrolled: 1 }),
      medianHoursToFirstContact: 6,
    },
    {
      protocol: 'MIG-301',
      siteCode: 'MIG-301-001',
      week: '2025-03-03',
      siteChosen: 1,
      referred: 1,
      statuses: statuses({ New: 1 }),
      medianHoursToFirstContact: null,
    },
  ],
  weekMedians: [{ week: '2025-02-24', medianHours: 6, contacted: 2 }],
  overall: { medianHours: 6, contacted: 2 },
};

const ACCOUNT = {
  id: 'a-1',
  email: 'manager@example.org',
  displayName: 'Manager',
  role: 'study_manager' as const,
  personalData: false,
  studies: ['AST-204', 'MIG-301'],
  sites: [],
  language: 'en',
};

function renderPage(path: string, funnel: (query: Record<string, unknown>) => unknown = () => ANSWER) {
  const fake = createFakeApi({ 'Staff/Session': () => ({ account: ACCOUNT }), 'Staff/Funnel': funnel });
  render(
    <ApiProvider client={fake.api}>
      <StaffSessionProvider>
        <MemoryRouter initialEntries={[path]}>
          <Routes>
            <Route path="/staff/funnel" element={<FunnelPage />} />
            <Route path="/es/staff/funnel" element={<FunnelPage />} />
          </Routes>
        </MemoryRouter>
      </StaffSessionProvider>
    </ApiProvider>,
  );
  return fake;
}

const cells = (row: HTMLElement) =>
  within(row)
    .getAllByRole('cell')
    .map((cell) => cell.textContent);

beforeEach(() => {
  charts.length = 0;
});

describe('the funnel page', () => {
  it('adds up the studies and sites by week in a table with a caption and headers', async () => {
    renderPage('/staff/funnel');
    const table = await screen.findByRole('table', {
      name: /each step by week, feb 24, 2025 to mar 3, 2025/i,
    });
    expect(screen.getByRole('heading', { level: 1, name: 'Recruitment funnel' })).toBeInTheDocument();
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((th) => th.textContent);
    expect(headers.slice(0, 4)).toEqual(['Week of', 'Visits', 'Screeners started', 'Qualified']);
    expect(headers).toContain('Enrolled');
    expect(headers.at(-1)).toBe('Median hours to first contact');
    const [, first, second, total] = within(table).getAllByRole('row');
    expect(within(first!).getByRole('rowheader').textContent).toBe('Feb 24, 2025');
    // visits, screeners, qualified, disqualified, contact, no site ×2, site chosen, referred, New, Viewed, Contacted…
    expect(cells(first!).slice(0, 12)).toEqual(['0', '0', '0', '0', '0', '0', '0', '2', '2', '0', '0', '1']);
    expect(cells(first!).at(-1)).toBe('6');
    expect(cells(second!).slice(0, 9)).toEqual(['15', '13', '6', '2', '6', '0', '0', '1', '1']);
    expect(cells(second!).at(-1)).toBe('—');
    expect(within(total!).getByRole('rowheader').textContent).toBe('Total');
    expect(cells(total!).slice(0, 9)).toEqual(['15', '13', '6', '2', '6', '0', '0', '3', '3']);
    expect(screen.getByText('6 hours (2 referrals contacted)')).toBeInTheDocument();
  });

  it('draws a few steps per week and describes the chart for screen readers', async () => {
    renderPage('/staff/funnel');
    const chart = await screen.findByRole('img');
    expect(chart.getAttribute('aria-label')).toBe(
      'Bar chart by week, Feb 24, 2025 to Mar 3, 2025. In total: 15 Visits, 6 Qualified, 6 Contact details given, 3 Referred, 1 Enrolled. The table below gives every step by week.',
    );
    const { data } = charts.at(-1)!.config;
    expect(data.labels).toEqual(['Feb 24, 2025', 'Mar 3, 2025']);
    expect(data.datasets.map((d) => [d.label, d.data])).toEqual([
      ['Visits', [0, 15]],
      ['Qualified', [0, 6]],
      ['Contact details given', [0, 6]],
      ['Referred', [2, 1]],
      ['Enrolled', [1, 0]],
    ]);
  });

  it('asks for the filters chosen, keeps them in the export link, and drops study steps for one site', async () => {
    const user = userEvent.setup();
    const fake = renderPage('/staff/funnel');
    await screen.findByRole('table');
    await user.selectOptions(screen.getByLabelText('Study'), 'AST-204');
    // Only the chosen study's sites are offered.
    const siteOptions = within(screen.getByLabelText('Site')).getAllByRole('option');
    expect(siteOptions.map((o) => o.textContent)).toEqual(['All sites', 'Bayview Lung (AST-204-001)']);
    await user.selectOptions(screen.getByLabelText('Site'), 'AST-204-001');
    await user.selectOptions(screen.getByLabelText('Weeks'), '4');
    await user.click(screen.getByRole('button', { name: 'Show' }));
    await waitFor(() =>
      expect(fake.calls.at(-1)?.query).toMatchObject({ protocol: 'AST-204', site: 'AST-204-001' }),
    );
    const { from, to } = fake.calls.at(-1)!.query as { from: string; to: string };
    expect((Date.parse(to) - Date.parse(from)) / 86_400_000).toBe(21);
    const link = screen.getByRole('link', { name: 'Export CSV' });
    expect(link.getAttribute('href')).toBe(
      `/api/staff/funnel.csv?protocol=AST-204&site=AST-204-001&from=${from}&to=${to}`,
    );
    const table = await screen.findByRole('table');
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((th) => th.textContent);
    expect(headers.slice(0, 3)).toEqual(['Week of', 'Site chosen', 'Referred']);
    expect(headers).not.toContain('Visits');
  });

  it('speaks Spanish under /es', async () => {
    renderPage('/es/staff/funnel?weeks=8');
    expect(await screen.findByRole('table', { name: /cada paso por semana/i })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Embudo de reclutamiento' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Exportar CSV' })).toBeInTheDocument();
    expect(screen.getByLabelText('Semanas')).toHaveValue('8');
  });

  it('says so when a filter is outside the caller’s studies, and offers every study instead', async () => {
    const user = userEvent.setup();
    let refuse = true;
    const fake = renderPage('/staff/funnel?protocol=OTHER-1', () => {
      if (refuse)
        throw new ApiError('Staff/Funnel', 403, { type: 'about:blank', title: 'Forbidden', status: 403 });
      return ANSWER;
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('You cannot see that study or site.');
    refuse = false;
    await user.click(screen.getByRole('button', { name: 'All studies' }));
    await screen.findByRole('table');
    expect(fake.calls.at(-1)?.query).not.toHaveProperty('protocol');
  });
});
