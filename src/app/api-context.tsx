import { createContext, useContext, type ReactNode } from 'react';
import type { ApiClient } from '../lib/api-client';

const ApiContext = createContext<ApiClient | null>(null);

/** Gives the UI's read queries the same API client the sagas use (tests pass a fake). */
export function ApiProvider({ client, children }: { client: ApiClient; children: ReactNode }) {
  return <ApiContext.Provider value={client}>{children}</ApiContext.Provider>;
}

export function useApi(): ApiClient {
  const client = useContext(ApiContext);
  if (!client) throw new Error('useApi needs an <ApiProvider>');
  return client;
}
