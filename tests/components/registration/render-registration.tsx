import { render, waitFor } from '@testing-library/react';
import type { ReactElement } from 'react';
import { Provider } from 'react-redux';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { ApiProvider } from '../../../src/app/api-context';
import { makeStore, type AppStore } from '../../../src/app/store';
import type { ApiClient } from '../../../src/lib/api-client';
import type { CallContract } from '../../../src/shared/contracts/define-call';
import { memoryStorage } from '../app/render-app';

function LocationProbe() {
  const location = useLocation();
  return <div data-testid="location">{`${location.pathname}${location.search}${location.hash}`}</div>;
}

type Reads = Record<string, (input: { query?: unknown; body?: unknown }) => unknown>;

interface RenderOptions {
  /** The router's history; the last entry is the current page. */
  entries: string[];
  reads?: Reads;
  /** Runs on the store before the widget renders (e.g. the registration state, the session). */
  prepare?: (store: AppStore) => void;
  /** The device's storage: pass the same one to a second render to stand for a reload. */
  storage?: ReturnType<typeof memoryStorage>;
}

/** A registration widget in a real store (idle sagas: tests dispatch their answers), a router and a fake API. */
export async function renderRegistration(element: ReactElement, options: RenderOptions) {
  const { store } = makeStore({ storage: options.storage ?? memoryStorage(), saga: function* idle() {} });
  await waitFor(() => expect(store.getState()._persist?.rehydrated).toBe(true));
  options.prepare?.(store);
  const actions: Array<{ type: string; payload?: unknown }> = [];
  const dispatch = store.dispatch;
  jest.spyOn(store, 'dispatch').mockImplementation(((action: { type: string }) => {
    actions.push(action);
    return dispatch(action as never);
  }) as typeof store.dispatch);
  const client: ApiClient = {
    call: (async (contract: CallContract, input: { query?: unknown; body?: unknown } = {}) => {
      const handler = options.reads?.[contract.name];
      if (!handler) throw new Error(`unexpected call ${contract.name}`);
      return contract.response.parse(await handler(input));
    }) as ApiClient['call'],
  };
  const view = render(
    <ApiProvider client={client}>
      <Provider store={store}>
        <MemoryRouter initialEntries={options.entries} initialIndex={options.entries.length - 1}>
          {element}
          <LocationProbe />
        </MemoryRouter>
      </Provider>
    </ApiProvider>,
  );
  const location = () => view.getByTestId('location').textContent;
  const dispatched = (type: string) => actions.filter((action) => action.type === type);
  return { ...view, store, actions, location, dispatched };
}
