import { render } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router-dom';
import type { Saga } from 'redux-saga';
import { call, fork } from 'redux-saga/effects';
import { siteSettingsSaga } from '../../../sagas/site-settings/index';
import { AppProviders } from '../../../src/app/app';
import { AppRoutes } from '../../../src/app/router';
import { makeStore } from '../../../src/app/store';
import type { ApiClient } from '../../../src/lib/api-client';
import type { PersistStorage } from '../../../src/lib/storage';
import { memoryStorage } from '../../support/memory-storage';

export { memoryStorage };

/** Shows the router's location so tests can assert where a click led. */
function LocationProbe() {
  const location = useLocation();
  return <div data-testid="location">{`${location.pathname}${location.search}${location.hash}`}</div>;
}

/**
 * The app on `api`, with the site-settings saga (the layout's settings come from it, as in the
 * app) and `saga` when given, in place of the other features.
 */
export function renderApp(options: { path: string; api: ApiClient; saga?: Saga; storage?: PersistStorage }) {
  const { saga } = options;
  const made = makeStore({
    storage: options.storage ?? memoryStorage(),
    sagaContext: { api: options.api, waitForOnline: () => new Promise<void>(() => undefined) },
    saga: function* appSagas(...args: unknown[]) {
      yield fork(siteSettingsSaga);
      if (saga) yield call(saga, ...args);
    },
  });
  const tree = () => (
    <AppProviders store={made.store} api={options.api}>
      <MemoryRouter initialEntries={[options.path]}>
        <AppRoutes />
        <LocationProbe />
      </MemoryRouter>
    </AppProviders>
  );
  const view = render(tree());
  /** Renders the same app again (new elements, same store and router state). */
  const rerenderApp = () => view.rerender(tree());
  return { ...view, ...made, rerenderApp };
}

/** jsdom lacks these browser APIs; the shell calls them on navigation and for anchors. */
export function stubBrowserScrolling() {
  const scrollIntoView = jest.fn();
  Object.defineProperty(Element.prototype, 'scrollIntoView', {
    value: scrollIntoView,
    configurable: true,
    writable: true,
  });
  Object.defineProperty(window, 'scrollTo', { value: jest.fn(), configurable: true, writable: true });
  return { scrollIntoView };
}
