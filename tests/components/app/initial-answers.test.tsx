import { screen } from '@testing-library/react';
import {
  peekInitialAnswer,
  resetInitialAnswersForTests,
  takeInitialAnswer,
} from '../../../src/lib/initial-answers';
import { getContextData, getLayout } from '../../../src/shared/contracts/content';
import { createFakeApi } from './fake-api';
import { layout, richText, siteSettings } from './fixtures';
import { renderApp, stubBrowserScrolling } from './render-app';
import { inlineAnswers as inline } from './inline-answers';

const homeLayout = () =>
  layout({ path: '/', language: 'en', title: 'Home', components: [richText('Inlined heading')] });

beforeEach(() => {
  resetInitialAnswersForTests();
  document.getElementById('initial-answers')?.remove();
  stubBrowserScrolling();
});

describe('answers inlined in the page', () => {
  it('renders the first page from them without calling the API', async () => {
    inline({
      'layout:en:/': { call: 'layout', answer: homeLayout() },
      'context-data:en': { call: 'cr-context-data', answer: siteSettings('en') },
    });
    const { api, calls } = createFakeApi({});
    renderApp({ path: '/', api });
    expect(await screen.findByRole('heading', { name: 'Inlined heading' })).toBeVisible();
    expect(calls).toEqual([]);
    // Read once, then gone from the document.
    expect(document.getElementById('initial-answers')).toBeNull();
  });

  it('is used once per key: the next query of that key is not served from it', () => {
    inline({ 'layout:en:/': { call: 'layout', answer: homeLayout() } });
    expect(takeInitialAnswer(getLayout, 'layout:en:/')).toMatchObject({ page: { path: '/' } });
    expect(takeInitialAnswer(getLayout, 'layout:en:/')).toBeUndefined();
  });

  it('can be read without using it up (the site settings: first render and saga), then taken', () => {
    inline({ 'context-data:en': { call: 'cr-context-data', answer: siteSettings('en') } });
    const first = peekInitialAnswer(getContextData, 'context-data:en');
    expect(first).toMatchObject({ language: 'en' });
    // The same object each time: a render's effects that depend on it do not run again.
    expect(peekInitialAnswer(getContextData, 'context-data:en')).toBe(first);
    expect(peekInitialAnswer(getLayout, 'context-data:en')).toBeUndefined();
    expect(takeInitialAnswer(getContextData, 'context-data:en')).toMatchObject({ language: 'en' });
    expect(peekInitialAnswer(getContextData, 'context-data:en')).toBeUndefined();
  });

  it('ignores an answer tagged with another call', async () => {
    inline({ 'layout:en:/': { call: 'cr-context-data', answer: homeLayout() } });
    expect(takeInitialAnswer(getLayout, 'layout:en:/')).toBeUndefined();
    expect(peekInitialAnswer(getLayout, 'layout:en:/')).toBeUndefined();
  });

  it("uses the server's answer as it is: no schema is built or run to check it again", () => {
    const settings = siteSettings('en');
    inline({ 'context-data:en': { call: 'cr-context-data', answer: settings } });
    const parse = jest.spyOn(getContextData.response, 'safeParse');
    const strictParse = jest.spyOn(getContextData.response, 'parse');
    expect(peekInitialAnswer(getContextData, 'context-data:en')).toEqual(settings);
    expect(parse).not.toHaveBeenCalled();
    expect(strictParse).not.toHaveBeenCalled();
  });

  it('falls back to the API when the inlined JSON is broken', async () => {
    const element = document.createElement('script');
    element.type = 'application/json';
    element.id = 'initial-answers';
    element.textContent = '{not json';
    document.body.append(element);
    const { api, calls } = createFakeApi({
      'cr-context-data': () => siteSettings('en'),
      layout: () => homeLayout(),
    });
    renderApp({ path: '/', api });
    expect(await screen.findByRole('heading', { name: 'Inlined heading' })).toBeVisible();
    expect(calls.map((call) => call.name).sort()).toEqual(['cr-context-data', 'layout']);
  });
});

describe('filing the inlined answers for offline use', () => {
  const jsdomResponse = (globalThis as { Response?: unknown }).Response;
  beforeEach(() => {
    // jsdom has no Fetch API Response: a stand-in with what the filing uses.
    (globalThis as { Response?: unknown }).Response ??= class {
      constructor(private readonly body: string) {}
      json(): Promise<unknown> {
        return Promise.resolve(JSON.parse(this.body));
      }
    };
  });
  afterEach(() => {
    jest.useRealTimers();
    delete (globalThis as { caches?: CacheStorage }).caches;
    (globalThis as { Response?: unknown }).Response = jsdomResponse;
  });

  it('waits for an idle moment, then files every answer under its API URL, even one already used', async () => {
    jest.useFakeTimers();
    const put = jest.fn<Promise<void>, [string, Response]>(() => Promise.resolve());
    (globalThis as { caches?: unknown }).caches = {
      open: jest.fn(() => Promise.resolve({ put })),
    };
    inline({
      'layout:en:/': { call: 'layout', answer: homeLayout(), url: '/api/layout?path=%2F&language=en' },
      'context-data:en': {
        call: 'cr-context-data',
        answer: siteSettings('en'),
        url: '/api/cr-context-data?language=en',
      },
    } as Record<string, { call: string; answer: unknown }>);
    // The page takes its layout while it starts: nothing is filed yet (it is not idle).
    expect(takeInitialAnswer(getLayout, 'layout:en:/')).toMatchObject({ page: { path: '/' } });
    await jest.advanceTimersByTimeAsync(0);
    expect(put).not.toHaveBeenCalled();
    // Idle (jsdom has no requestIdleCallback: the fallback timer).
    await jest.advanceTimersByTimeAsync(2_000);
    expect(put.mock.calls.map(([url]) => url).sort()).toEqual([
      '/api/cr-context-data?language=en',
      '/api/layout?path=%2F&language=en',
    ]);
    const filed = put.mock.calls.find(([url]) => url.startsWith('/api/layout'))![1];
    expect(await filed.json()).toMatchObject({ page: { path: '/' } });
  });
});
