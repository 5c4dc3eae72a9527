import { screen } from '@testing-library/react';
import { resetInitialAnswersForTests, takeInitialAnswer } from '../../../src/app/initial-answers';
import { getContextData, getLayout } from '../../../src/shared/contracts/content';
import { createFakeApi } from './fake-api';
import { layout, richText, siteSettings } from './fixtures';
import { renderApp, stubBrowserScrolling } from './render-app';

function inline(answers: Record<string, { call: string; answer: unknown }>): void {
  const element = document.createElement('script');
  element.type = 'application/json';
  element.id = 'initial-answers';
  element.textContent = JSON.stringify(answers);
  document.body.append(element);
}

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

  it('ignores an answer tagged with another call or failing the contract', async () => {
    inline({
      'layout:en:/': { call: 'cr-context-data', answer: homeLayout() },
      'context-data:en': { call: 'cr-context-data', answer: { tenantKey: 42 } },
    });
    expect(takeInitialAnswer(getLayout, 'layout:en:/')).toBeUndefined();
    expect(takeInitialAnswer(getContextData, 'context-data:en')).toBeUndefined();
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
