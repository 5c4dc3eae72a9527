import {
  searchRequested,
  searchSucceeded,
  suggestionsCleared,
  suggestionsRequested,
} from '../../src/features/trials/trials-slice';
import { NetworkError } from '../../src/lib/api-client';
import { NO_TRIAL_FILTERS } from '../../src/shared/domain/trials/trial-filters';
import { trialResult } from '../unit/trials/trial-fixture';
import { advance, hanging, trialsHarness } from './trials-harness';

const answer = (q: string, page = 1) => ({
  results: [trialResult({ trialorgstudyid: `${q}-${page}`, distance: 3 })],
  totalCount: 25,
  page,
  pageSize: 10,
  pageCount: 3,
  origin: { zipCode: '60611', latitude: 41.89, longitude: -87.62 },
  zipUnknown: false,
});

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

describe('trial search saga', () => {
  it('sends the search with the page size and language, and stores the answer', async () => {
    const h = await trialsHarness({
      reads: { 'trials/Search': ({ query }) => answer((query as { q: string }).q) },
    });
    h.store.dispatch(searchRequested({ q: 'migraine', zip: '60611', page: 1, language: 'es' }));
    await advance(0);
    expect(h.calls[0]).toMatchObject({
      name: 'trials/Search',
      query: { q: 'migraine', zip: '60611', page: '1', pageSize: '10', language: 'es' },
    });
    expect(h.trials().search).toMatchObject({
      status: 'success',
      answerQuery: { q: 'migraine', zip: '60611', page: 1 },
      offline: false,
    });
    expect(h.trials().search.answer?.results[0]?.trialorgstudyid).toBe('migraine-1');
  });

  it('keeps the last answer when the server cannot be reached, and says so', async () => {
    let online = true;
    const h = await trialsHarness({
      reads: {
        'trials/Search': ({ query }) => {
          if (!online) throw new NetworkError('trials/Search', 'ERR_NETWORK');
          return answer((query as { q: string }).q);
        },
      },
    });
    h.store.dispatch(searchRequested({ q: 'asthma', zip: '', page: 1, language: 'en' }));
    await advance(0);
    online = false;
    h.store.dispatch(searchRequested({ q: 'asthma', zip: '', page: 2, language: 'en' }));
    await advance(0);
    const search = h.trials().search;
    expect(search.status).toBe('error');
    expect(search.offline).toBe(true);
    expect(search.answer?.results[0]?.trialorgstudyid).toBe('asthma-1');
  });

  it('lets the newest search win: the older request is aborted and never lands', async () => {
    const slow = hanging();
    const h = await trialsHarness({
      reads: {
        'trials/Search': (input, signal) =>
          (input.query as { q: string }).q === 'old' ? slow(input, signal) : answer('new'),
      },
    });
    h.store.dispatch(searchRequested({ q: 'old', zip: '', page: 1, language: 'en' }));
    await advance(0);
    h.store.dispatch(searchRequested({ q: 'new', zip: '', page: 1, language: 'en' }));
    await advance(0);
    expect(h.calls[0]?.signal?.aborted).toBe(true);
    expect(h.trials().search.answerQuery?.q).toBe('new');
    expect(h.trials().search.status).toBe('success');
  });
});

describe('trial search saga with filters', () => {
  const filters = {
    ...NO_TRIAL_FILTERS,
    radius: 25 as const,
    status: ['recruiting' as const],
    phase: ['3' as const, '2' as const],
    age: 0,
    healthy: true,
  };

  it('sends the filters that are set with the search call, in their URL form, and none of the others', async () => {
    const h = await trialsHarness({ reads: { 'trials/Search': () => answer('asthma') } });
    h.store.dispatch(searchRequested({ q: 'asthma', zip: '60611', page: 1, filters, language: 'en' }));
    await advance(0);
    expect(h.calls[0]?.query).toEqual({
      q: 'asthma',
      zip: '60611',
      page: '1',
      pageSize: '10',
      language: 'en',
      radius: '25',
      status: 'recruiting',
      phase: '2,3',
      age: '0',
      healthy: 'true',
    });
    expect(h.trials().search.answerQuery).toEqual({ q: 'asthma', zip: '60611', page: 1, filters });
  });

  it('a search without filters sends none', async () => {
    const h = await trialsHarness({ reads: { 'trials/Search': () => answer('asthma') } });
    h.store.dispatch(searchRequested({ q: 'asthma', zip: '', page: 1, language: 'en' }));
    await advance(0);
    expect(Object.keys(h.calls[0]?.query as object).sort()).toEqual([
      'language',
      'page',
      'pageSize',
      'q',
      'zip',
    ]);
    expect(h.trials().search.answerQuery?.filters).toEqual(NO_TRIAL_FILTERS);
  });

  it('a changed filter aborts the search under the old ones; its answer never lands', async () => {
    const slow = hanging();
    const h = await trialsHarness({
      reads: {
        'trials/Search': (input, signal) =>
          (input.query as { status?: string }).status === undefined
            ? slow(input, signal)
            : answer('recruiting'),
      },
    });
    h.store.dispatch(searchRequested({ q: 'asthma', zip: '', page: 1, language: 'en' }));
    await advance(0);
    h.store.dispatch(searchRequested({ q: 'asthma', zip: '', page: 1, filters, language: 'en' }));
    await advance(0);
    expect(h.calls[0]?.signal?.aborted).toBe(true);
    expect(h.trials().search.answerQuery?.filters).toEqual(filters);
    expect(h.trials().search.answer?.results[0]?.trialorgstudyid).toBe('recruiting-1');
  });

  it('an answer to other filters than the search last asked for is ignored', async () => {
    const h = await trialsHarness({ reads: { 'trials/Search': hanging() } });
    h.store.dispatch(searchRequested({ q: 'asthma', zip: '', page: 1, filters, language: 'en' }));
    await advance(0);
    h.store.dispatch(searchSucceeded({ query: { q: 'asthma', zip: '', page: 1 }, answer: answer('stale') }));
    expect(h.trials().search).toMatchObject({ status: 'loading', answer: null, answerQuery: null });
    // The same filters in another order are the same search.
    const reordered = { ...filters, phase: ['2' as const, '3' as const] };
    h.store.dispatch(
      searchSucceeded({ query: { q: 'asthma', zip: '', page: 1, filters: reordered }, answer: answer('ok') }),
    );
    expect(h.trials().search.status).toBe('success');
    expect(h.trials().search.answer?.results[0]?.trialorgstudyid).toBe('ok-1');
  });
});

describe('condition suggestions saga (debounced, newest wins)', () => {
  const suggestions = (q: string) => ({
    suggestions: Array.from({ length: 25 }, (_, i) => ({
      key: `${q}-${i}`,
      value: `${q} ${i}`,
      trialCount: 1,
    })),
  });

  it('asks only after a 300 ms pause in typing, for the last text, at most `limit`', async () => {
    const h = await trialsHarness({
      reads: { 'trials/Suggest': ({ query }) => suggestions((query as { q: string }).q) },
    });
    h.store.dispatch(suggestionsRequested({ term: 'mig', limit: 20, language: 'en' }));
    await advance(200);
    h.store.dispatch(suggestionsRequested({ term: 'migr', limit: 20, language: 'en' }));
    await advance(299);
    expect(h.calls).toHaveLength(0);
    await advance(1);
    expect(h.calls.map((c) => c.query)).toEqual([{ q: 'migr', limit: '20', language: 'en' }]);
    expect(h.trials().suggestions.status).toBe('loaded');
    expect(h.trials().suggestions.items).toHaveLength(20);
    expect(h.trials().suggestions.term).toBe('migr');
  });

  it('aborts a request in flight when the text changes, and ignores its answer', async () => {
    const slow = hanging();
    const h = await trialsHarness({
      reads: {
        'trials/Suggest': (input, signal) =>
          (input.query as { q: string }).q === 'ast' ? slow(input, signal) : suggestions('asth'),
      },
    });
    h.store.dispatch(suggestionsRequested({ term: 'ast', limit: 5, language: 'en' }));
    await advance(300);
    expect(h.calls).toHaveLength(1);
    h.store.dispatch(suggestionsRequested({ term: 'asth', limit: 5, language: 'en' }));
    await advance(0);
    expect(h.calls[0]?.signal?.aborted).toBe(true);
    await advance(300);
    expect(h.trials().suggestions).toMatchObject({ term: 'asth', status: 'loaded' });
    expect(h.trials().suggestions.items).toHaveLength(5);
  });

  it('clearing the text cancels a pending request', async () => {
    const h = await trialsHarness({ reads: { 'trials/Suggest': () => suggestions('x') } });
    h.store.dispatch(suggestionsRequested({ term: 'kne', limit: 20, language: 'en' }));
    await advance(100);
    h.store.dispatch(suggestionsCleared());
    await advance(1000);
    expect(h.calls).toHaveLength(0);
    expect(h.trials().suggestions.status).toBe('idle');
  });

  it('an empty answer is loaded with no items (the form says No option found)', async () => {
    const h = await trialsHarness({ reads: { 'trials/Suggest': () => ({ suggestions: [] }) } });
    h.store.dispatch(suggestionsRequested({ term: 'zzz', limit: 20, language: 'en' }));
    await advance(300);
    expect(h.trials().suggestions).toEqual({ term: 'zzz', status: 'loaded', items: [] });
  });
});
