import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import HeroSearchForm from '../../../src/features/trials/components/hero-search-form';
import {
  suggestionsLoaded,
  suggestionsRequested,
  suggestionsCleared,
} from '../../../src/features/trials/trials-slice';
import { SEARCH_BOX_STORAGE_KEY } from '../../../src/shared/domain/trials/search-form-rules';
import { renderTrials } from './render-trials';

const items = (term: string, n: number) =>
  Array.from({ length: n }, (_, i) => ({ key: `${term}-${i}`, value: `${term} option ${i}`, trialCount: 3 }));

beforeEach(() => window.localStorage.clear());

describe('HeroSearchForm: condition of interest', () => {
  it('asks for suggestions only from lengthToSuggestion characters, with totalSuggestion', async () => {
    const user = userEvent.setup();
    const { ofType } = renderTrials(<HeroSearchForm fields={{ totalSuggestion: 7 }} position={0} />, '/');
    const input = screen.getByRole('combobox', { name: 'Condition of interest' });
    await user.type(input, 'mi');
    expect(ofType(suggestionsRequested.type)).toHaveLength(0);
    expect(ofType(suggestionsCleared.type).length).toBeGreaterThan(0);
    await user.type(input, 'g');
    expect(ofType(suggestionsRequested.type).at(-1)?.payload).toEqual({
      term: 'mig',
      limit: 7,
      language: 'en',
    });
  });

  it('whitespace does not count towards the suggestion length', async () => {
    const user = userEvent.setup();
    const { ofType } = renderTrials(<HeroSearchForm fields={{}} position={0} />, '/');
    await user.type(screen.getByRole('combobox'), '  a  ');
    expect(ofType(suggestionsRequested.type)).toHaveLength(0);
  });

  it('shows the suggestions as a listbox; arrows move, Enter picks, Escape closes', async () => {
    const user = userEvent.setup();
    const { store } = renderTrials(<HeroSearchForm fields={{}} position={0} />, '/');
    const input = screen.getByRole('combobox');
    await user.type(input, 'ast');
    act(() => void store.dispatch(suggestionsLoaded({ term: 'ast', items: items('asthma', 3) })));
    expect(input).toHaveAttribute('aria-expanded', 'true');
    const list = screen.getByRole('listbox');
    expect(within(list).getAllByRole('option')).toHaveLength(3);
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(input).toHaveAttribute('aria-activedescendant', within(list).getAllByRole('option')[1]?.id);
    expect(within(list).getAllByRole('option')[1]).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{Enter}');
    expect(input).toHaveValue('asthma option 1');
    expect(input).toHaveAttribute('aria-expanded', 'false');

    await user.clear(input);
    await user.type(input, 'ast');
    act(() => void store.dispatch(suggestionsLoaded({ term: 'ast', items: items('asthma', 2) })));
    expect(input).toHaveAttribute('aria-expanded', 'true');
    await user.keyboard('{Escape}');
    expect(input).toHaveAttribute('aria-expanded', 'false');
  });

  it("says 'No option found' when the server has none (content may change the text)", async () => {
    const user = userEvent.setup();
    const { store } = renderTrials(
      <HeroSearchForm fields={{ noOptionText: 'Nothing here' }} position={0} />,
      '/',
    );
    await user.type(screen.getByRole('combobox'), 'zzz');
    act(() => void store.dispatch(suggestionsLoaded({ term: 'zzz', items: [] })));
    expect(screen.getByText('Nothing here')).toBeVisible();
  });

  it('picks a suggestion with the mouse', async () => {
    const user = userEvent.setup();
    const { store } = renderTrials(<HeroSearchForm fields={{}} position={0} />, '/');
    await user.type(screen.getByRole('combobox'), 'kne');
    act(() => void store.dispatch(suggestionsLoaded({ term: 'kne', items: items('knee', 2) })));
    await user.click(screen.getByRole('option', { name: 'knee option 0' }));
    expect(screen.getByRole('combobox')).toHaveValue('knee option 0');
  });

  it('caps the text at coiInputTextLimit', async () => {
    const user = userEvent.setup();
    renderTrials(<HeroSearchForm fields={{ coiInputTextLimit: 10 }} position={0} />, '/');
    const input = screen.getByRole('combobox');
    expect(input).toHaveAttribute('maxLength', '10');
    await user.click(input);
    await user.paste('a very long condition name');
    expect(input).toHaveValue('a very lon');
  });

  it('requires the condition only when isCOIRequired; whitespace-only is empty', async () => {
    const user = userEvent.setup();
    const first = renderTrials(
      <HeroSearchForm
        fields={{ isCOIRequired: true, coiRequiredErrorMessage: 'Condition please' }}
        position={0}
      />,
      '/',
    );
    await user.type(screen.getByRole('combobox'), '   ');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(screen.getByText('Condition please')).toBeInTheDocument();
    expect(screen.getByRole('combobox')).toHaveAttribute('aria-invalid', 'true');
    expect(first.getByTestId('location')).toHaveTextContent(/^\/$/);
    first.unmount();

    renderTrials(<HeroSearchForm fields={{}} position={0} />, '/');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/find-trials/search-result#q=');
  });
});

describe('HeroSearchForm: zip code (validated on every event)', () => {
  const fields = {
    isZipcodeRequired: true,
    zipcodeRequiredErrorMessage: 'Zip required',
    zipcodeRegexFailedErrorMessage: 'Zip invalid',
  };

  it('checks on change, keeps digits only and at most 5', async () => {
    const user = userEvent.setup();
    renderTrials(<HeroSearchForm fields={fields} position={0} />, '/');
    const zip = screen.getByRole('textbox', { name: 'Zip code' });
    await user.type(zip, '60a6');
    expect(zip).toHaveValue('606');
    expect(screen.getByText('Zip invalid')).toBeInTheDocument();
    await user.type(zip, '119');
    expect(zip).toHaveValue('60611');
    expect(screen.queryByText('Zip invalid')).not.toBeInTheDocument();
    await user.clear(zip);
    expect(screen.getByText('Zip required')).toBeInTheDocument();
  });

  it('checks on blur and on submit (no navigation while invalid)', async () => {
    const user = userEvent.setup();
    renderTrials(<HeroSearchForm fields={fields} position={0} />, '/');
    await user.click(screen.getByRole('textbox', { name: 'Zip code' }));
    await user.tab();
    expect(screen.getByText('Zip required')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/);
  });

  it('uses the content regex', async () => {
    const user = userEvent.setup();
    renderTrials(<HeroSearchForm fields={{ ...fields, zipcodeRegex: '^9\\d{4}$' }} position={0} />, '/');
    await user.type(screen.getByRole('textbox', { name: 'Zip code' }), '60611');
    expect(screen.getByText('Zip invalid')).toBeInTheDocument();
  });
});

describe('HeroSearchForm: submit', () => {
  it('stores the search under standalone-search-box, tracks it and goes to the result page', async () => {
    const user = userEvent.setup();
    const { ofType } = renderTrials(<HeroSearchForm fields={{}} position={0} />, '/');
    await user.type(screen.getByRole('combobox'), '  knee pain ');
    await user.type(screen.getByRole('textbox', { name: 'Zip code' }), '60611');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(screen.getByTestId('location')).toHaveTextContent(
      '/find-trials/search-result#q=knee+pain&zip=60611',
    );
    const stored = JSON.parse(window.localStorage.getItem(SEARCH_BOX_STORAGE_KEY) ?? '{}');
    expect(stored).toMatchObject({
      value: 'knee pain',
      zip: '60611',
      analytics: { event: 'trial-search', searchTerm: 'knee pain', zipCode: '60611', source: 'hero' },
    });
    expect(ofType('analytics/eventTracked')[0]?.payload).toEqual({
      name: 'trial-search',
      data: { source: 'hero', hasCondition: true, hasZip: true },
    });
  });

  it('keeps the locale, and follows searchlink when set', async () => {
    const user = userEvent.setup();
    const es = renderTrials(<HeroSearchForm fields={{}} position={0} />, '/es');
    expect(
      screen.getByRole('heading', { level: 1, name: 'Encuentre un ensayo clínico' }),
    ).toBeInTheDocument();
    await user.type(screen.getByRole('combobox', { name: 'Afección de interés' }), 'asma');
    await user.click(screen.getByRole('button', { name: 'Buscar' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/es/find-trials/search-result#q=asma');
    es.unmount();

    renderTrials(<HeroSearchForm fields={{ searchlink: '/trials' }} position={1} />, '/');
    expect(screen.getByRole('heading', { level: 2 })).toBeInTheDocument();
    await user.type(screen.getByRole('combobox'), 'gout');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/trials#q=gout');
  });

  it('has the variant2 and HCP layouts', () => {
    const { container } = renderTrials(
      <HeroSearchForm fields={{ variant: 'variant2', isHCP: true }} position={0} />,
      '/',
    );
    expect(
      container.querySelector('.hero-search--hcp .trial-search--variant2.trial-search--hcp'),
    ).not.toBeNull();
  });
});

describe('HeroSearchForm with the real saga (fake timers)', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('asks the server once typing pauses for 300 ms, and lists its answer', async () => {
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    const { calls } = renderTrials(<HeroSearchForm fields={{}} position={0} />, '/', {
      sagas: true,
      reads: { 'trials/Suggest': () => ({ suggestions: items('migraine', 2) }) },
    });
    await user.type(screen.getByRole('combobox'), 'migr');
    await act(async () => {
      await jest.advanceTimersByTimeAsync(299);
    });
    expect(calls).toHaveLength(0);
    await act(async () => {
      await jest.advanceTimersByTimeAsync(1);
    });
    expect(calls.map((c) => c.query)).toEqual([{ q: 'migr', limit: '20', language: 'en' }]);
    expect(await screen.findAllByRole('option')).toHaveLength(2);
  });
});
