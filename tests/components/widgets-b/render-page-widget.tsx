import { act, render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { Provider } from 'react-redux';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { ApiProvider } from '../../../src/app/api-context';
import { makeStore } from '../../../src/app/store';
import type { ApiClient } from '../../../src/lib/api-client';
import type { CallContract } from '../../../src/shared/contracts/define-call';
import { memoryStorage } from '../app/render-app';

function LocationProbe() {
  const location = useLocation();
  return <div data-testid="location">{`${location.pathname}${location.search}${location.hash}`}</div>;
}

type Reads = Record<string, (input: { query?: unknown }) => unknown>;

/** The layout answer of a page with the given id and title (what the content page loaded). */
export function layoutOf(id: string, path: string, language: 'en' | 'es' = 'en', title = 'Resources') {
  return () => ({
    found: true,
    study: null,
    page: { id, path, language, name: title, title, flags: {}, components: [] },
  });
}

/** A page widget in a real store (idle sagas), a router at `path` and a fake API for its reads. */
export function renderPageWidget(element: ReactElement, path = '/resources', reads: Reads = {}) {
  const { store } = makeStore({ storage: memoryStorage(), saga: function* idle() {} });
  const calls: Array<{ name: string; query: unknown }> = [];
  const client: ApiClient = {
    call: (async (contract: CallContract, input: { query?: unknown } = {}) => {
      calls.push({ name: contract.name, query: input.query });
      const handler =
        reads[contract.name] ?? (contract.name === 'layout' ? layoutOf('resources', path) : null);
      if (!handler) throw new Error(`unexpected call ${contract.name}`);
      return contract.response.parse(await handler(input));
    }) as ApiClient['call'],
  };
  const view = render(
    <ApiProvider client={client}>
      <Provider store={store}>
        <MemoryRouter initialEntries={[path]}>
          {element}
          <LocationProbe />
        </MemoryRouter>
      </Provider>
    </ApiProvider>,
  );
  return { ...view, store, calls };
}

/** window.matchMedia answering `matches` for the given queries (jsdom has none). */
export function mockMatchMedia(matching: (query: string) => boolean) {
  Object.defineProperty(window, 'matchMedia', {
    configurable: true,
    writable: true,
    value: (query: string) => ({
      matches: matching(query),
      media: query,
      onchange: null,
      addEventListener: () => {},
      removeEventListener: () => {},
      addListener: () => {},
      removeListener: () => {},
      dispatchEvent: () => false,
    }),
  });
}

export function removeMatchMedia() {
  // @ts-expect-error -- jsdom's window has no matchMedia; tests put one there and take it away.
  delete window.matchMedia;
}

/** Lets the widget's layout read settle (inside act), so no update lands after the test. */
export async function settle() {
  await act(() => new Promise<void>((resolve) => setTimeout(resolve, 0)));
}
