import { StrictMode, type ReactNode } from 'react';
import { Provider } from 'react-redux';
import { BrowserRouter } from 'react-router-dom';
import type { ApiClient } from '../lib/api-client';
import { ApiProvider } from './api-context';
import { AppRoutes } from './router';
import type { AppStore } from './store';

interface ProvidersProps {
  store: AppStore;
  api: ApiClient;
  children: ReactNode;
}

/** Store and API client for everything below; tests wrap a MemoryRouter with it. */
export function AppProviders({ store, api, children }: ProvidersProps) {
  return (
    <Provider store={store}>
      <ApiProvider client={api}>{children}</ApiProvider>
    </Provider>
  );
}

export function App({ store, api }: { store: AppStore; api: ApiClient }) {
  return (
    <StrictMode>
      <AppProviders store={store} api={api}>
        <BrowserRouter>
          <AppRoutes />
        </BrowserRouter>
      </AppProviders>
    </StrictMode>
  );
}
