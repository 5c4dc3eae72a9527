/** The one module that reads import.meta.env; Jest maps it to tests/support/env.ts. */
export const env = {
  mode: import.meta.env.MODE,
  mapsApiKey: (import.meta.env.VITE_MAPS_API_KEY as string | undefined) ?? '',
  appVersion: (import.meta.env.VITE_APP_VERSION as string | undefined) ?? 'dev',
};
