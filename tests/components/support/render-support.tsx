import { render } from '@testing-library/react';
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
  return <div data-testid="location">{`${location.pathname}${location.search}`}</div>;
}

type Reads = Record<string, (input: { query?: unknown }) => unknown>;

/** A support widget in a real store (idle sagas), a router at `path` and a fake API for the reads. */
export function renderSupport(element: ReactElement, path: string, reads: Reads = {}) {
  const { store } = makeStore({ storage: memoryStorage(), saga: function* idle() {} });
  const actions: Array<{ type: string; payload?: unknown }> = [];
  const dispatch = store.dispatch;
  jest.spyOn(store, 'dispatch').mockImplementation(((action: { type: string }) => {
    actions.push(action);
    return dispatch(action as never);
  }) as typeof store.dispatch);
  const calls: Array<{ name: string; query: unknown }> = [];
  const client: ApiClient = {
    call: (async (contract: CallContract, input: { query?: unknown } = {}) => {
      calls.push({ name: contract.name, query: input.query });
      const handler = reads[contract.name];
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
  return { ...view, store, actions, calls };
}
