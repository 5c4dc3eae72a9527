import { StrictMode, type ReactNode } from 'react';
import { Provider } from 'react-redux';
import { BrowserRouter } from 'react-router-dom';
import type { ApiClient } from '../lib/api-client';
import { ApiProvider } from './api-context';
import { AppRoutes } from './router';
import type { AppStore, RootState } from './store';

interface ProvidersProps {
  store: AppStore;
  api: ApiClient;
  /**
   * The state the server rendered the first screen from (the store before the person's stored
   * state is back). While React hydrates, every selector reads it. The store already holds still
   * during hydration (`makeStore({ holdUntilHydrated })`); this also covers the release timer's
   * path, where the stored state may come back before hydration has finished.
   */
  serverState?: RootState;
  children: ReactNode;
}

/** Store and API client for everything below; tests wrap a MemoryRouter with it. */
export function AppProviders({ store, api, serverState, children }: ProvidersProps) {
  return (
    <Provider store={store} {...(serverState ? { serverState } : {})}>
      <ApiProvider client={api}>{children}</ApiProvider>
    </Provider>
  );
}

export function App({
  store,
  api,
  serverState,
}: {
  store: AppStore;
  api: ApiClient;
  serverState?: RootState;
}) {
  return (
    <StrictMode>
      <AppProviders store={store} api={api} {...(serverState ? { serverState } : {})}>
        <BrowserRouter>
          <AppRoutes />
        </BrowserRouter>
      </AppProviders>
    </StrictMode>
  );
}
