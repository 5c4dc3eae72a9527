import { act, render, screen } from '@testing-library/react';
import { Provider } from 'react-redux';
import { ApiProvider } from '../../../src/app/api-context';
import { makeStore } from '../../../src/app/store';
import { useSiteSettings } from '../../../src/app/use-site-settings';
import { primeQueryCache } from '../../../src/app/use-api-query';
import {
  siteSettingsFailed,
  siteSettingsReceived,
  siteSettingsRequested,
} from '../../../src/features/site-settings/site-settings-slice';
import { resetInitialAnswersForTests } from '../../../src/lib/initial-answers';
import type { Language } from '../../../src/shared/content-model/language';
import { createFakeApi } from './fake-api';
import { siteSettings } from './fixtures';
import { memoryStorage } from './render-app';
import { inlineAnswers as inline } from './inline-answers';

function Probe({ language }: { language: Language }) {
  const settings = useSiteSettings(language);
  return <p data-testid="site">{settings.status === 'ready' ? settings.data.siteName : settings.status}</p>;
}

/** The hook in the app's store, with no saga: the test plays the site-settings saga's part. */
function renderProbe(language: Language) {
  const { api, calls } = createFakeApi({});
  const { store } = makeStore({ storage: memoryStorage(), saga: function* idle() {} });
  const asks: Language[] = [];
  const dispatch = store.dispatch;
  jest.spyOn(store, 'dispatch').mockImplementation(((action: { type: string; payload?: unknown }) => {
    if (siteSettingsRequested.match(action)) asks.push(action.payload.language);
    return dispatch(action as never);
  }) as typeof store.dispatch);
  const tree = (lang: Language) => (
    <ApiProvider client={api}>
      <Provider store={store}>
        <Probe language={lang} />
      </Provider>
    </ApiProvider>
  );
  const view = render(tree(language));
  return { store, api, calls, asks, site: () => screen.getByTestId('site').textContent, view, tree };
}

beforeEach(() => {
  resetInitialAnswersForTests();
  document.getElementById('initial-answers')?.remove();
});

describe('useSiteSettings', () => {
  it('asks for its language and reads the store, never the API', () => {
    const h = renderProbe('en');
    expect(h.asks).toEqual(['en']);
    expect(h.site()).toBe('loading');
    act(
      () => void h.store.dispatch(siteSettingsReceived(siteSettings('en', { siteName: 'From the store' }))),
    );
    expect(h.site()).toBe('From the store');
    expect(h.calls).toEqual([]);
  });

  it("shows the page's inlined answer until the store has the settings (the server's first screen)", () => {
    inline({
      'context-data:en': { call: 'cr-context-data', answer: siteSettings('en', { siteName: 'Inlined' }) },
    });
    const h = renderProbe('en');
    expect(h.site()).toBe('Inlined');
    // The ask reaches the state before the saga's answer: the inlined answer still stands in.
    expect(h.store.getState().siteSettings.byLanguage.en).toEqual({ status: 'loading' });
    expect(h.site()).toBe('Inlined');
    act(() => void h.store.dispatch(siteSettingsReceived(siteSettings('en', { siteName: 'Stored' }))));
    expect(h.site()).toBe('Stored');
  });

  it('on the server, reads the answer its render was primed with', () => {
    const { api } = createFakeApi({});
    primeQueryCache(api, { 'context-data:es': siteSettings('es', { siteName: 'Primed' }) });
    const { store } = makeStore({ storage: memoryStorage(), saga: function* idle() {} });
    render(
      <ApiProvider client={api}>
        <Provider store={store}>
          <Probe language="es" />
        </Provider>
      </ApiProvider>,
    );
    expect(screen.getByTestId('site')).toHaveTextContent('Primed');
  });

  it('asks again when the language changes, and shows a failure as not ready', () => {
    const h = renderProbe('en');
    h.view.rerender(h.tree('es'));
    expect(h.asks).toEqual(['en', 'es']);
    act(() => void h.store.dispatch(siteSettingsFailed({ language: 'es', offline: true })));
    expect(h.site()).toBe('error');
  });
});
