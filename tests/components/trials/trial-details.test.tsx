import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import TrialDetails from '../../../src/features/trials/components/trial-details';
import { ApiError, NetworkError } from '../../../src/lib/api-client';
import { fullTrial } from '../../unit/trials/trial-fixture';
import { renderTrials } from './render-trials';

const reads = (trial = fullTrial()) => ({
  'trials/Details': ({ query }: { query?: unknown }) => {
    if ((query as { id: string }).id !== trial.trialorgstudyid) {
      throw new ApiError('trials/Details', 404, { type: 'about:blank', title: 'Not found', status: 404 });
    }
    return { trial };
  },
});

describe('TrialDetails (study details sidebar, trial details page)', () => {
  it('shows a full-screen spinner, then the title, left and right areas', async () => {
    renderTrials(<TrialDetails fields={{}} position={0} />, '/find-trials/trial-details?id=MIG-301', {
      reads: reads(),
    });
    expect(screen.getByRole('status')).toHaveClass('trial-details__spinner');
    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: 'A study of a new medicine to prevent migraine attacks in adults',
      }),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'About the study' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Who can take part' })).toBeInTheDocument();
    expect(screen.getByText('Pregnant or breastfeeding')).toBeInTheDocument();
    const right = document.querySelector('.trial-details__right') as HTMLElement;
    expect(within(right).getByText('Study details')).toBeInTheDocument();
    expect(within(right).getByText('Completion date').nextSibling).toHaveTextContent('December 31, 2027');
    expect(within(right).getByText('Source').nextSibling).toHaveTextContent('ClinicalResearch Demo Sponsor');
    expect(within(right).getByText('NCT ID').nextSibling).toHaveTextContent('NCT06000301');
    // Below the large breakpoint the same facts show in the left area (CSS decides which).
    expect(document.querySelector('.trial-details__left .study-details--inline')).not.toBeNull();
    expect(screen.getByText(/ClinicalTrials\.gov: NCT06000301\./)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See if you qualify' })).toHaveAttribute(
      'href',
      expect.stringContaining('/migraine-study'),
    );
  });

  it('leaves out a year-1 completion date and who-can-take-part without criteria; labels from content', async () => {
    const trial = fullTrial({
      trialcompletiondate: '0001-01-01',
      inclusionCriteria: [],
      exclusionCriteria: [],
    });
    renderTrials(
      <TrialDetails fields={{ sidebarLabels: { phase: 'Trial phase' } }} position={0} />,
      '/find-trials/trial-details?id=MIG-301',
      {
        reads: reads(trial),
      },
    );
    await screen.findByRole('heading', { level: 1 });
    expect(screen.queryByText('Completion date')).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Who can take part' })).not.toBeInTheDocument();
    expect(screen.getAllByText('Trial phase').length).toBeGreaterThan(0);
  });

  it('for loadType=iframe hides the right panel and the closing text', async () => {
    renderTrials(
      <TrialDetails fields={{ closingText: 'Look up [nctid].' }} position={0} />,
      '/find-trials/trial-details?id=MIG-301&loadType=iframe',
      { reads: reads() },
    );
    await screen.findByRole('heading', { level: 1 });
    expect(document.querySelector('.trial-details__right')).toBeNull();
    expect(screen.queryByText('Look up NCT06000301.')).not.toBeInTheDocument();
    expect(document.querySelector('.study-details--always')).not.toBeNull();
  });

  it('merges the nct id into the content closing text', async () => {
    renderTrials(
      <TrialDetails fields={{ closingText: 'Look up [nctid].' }} position={0} />,
      '/find-trials/trial-details?id=MIG-301',
      {
        reads: reads(),
      },
    );
    expect(await screen.findByText('Look up NCT06000301.')).toBeInTheDocument();
  });

  it('shows the study location cards', async () => {
    renderTrials(<TrialDetails fields={{}} position={0} />, '/find-trials/trial-details?id=MIG-301', {
      reads: reads(),
    });
    const section = await screen.findByRole('region', { name: 'Study locations' });
    expect(within(section).getAllByRole('article')).toHaveLength(2);
    expect(within(section).getByText('Migraine | Chronic migraine')).toBeInTheDocument();
  });

  it('says the trial was not found for an unknown id', async () => {
    renderTrials(<TrialDetails fields={{}} position={0} />, '/find-trials/trial-details?id=NOPE', {
      reads: reads(),
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('Trial not found');
    expect(screen.getByText(/We could not find this trial/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Search for trials' })).toHaveAttribute('href', '/find-trials');
  });

  it('says plainly when the server cannot be reached, with a retry', async () => {
    renderTrials(<TrialDetails fields={{}} position={0} />, '/find-trials/trial-details?id=MIG-301', {
      reads: {
        'trials/Details': () => {
          throw new NetworkError('trials/Details', 'ERR_NETWORK');
        },
      },
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('Trial details unavailable');
    expect(screen.getByText(/cannot be reached right now/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it('in Spanish', async () => {
    renderTrials(<TrialDetails fields={{}} position={0} />, '/es/find-trials/trial-details?id=MIG-301', {
      reads: reads(),
    });
    expect(await screen.findByRole('heading', { name: 'Sobre el estudio' })).toBeInTheDocument();
    expect(screen.getAllByText('Edad mínima').length).toBeGreaterThan(0);
    const right = document.querySelector('.trial-details__right') as HTMLElement;
    expect(within(right).getByText('Fecha de finalización').nextSibling).toHaveTextContent(
      '31 de diciembre de 2027',
    );
  });

  it('members can save the trial from the details page', async () => {
    renderTrials(<TrialDetails fields={{}} position={0} />, '/find-trials/trial-details?id=MIG-301', {
      reads: { ...reads(), 'contacts/SavedTrials': () => ({ trials: [] }) },
      signedIn: true,
    });
    await screen.findByRole('heading', { level: 1 });
    expect(screen.getByRole('button', { name: /Save trial/ })).toHaveAttribute('aria-pressed', 'false');
  });

  it('says in each language that a generated demo trial is made up, with no pointer to the registry', async () => {
    const trial = fullTrial({ synthetic: true, source: 'generated', nctid: undefined });
    const { unmount } = renderTrials(
      <TrialDetails fields={{}} position={0} />,
      '/find-trials/trial-details?id=MIG-301',
      { reads: reads(trial) },
    );
    await screen.findByRole('heading', { level: 1 });
    expect(screen.getByRole('note')).toHaveTextContent(
      /Demo data: this trial is made up .* not a real study/,
    );
    expect(screen.queryByText(/ClinicalTrials\.gov/)).not.toBeInTheDocument();
    unmount();
    renderTrials(<TrialDetails fields={{}} position={0} />, '/es/find-trials/trial-details?id=MIG-301', {
      reads: reads(trial),
    });
    await screen.findByRole('heading', { level: 1 });
    expect(screen.getByRole('note')).toHaveTextContent(/Datos de demostración: este ensayo es inventado/);
  });

  it('shows no demo notice on a registry trial', async () => {
    renderTrials(<TrialDetails fields={{}} position={0} />, '/find-trials/trial-details?id=MIG-301', {
      reads: reads(fullTrial({ source: 'ctgov' })),
    });
    await screen.findByRole('heading', { level: 1 });
    expect(screen.queryByRole('note')).not.toBeInTheDocument();
  });
});

describe('TrialDetails: a study with many sites', () => {
  it('shows the first 20 sites, then 20 more at a time, focus on the first added', async () => {
    const base = fullTrial();
    const site = base.locations[0]!;
    const locations = Array.from({ length: 45 }, (_, i) => ({
      ...site,
      locationsitename: `Site ${String(i + 1)}`,
    }));
    const trial = fullTrial({ locations });
    renderTrials(<TrialDetails fields={{}} position={0} />, '/find-trials/trial-details?id=MIG-301', {
      reads: reads(trial),
    });
    const section = (await screen.findByRole('heading', { name: 'Study locations' })).closest('section')!;
    const items = () => within(section).getAllByRole('listitem');
    expect(items()).toHaveLength(20);
    expect(within(section).getByText('Showing 20 of 45 locations')).toBeInTheDocument();
    await userEvent.click(
      within(section).getByRole('button', { name: 'Show 20 more locations (25 not shown)' }),
    );
    expect(items()).toHaveLength(40);
    expect(items()[20]).toHaveFocus();
    expect(items()[20]).toHaveTextContent('Site 21');
    await userEvent.click(
      within(section).getByRole('button', { name: 'Show 5 more locations (5 not shown)' }),
    );
    expect(items()).toHaveLength(45);
    expect(within(section).queryByRole('button', { name: /more locations/ })).not.toBeInTheDocument();
    expect(within(section).getByText('Showing 45 of 45 locations')).toBeInTheDocument();
  });
});
