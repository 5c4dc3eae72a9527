import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import HeroSearchForm from '../../../src/features/trials/components/hero-search-form';
import TrialSearchResults from '../../../src/features/trials/components/trial-search-results';
import { profileFailed, profileLoaded, profileRequested } from '../../../src/features/profile/profile-slice';
import { signedIn } from '../../../src/features/session/session-slice';
import {
  searchRequested,
  searchSucceeded,
  suggestionsLoaded,
} from '../../../src/features/trials/trials-slice';
import { SEARCH_BOX_STORAGE_KEY } from '../../../src/shared/domain/trials/search-form-rules';
import { profileFixture } from '../../unit/profile/profile-fixture';
import { trialResult } from '../../unit/trials/trial-fixture';
import { NO_TRIAL_FILTERS } from '../../../src/shared/domain/trials/trial-filters';
import { renderTrials } from './render-trials';

/*
 * A chosen condition travels as its key and the field shows its name; a signed-in member's
 * searches start from the profile's zip (the trial search is sorted by distance from it).
 */

const type2 = { key: 'type-2-diabetes', value: 'Type 2 diabetes' };
const answer = (condition: typeof type2 | null) => ({
  results: [trialResult({ trialorgstudyid: 'T2', trialtitle: 'A type 2 trial', distance: 3 })],
  totalCount: 1,
  page: 1,
  pageSize: 10,
  pageCount: 1,
  origin: null,
  zipUnknown: false,
  condition,
});

beforeEach(() => window.localStorage.clear());

describe('a chosen condition', () => {
  it('from the hero: goes to the results by its key, the field there shows its name', async () => {
    const user = userEvent.setup();
    const { store } = renderTrials(<HeroSearchForm fields={{}} position={0} />, '/');
    await user.type(screen.getByRole('combobox', { name: 'Condition of interest' }), 'type 2');
    act(
      () => void store.dispatch(suggestionsLoaded({ term: 'type 2', items: [{ ...type2, trialCount: 4 }] })),
    );
    await user.click(screen.getByRole('option', { name: 'Type 2 diabetes' }));
    expect(screen.getByRole('combobox', { name: 'Condition of interest' })).toHaveValue('Type 2 diabetes');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/find-trials/search-result#q=type-2-diabetes');
    // What the person saw and chose is what the standalone-search-box keeps.
    const stored = JSON.parse(window.localStorage.getItem(SEARCH_BOX_STORAGE_KEY) ?? '{}');
    expect(stored).toMatchObject({ value: 'Type 2 diabetes' });
  });

  it('typed over, it is free text again', async () => {
    const user = userEvent.setup();
    const { store } = renderTrials(<HeroSearchForm fields={{}} position={0} />, '/');
    await user.type(screen.getByRole('combobox', { name: 'Condition of interest' }), 'type 2');
    act(
      () => void store.dispatch(suggestionsLoaded({ term: 'type 2', items: [{ ...type2, trialCount: 4 }] })),
    );
    await user.click(screen.getByRole('option', { name: 'Type 2 diabetes' }));
    await user.type(screen.getByRole('combobox', { name: 'Condition of interest' }), ' care');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(screen.getByTestId('location')).toHaveTextContent('#q=Type+2+diabetes+care');
  });

  it('on the results page (a profile chip links with its key): the field shows the name', async () => {
    const user = userEvent.setup();
    const { store, ofType } = renderTrials(
      <TrialSearchResults fields={{}} position={0} />,
      '/find-trials/search-result#q=type-2-diabetes',
    );
    expect(ofType(searchRequested.type)[0]?.payload).toMatchObject({ q: 'type-2-diabetes' });
    act(
      () =>
        void store.dispatch(
          searchSucceeded({ query: { q: 'type-2-diabetes', zip: '', page: 1 }, answer: answer(type2) }),
        ),
    );
    expect(screen.getByRole('combobox', { name: 'Condition of interest' })).toHaveValue('Type 2 diabetes');
    // Searching again from there (a zip added) still searches the condition, by its key.
    await user.type(screen.getByRole('textbox', { name: 'Zip code' }), '10001');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(screen.getByTestId('location')).toHaveTextContent('#q=type-2-diabetes&zip=10001');
  });

  it('free text keeps the typed words in the field', () => {
    const { store } = renderTrials(
      <TrialSearchResults fields={{}} position={0} />,
      '/find-trials/search-result#q=knee+pain',
    );
    act(
      () =>
        void store.dispatch(
          searchSucceeded({ query: { q: 'knee pain', zip: '', page: 1 }, answer: answer(null) }),
        ),
    );
    expect(screen.getByRole('combobox', { name: 'Condition of interest' })).toHaveValue('knee pain');
  });
});

describe("a signed-in member's zip", () => {
  const member = profileFixture({ basicDetails: { ...profileFixture().basicDetails, zipCode: '60611' } });

  it('the results page searches from the profile zip when the link has none, and shows it', () => {
    const { store, ofType } = renderTrials(
      <TrialSearchResults fields={{}} position={0} />,
      '/find-trials/search-result#q=type-2-diabetes',
      { signedIn: true },
    );
    act(() => void store.dispatch(profileLoaded(member)));
    expect(ofType(searchRequested.type).at(-1)?.payload).toEqual({
      q: 'type-2-diabetes',
      zip: '60611',
      page: 1,
      language: 'en',
      filters: NO_TRIAL_FILTERS,
    });
    expect(screen.getByRole('textbox', { name: 'Zip code' })).toHaveValue('60611');
  });

  it("paging and searching again keep the member's zip out of the URL", async () => {
    const user = userEvent.setup();
    const { store } = renderTrials(
      <TrialSearchResults fields={{}} position={0} />,
      '/find-trials/search-result#q=gout',
      { signedIn: true },
    );
    act(() => void store.dispatch(profileLoaded(member)));
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(screen.getByTestId('location')).toHaveTextContent(/#q=gout$/);
    await user.clear(screen.getByRole('textbox', { name: 'Zip code' }));
    await user.type(screen.getByRole('textbox', { name: 'Zip code' }), '10001');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(screen.getByTestId('location')).toHaveTextContent('#q=gout&zip=10001');
  });

  it('a zip in the link wins over the profile zip', () => {
    const { store, ofType } = renderTrials(
      <TrialSearchResults fields={{}} position={0} />,
      '/find-trials/search-result#q=asthma&zip=10001',
      { signedIn: true },
    );
    act(() => void store.dispatch(profileLoaded(member)));
    expect(ofType(searchRequested.type).map((action) => (action.payload as { zip: string }).zip)).toEqual([
      '10001',
    ]);
  });

  it('the hero form starts with the profile zip; a visitor signed out gets none', async () => {
    const user = userEvent.setup();
    const signed = renderTrials(<HeroSearchForm fields={{}} position={0} />, '/', { signedIn: true });
    act(() => void signed.store.dispatch(profileLoaded(member)));
    expect(screen.getByRole('textbox', { name: 'Zip code' })).toHaveValue('60611');
    await user.type(screen.getByRole('combobox', { name: 'Condition of interest' }), 'gout');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    // The member's own zip stays out of the URL: the result page takes it from the profile.
    expect(screen.getByTestId('location')).toHaveTextContent(/#q=gout$/);
    signed.unmount();

    const visitor = renderTrials(<HeroSearchForm fields={{}} position={0} />, '/');
    act(() => void visitor.store.dispatch(profileLoaded(member)));
    expect(screen.getByRole('textbox', { name: 'Zip code' })).toHaveValue('');
  });

  it('a zip the member typed is not replaced when the profile arrives', async () => {
    const user = userEvent.setup();
    const { store } = renderTrials(<HeroSearchForm fields={{}} position={0} />, '/', { signedIn: true });
    await user.type(screen.getByRole('textbox', { name: 'Zip code' }), '9410');
    act(() => void store.dispatch(profileLoaded(member)));
    expect(screen.getByRole('textbox', { name: 'Zip code' })).toHaveValue('9410');
  });

  it('a search without a zip waits for the session check and the profile, then goes from the profile zip', () => {
    const { store, ofType } = renderTrials(
      <TrialSearchResults fields={{}} position={0} />,
      '/find-trials/search-result#q=gout',
      { session: 'unknown' },
    );
    expect(ofType(searchRequested.type)).toHaveLength(0);
    expect(screen.getByRole('status')).toHaveTextContent('Searching for trials…');
    act(() => {
      store.dispatch(signedIn({ isVerifiedEmail: null }));
      store.dispatch(profileRequested({ reason: 'signIn' }));
    });
    expect(ofType(searchRequested.type)).toHaveLength(0);
    act(() => void store.dispatch(profileLoaded(member)));
    expect(ofType(searchRequested.type).map((action) => (action.payload as { zip: string }).zip)).toEqual([
      '60611',
    ]);
    expect(screen.getByTestId('location')).toHaveTextContent(/#q=gout$/);
  });

  it('a profile that cannot be fetched (offline) lets the search go without a zip', () => {
    const { store, ofType } = renderTrials(
      <TrialSearchResults fields={{}} position={0} />,
      '/find-trials/search-result#q=gout',
      { signedIn: true },
    );
    act(() => void store.dispatch(profileRequested({ reason: 'signIn' })));
    const before = ofType(searchRequested.type).length;
    act(() => void store.dispatch(profileFailed()));
    expect(
      ofType(searchRequested.type)
        .slice(before)
        .map((action) => action.payload),
    ).toEqual([expect.objectContaining({ q: 'gout', zip: '' })]);
  });

  it('a zip in the link does not wait for the profile', () => {
    const { ofType } = renderTrials(
      <TrialSearchResults fields={{}} position={0} />,
      '/find-trials/search-result#q=gout&zip=10001',
      { session: 'unknown' },
    );
    expect(ofType(searchRequested.type)[0]?.payload).toMatchObject({ zip: '10001' });
  });

  it('with the profile zip, distance can be filtered, and the zip stays out of the URL', async () => {
    const user = userEvent.setup();
    const { store } = renderTrials(
      <TrialSearchResults fields={{}} position={0} />,
      '/find-trials/search-result#q=gout',
      { signedIn: true },
    );
    act(() => void store.dispatch(profileLoaded(member)));
    const distance = screen.getByRole('combobox', { name: 'Distance' });
    expect(distance).toBeEnabled();
    await user.selectOptions(distance, '25');
    expect(screen.getByTestId('location')).toHaveTextContent(/#q=gout&radius=25$/);
  });
});
