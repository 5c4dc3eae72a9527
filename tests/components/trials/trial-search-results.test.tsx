import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import TrialSearchResults from '../../../src/features/trials/components/trial-search-results';
import {
  searchFailed,
  searchRequested,
  searchSucceeded,
  savedTrialsRequested,
  trialSaveToggled,
} from '../../../src/features/trials/trials-slice';
import { trialResult } from '../../unit/trials/trial-fixture';
import { NO_TRIAL_FILTERS } from '../../../src/shared/domain/trials/trial-filters';
import { renderTrials } from './render-trials';

const results = [
  trialResult({ trialorgstudyid: 'A', trialtitle: 'Near trial', distance: 4.26, isvirtual: true }),
  trialResult({
    trialorgstudyid: 'B',
    trialtitle: 'Far trial',
    distance: 80,
    trialenrollingstatus: 'Not Yet Enrolling',
    featuredeprurl: undefined,
  }),
  trialResult({ trialorgstudyid: 'C', trialtitle: 'Unknown distance trial', distance: null }),
];
const answer = (page: number, pageCount = 7) => ({
  results,
  totalCount: 63,
  page,
  pageSize: 10,
  pageCount,
  origin: { zipCode: '60611', latitude: 41.89, longitude: -87.62 },
  zipUnknown: false,
  condition: null,
});

describe('TrialSearchResults (the search-result page)', () => {
  it('searches what the hash asks for and shows the count, the cards and the pager', async () => {
    const { ofType, store } = renderTrials(
      <TrialSearchResults fields={{}} position={0} />,
      '/find-trials/search-result#q=migraine&zip=60611&page=3',
    );
    expect(ofType(searchRequested.type)[0]?.payload).toEqual({
      q: 'migraine',
      zip: '60611',
      page: 3,
      language: 'en',
      filters: NO_TRIAL_FILTERS,
    });
    expect(screen.getByText('Searching for trials…')).toBeInTheDocument();
    act(
      () =>
        void store.dispatch(
          searchSucceeded({ query: { q: 'migraine', zip: '60611', page: 3 }, answer: answer(3) }),
        ),
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Search results' })).toBeInTheDocument();
    expect(screen.getByText('63 trials found')).toBeInTheDocument();
    expect(screen.getAllByRole('article')).toHaveLength(3);
    expect(screen.getByRole('combobox', { name: 'Condition of interest' })).toHaveValue('migraine');
    expect(screen.getByRole('textbox', { name: 'Zip code' })).toHaveValue('60611');
    const pager = screen.getByRole('navigation', { name: 'Result pages' });
    expect(within(pager).getByRole('button', { name: 'Page 3' })).toHaveAttribute('aria-current', 'page');
    expect(
      within(pager)
        .getAllByRole('button', { name: /^Page / })
        .map((b) => b.textContent),
    ).toEqual(['1', '2', '3', '4', '5']);
    expect(within(pager).getByRole('button', { name: 'First' })).toBeEnabled();
  });

  it('paging keeps the URL in sync and disables the ends', async () => {
    const user = userEvent.setup();
    const { ofType, store } = renderTrials(
      <TrialSearchResults fields={{}} position={0} />,
      '/find-trials/search-result#q=asthma',
    );
    act(
      () =>
        void store.dispatch(searchSucceeded({ query: { q: 'asthma', zip: '', page: 1 }, answer: answer(1) })),
    );
    const pager = screen.getByRole('navigation', { name: 'Result pages' });
    expect(within(pager).getByRole('button', { name: 'First' })).toBeDisabled();
    expect(within(pager).getByRole('button', { name: 'Previous' })).toBeDisabled();
    await user.click(within(pager).getByRole('button', { name: 'Last' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/find-trials/search-result#q=asthma&page=7');
    expect(ofType(searchRequested.type).at(-1)?.payload).toMatchObject({ q: 'asthma', page: 7 });
    act(
      () =>
        void store.dispatch(searchSucceeded({ query: { q: 'asthma', zip: '', page: 7 }, answer: answer(7) })),
    );
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Last' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Previous' }));
    expect(screen.getByTestId('location')).toHaveTextContent('#q=asthma&page=6');
  });

  it('paging keeps keyboard focus on the page: the results heading takes it, not the body', async () => {
    const user = userEvent.setup();
    const { store } = renderTrials(
      <TrialSearchResults fields={{}} position={0} />,
      '/find-trials/search-result#q=asthma',
    );
    act(
      () =>
        void store.dispatch(searchSucceeded({ query: { q: 'asthma', zip: '', page: 1 }, answer: answer(1) })),
    );
    await user.click(screen.getByRole('button', { name: 'Page 2' }));
    const heading = screen.getByRole('heading', { level: 1 });
    expect(heading).toHaveFocus();
    act(
      () =>
        void store.dispatch(searchSucceeded({ query: { q: 'asthma', zip: '', page: 2 }, answer: answer(2) })),
    );
    expect(heading).toHaveFocus();
    await user.tab();
    expect(document.activeElement).not.toBe(document.body);
  });

  it('a new search from the box at the top goes into the hash, page 1', async () => {
    const user = userEvent.setup();
    const { store } = renderTrials(
      <TrialSearchResults fields={{}} position={0} />,
      '/find-trials/search-result#q=asthma&page=4',
    );
    act(
      () =>
        void store.dispatch(searchSucceeded({ query: { q: 'asthma', zip: '', page: 4 }, answer: answer(4) })),
    );
    const box = screen.getByRole('combobox', { name: 'Condition of interest' });
    await user.clear(box);
    await user.type(box, 'gout');
    await user.type(screen.getByRole('textbox', { name: 'Zip code' }), '10001');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/find-trials/search-result#q=gout&zip=10001');
  });

  it('says plainly when the server cannot be reached, with a retry', async () => {
    const user = userEvent.setup();
    const { store, ofType } = renderTrials(
      <TrialSearchResults fields={{}} position={0} />,
      '/find-trials/search-result#q=x',
    );
    act(() => void store.dispatch(searchFailed({ offline: true })));
    expect(screen.getByRole('alert')).toHaveTextContent('The trial search cannot be reached right now.');
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(ofType(searchRequested.type)).toHaveLength(2);
  });

  it('offline keeps the last results readable, with a note', () => {
    const { store } = renderTrials(
      <TrialSearchResults fields={{}} position={0} />,
      '/find-trials/search-result#q=x',
    );
    act(
      () => void store.dispatch(searchSucceeded({ query: { q: 'x', zip: '', page: 1 }, answer: answer(1) })),
    );
    act(() => void store.dispatch(searchRequested({ q: 'x', zip: '', page: 2, language: 'en' })));
    act(() => void store.dispatch(searchFailed({ offline: true })));
    expect(screen.getByText('You are offline — showing the last results.')).toBeInTheDocument();
    expect(screen.getAllByRole('article')).toHaveLength(3);
  });

  it('shows the empty state and the zip-unknown note', () => {
    const { store } = renderTrials(
      <TrialSearchResults fields={{ noResultsText: 'Nothing matched.' }} position={0} />,
      '/find-trials/search-result#q=zz&zip=99999',
    );
    act(
      () =>
        void store.dispatch(
          searchSucceeded({
            query: { q: 'zz', zip: '99999', page: 1 },
            answer: { ...answer(1, 0), results: [], totalCount: 0, zipUnknown: true, origin: null },
          }),
        ),
    );
    expect(screen.getByText('Nothing matched.')).toBeInTheDocument();
    expect(screen.getByText('We do not know this zip code, so distances are not shown.')).toBeInTheDocument();
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
  });

  it('in Spanish: texts, millas, and the search in Spanish', () => {
    const { store, ofType } = renderTrials(
      <TrialSearchResults fields={{}} position={0} />,
      '/es/find-trials/search-result#q=asma',
    );
    expect(ofType(searchRequested.type)[0]?.payload).toMatchObject({ language: 'es' });
    act(
      () =>
        void store.dispatch(searchSucceeded({ query: { q: 'asma', zip: '', page: 1 }, answer: answer(1) })),
    );
    expect(screen.getByText('63 ensayos encontrados')).toBeInTheDocument();
    expect(screen.getByText('4.3 millas')).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: 'Ver detalles' })).toHaveLength(3);
  });

  it('members: loads the saved trials once and toggles save on a card', async () => {
    const user = userEvent.setup();
    const { store, ofType } = renderTrials(
      <TrialSearchResults fields={{}} position={0} />,
      '/find-trials/search-result#q=x',
      {
        signedIn: true,
      },
    );
    expect(ofType(savedTrialsRequested.type)).toHaveLength(1);
    act(
      () => void store.dispatch(searchSucceeded({ query: { q: 'x', zip: '', page: 1 }, answer: answer(1) })),
    );
    const near = screen.getByRole('article', { name: 'Near trial' });
    const save = within(near).getByRole('button', { name: /Save trial/ });
    expect(save).toHaveAttribute('aria-pressed', 'false');
    await user.click(save);
    expect(ofType(trialSaveToggled.type)[0]?.payload).toMatchObject({
      isSaved: true,
      trial: { trialorgstudyid: 'A' },
    });
    expect(within(near).getByRole('button', { name: /Saved/ })).toHaveAttribute('aria-pressed', 'true');
  });
});
