import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { Provider } from 'react-redux';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { ApiProvider } from '../../../src/app/api-context';
import { makeStore } from '../../../src/app/store';
import { signedIn, signedOut } from '../../../src/features/session/session-slice';
import type { ApiClient } from '../../../src/lib/api-client';
import type { CallContract } from '../../../src/shared/contracts/define-call';
import { trialsSagaLoader } from '../../../sagas/trials/index';
import { memoryStorage } from '../app/render-app';

function LocationProbe() {
  const location = useLocation();
  return <div data-testid="location">{`${location.pathname}${location.search}${location.hash}`}</div>;
}

type Reads = Record<string, (input: { query?: unknown; body?: unknown }) => unknown>;

interface Options {
  reads?: Reads;
  signedIn?: boolean;
  /** 'unknown': the session's check at start has not answered yet. */
  session?: 'unknown';
  /** Run the real trial sagas against the fake API (default: no sagas; actions are recorded). */
  sagas?: boolean;
}

/** A trial widget in a real store, a router at `path` and a fake API. */
export function renderTrials(element: ReactElement, path: string, options: Options = {}) {
  const calls: Array<{ name: string; query?: unknown; body?: unknown }> = [];
  const client: ApiClient = {
    call: (async (contract: CallContract, input: { query?: unknown; body?: unknown } = {}) => {
      calls.push({ name: contract.name, query: input.query, body: input.body });
      const handler = options.reads?.[contract.name];
      if (!handler) throw new Error(`unexpected call ${contract.name}`);
      return contract.response.parse(await handler(input));
    }) as ApiClient['call'],
  };
  const { store } = makeStore({
    storage: memoryStorage(),
    sagaContext: { api: client, suggestDebounceMs: 300, log: () => undefined },
    saga: options.sagas ? trialsSagaLoader : function* idle() {},
  });
  // As the session saga would at start: the stored token checked (signed in), or none (a visitor).
  if (options.signedIn) store.dispatch(signedIn({ isVerifiedEmail: true }));
  else if (options.session !== 'unknown') store.dispatch(signedOut());
  const actions: Array<{ type: string; payload?: unknown }> = [];
  const dispatch = store.dispatch;
  jest.spyOn(store, 'dispatch').mockImplementation(((action: { type: string }) => {
    actions.push(action);
    return dispatch(action as never);
  }) as typeof store.dispatch);
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
  const ofType = (type: string) => actions.filter((action) => action.type === type);
  return { ...view, store, actions, calls, ofType };
}
