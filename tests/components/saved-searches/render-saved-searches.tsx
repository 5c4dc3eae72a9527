import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router-dom';
import { ApiProvider } from '../../../src/app/api-context';
import { makeStore } from '../../../src/app/store';
import { signedIn } from '../../../src/features/session/session-slice';
import type { ApiClient } from '../../../src/lib/api-client';
import type { CallContract } from '../../../src/shared/contracts/define-call';
import type { SavedSearch } from '../../../src/shared/contracts/saved-searches';
import { PROFILE_TOKEN_SESSION_KEY } from '../../../src/shared/domain/subscriptions/unsubscribe-token';
import { savedSearchesSagaLoader } from '../../../sagas/saved-searches/index';
import { memoryStorage } from '../app/render-app';

export const TOKEN = 'T'.repeat(43);

type Handler = (input: { body?: unknown }) => unknown;

interface Options {
  handlers?: Record<string, Handler>;
  signedIn?: boolean;
  online?: boolean;
}

export function savedSearch(overrides: Partial<SavedSearch> = {}): SavedSearch {
  return {
    id: '00000000-0000-4000-8000-000000000001',
    q: 'migraine',
    zip: '10001',
    filters: { radius: '', status: 'recruiting', phase: '', age: '', sex: '', healthy: '', virtual: '' },
    language: 'en',
    alerts: true,
    createdAt: '2025-03-01T10:00:00.000Z',
    condition: 'Migraine',
    ...overrides,
  };
}

/** A saved-search widget in a real store with the real sagas, a fake API and a signed-in tab. */
export async function renderSavedSearches(element: ReactElement, path: string, options: Options = {}) {
  const calls: Array<{ name: string; body?: unknown; key?: string }> = [];
  const client: ApiClient = {
    call: (async (
      contract: CallContract,
      input: { body?: unknown } = {},
      opts: { idempotencyKey?: string } = {},
    ) => {
      calls.push({ name: contract.name, body: input.body, key: opts.idempotencyKey });
      const handler = options.handlers?.[contract.name];
      if (!handler) throw new Error(`unexpected call ${contract.name}`);
      return contract.response.parse(await handler(input));
    }) as ApiClient['call'],
  };
  const values = new Map([[PROFILE_TOKEN_SESSION_KEY, TOKEN]]);
  let ids = 0;
  const { store, sagasStarted } = makeStore({
    storage: memoryStorage(),
    sagaContext: {
      api: client,
      log: () => undefined,
      session: { get: (key) => values.get(key) ?? null, set: (key, value) => void values.set(key, value) },
      isOnline: () => options.online !== false,
      randomId: () => `00000000-0000-4000-8000-${String((ids += 1)).padStart(12, '0')}`,
    },
    saga: savedSearchesSagaLoader,
  });
  // As in the app, the page renders once the stored state is back and the sagas listen.
  await sagasStarted;
  if (options.signedIn !== false) store.dispatch(signedIn({ isVerifiedEmail: true }));
  const view = render(
    <ApiProvider client={client}>
      <Provider store={store}>
        <MemoryRouter initialEntries={[path]}>{element}</MemoryRouter>
      </Provider>
    </ApiProvider>,
  );
  return { ...view, store, calls };
}
