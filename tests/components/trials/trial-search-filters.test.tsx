import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import TrialSearchResults from '../../../src/features/trials/components/trial-search-results';
import {
  searchRequested,
  searchSucceeded,
  type SearchQueryInput,
} from '../../../src/features/trials/trials-slice';
import type { TrialFacets } from '../../../src/shared/contracts/trials';
import { parseSearchHash } from '../../../src/shared/domain/trials/search-form-rules';
import { NO_TRIAL_FILTERS, type TrialFilters } from '../../../src/shared/domain/trials/trial-filters';
import { trialResult } from '../../unit/trials/trial-fixture';
import { renderTrials } from './render-trials';

/*
 * The search-result page's filters with a real store: what the hash says is what the controls show
 * and what is searched; every change goes back into the hash (page 1); the counts are the answer's.
 */

const facets: TrialFacets = {
  radius: [
    { value: '10', count: 3 },
    { value: '25', count: 9 },
  ],
  status: [
    { value: 'recruiting', count: 40 },
    { value: 'not-yet-recruiting', count: 23 },
  ],
  phase: [{ value: '2', count: 17 }],
  sex: [
    { value: 'female', count: 60 },
    { value: 'male', count: 51 },
  ],
  healthy: 8,
  virtual: 5,
};
const answer = (withFacets = true) => ({
  results: [trialResult({ trialorgstudyid: 'A', trialtitle: 'Near trial', distance: 4.26 })],
  totalCount: 63,
  page: 1,
  pageSize: 10,
  pageCount: 7,
  origin: { zipCode: '60611', latitude: 41.89, longitude: -87.62 },
  zipUnknown: false,
  condition: null,
  ...(withFacets ? { facets } : {}),
});

const page = (hash: string, options: Parameters<typeof renderTrials>[2] = {}) =>
  renderTrials(<TrialSearchResults fields={{}} position={0} />, `/find-trials/search-result${hash}`, options);
const hashNow = () => (screen.getByTestId('location').textContent ?? '').replace(/^[^#]*/, '');
const filtersNow = () => parseSearchHash(hashNow()).filters;
const answered = (store: ReturnType<typeof page>['store'], query: SearchQueryInput, withFacets = true) =>
  act(() => void store.dispatch(searchSucceeded({ query, answer: answer(withFacets) })));

describe('trial search filters', () => {
  it('reads every filter from the hash into the controls and the search', () => {
    const { ofType } = page(
      '#q=asthma&zip=60611&radius=25&status=recruiting&phase=2,3&age=40&sex=female&healthy=true&virtual=true&page=2',
    );
    const filters: TrialFilters = {
      radius: 25,
      status: ['recruiting'],
      phase: ['2', '3'],
      age: 40,
      sex: 'female',
      healthy: true,
      virtual: true,
    };
    expect(ofType(searchRequested.type)[0]?.payload).toEqual({
      q: 'asthma',
      zip: '60611',
      page: 2,
      filters,
      language: 'en',
    });
    expect(screen.getByRole('combobox', { name: 'Distance' })).toHaveValue('25');
    expect(screen.getByRole('checkbox', { name: 'Recruiting' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Not yet recruiting' })).not.toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Phase 2' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Phase 3' })).toBeChecked();
    expect(screen.getByRole('textbox', { name: 'Your age in years' })).toHaveValue('40');
    expect(screen.getByRole('radio', { name: 'Female' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Accepts healthy volunteers' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Virtual / at home' })).toBeChecked();
    expect(screen.getByRole('button', { name: 'Filters (7)' })).toHaveAttribute('aria-expanded', 'false');
  });

  it('a changed filter goes into the hash, back to page 1, and is searched', async () => {
    const user = userEvent.setup();
    const { ofType } = page('#q=asthma&zip=60611&page=4');
    await user.click(screen.getByRole('checkbox', { name: 'Not yet recruiting' }));
    expect(hashNow()).toBe('#q=asthma&zip=60611&status=not-yet-recruiting');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Distance' }), '50');
    await user.click(screen.getByRole('radio', { name: 'Male' }));
    await user.click(screen.getByRole('checkbox', { name: 'Phase 1' }));
    expect(hashNow()).toBe('#q=asthma&zip=60611&radius=50&status=not-yet-recruiting&phase=1&sex=male');
    expect(ofType(searchRequested.type).at(-1)?.payload).toMatchObject({
      page: 1,
      filters: { radius: 50, status: ['not-yet-recruiting'], phase: ['1'], sex: 'male' },
    });
    await user.click(screen.getByRole('radio', { name: 'Any' }));
    expect(filtersNow().sex).toBeNull();
  });

  it('a shared link gives the same search: the hash is all it needs', async () => {
    const user = userEvent.setup();
    const first = page('#q=gout&zip=10001');
    await user.click(screen.getByRole('checkbox', { name: 'Recruiting' }));
    await user.click(screen.getByRole('checkbox', { name: 'Virtual / at home' }));
    const shared = hashNow();
    const asked = first.ofType(searchRequested.type).at(-1)?.payload;
    first.unmount();
    const second = page(shared);
    expect(second.ofType(searchRequested.type)).toHaveLength(1);
    expect(second.ofType(searchRequested.type)[0]?.payload).toEqual(asked);
  });

  it('shows each value with its count from the answer, and none without facets', () => {
    const { store } = page('#q=asthma&zip=60611');
    const query = { q: 'asthma', zip: '60611', page: 1 };
    answered(store, query);
    expect(screen.getByRole('checkbox', { name: 'Recruiting (40)' })).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Phase 2 (17)' })).toBeInTheDocument();
    // A value the answer did not count shows no count rather than a made-up zero.
    expect(screen.getByRole('checkbox', { name: 'Phase 3' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Female (60)' })).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Accepts healthy volunteers (8)' })).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Virtual / at home (5)' })).toBeInTheDocument();
    expect(screen.getByRole('option', { name: 'Within 25 miles (9)' })).toBeInTheDocument();
    answered(store, query, false);
    expect(screen.getByRole('checkbox', { name: 'Recruiting' })).toBeInTheDocument();
  });

  it('counts of an answer to other filters are not shown while the new search runs', async () => {
    const user = userEvent.setup();
    const { store } = page('#q=asthma&zip=60611');
    answered(store, { q: 'asthma', zip: '60611', page: 1 });
    await user.click(screen.getByRole('checkbox', { name: 'Recruiting (40)' }));
    expect(screen.getByRole('checkbox', { name: 'Recruiting' })).toBeChecked();
    expect(screen.getByRole('status')).toHaveTextContent('Searching for trials…');
    expect(screen.queryAllByRole('article')).toHaveLength(0);
  });

  it('announces the result count in the polite status region', () => {
    const { store } = page('#q=asthma');
    answered(store, { q: 'asthma', zip: '', page: 1 });
    const status = screen.getByRole('status');
    expect(status).toHaveAttribute('aria-live', 'polite');
    expect(status).toHaveTextContent('63 trials found');
  });

  it('Clear filters empties the hash but for the search, page 1, and keeps the focus on the filters', async () => {
    const user = userEvent.setup();
    page('#q=asthma&zip=60611&status=recruiting&age=30&virtual=true&page=3');
    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(hashNow()).toBe('#q=asthma&zip=60611');
    expect(screen.getByRole('heading', { name: 'Filters' })).toHaveFocus();
    expect(screen.queryByRole('button', { name: 'Clear filters' })).not.toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Your age in years' })).toHaveValue('');
    expect(screen.getByRole('button', { name: 'Filters' })).toBeInTheDocument();
  });

  it('works from the keyboard: Space ticks, Enter applies the age, a bad age is refused', async () => {
    const user = userEvent.setup();
    page('#q=asthma');
    const toggle = screen.getByRole('button', { name: 'Filters' });
    toggle.focus();
    await user.keyboard('{Enter}');
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    // Distance is disabled without a zip, so the next stop is the first status box.
    await user.tab();
    expect(screen.getByRole('checkbox', { name: 'Recruiting' })).toHaveFocus();
    await user.keyboard(' ');
    expect(filtersNow().status).toEqual(['recruiting']);
    expect(screen.getByRole('checkbox', { name: 'Recruiting' })).toHaveFocus();
    const age = screen.getByRole('textbox', { name: 'Your age in years' });
    await user.type(age, '150{Enter}');
    expect(screen.getByRole('alert')).toHaveTextContent('Enter an age from 0 to 120.');
    expect(filtersNow().age).toBeNull();
    await user.clear(age);
    await user.type(age, '45{Enter}');
    expect(filtersNow()).toEqual({ ...NO_TRIAL_FILTERS, status: ['recruiting'], age: 45 });
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('distance needs a zip: disabled and explained without one, and a linked radius is not searched', () => {
    const { ofType } = page('#q=asthma&radius=10');
    const distance = screen.getByRole('combobox', { name: 'Distance' });
    expect(distance).toBeDisabled();
    expect(distance).toHaveAccessibleDescription('Enter a zip code to search by distance.');
    expect(ofType(searchRequested.type)[0]?.payload).toMatchObject({ filters: { radius: null } });
  });

  it('a bad value in the hash is ignored, the rest searched', () => {
    const { ofType } = page('#q=asthma&status=closed,recruiting&age=-3&sex=other&phase=%3Cb%3E');
    expect(ofType(searchRequested.type)[0]?.payload).toMatchObject({
      q: 'asthma',
      filters: { ...NO_TRIAL_FILTERS, status: ['recruiting'] },
    });
  });

  it('the answer to the filters asked shows its counts and its cards', () => {
    const { store } = page('#q=asma&zip=60611&status=recruiting');
    answered(store, {
      q: 'asma',
      zip: '60611',
      page: 1,
      filters: { ...NO_TRIAL_FILTERS, status: ['recruiting'] },
    });
    expect(screen.getByRole('checkbox', { name: 'Recruiting (40)' })).toBeChecked();
    expect(screen.getAllByRole('article')).toHaveLength(1);
  });
});

describe('trial search filters in Spanish', () => {
  it('labels, counts and the disclosure', () => {
    const { store } = renderTrials(
      <TrialSearchResults fields={{}} position={0} />,
      '/es/find-trials/search-result#q=asma&zip=60611&healthy=true',
    );
    act(
      () =>
        void store.dispatch(
          searchSucceeded({
            query: { q: 'asma', zip: '60611', page: 1, filters: { ...NO_TRIAL_FILTERS, healthy: true } },
            answer: answer(),
          }),
        ),
    );
    expect(screen.getByRole('button', { name: 'Filtros (1)' })).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Estado de reclutamiento' })).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Reclutando (40)' })).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Acepta voluntarios sanos (8)' })).toBeChecked();
    expect(screen.getByRole('option', { name: 'A menos de 25 millas (9)' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Borrar filtros' })).toBeInTheDocument();
    const card = screen.getByRole('article', { name: 'Near trial' });
    expect(within(card).getByTestId('trial-why')).toHaveTextContent('A 4.3 millas de 60611');
  });
});
