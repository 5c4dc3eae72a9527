/**
 * The one module that reads import.meta.env; Jest maps it to tests/support/env.ts. The server's
 * render of the first screen (src/server/first-paint) runs this module in Node, without Vite.
 */
const viteEnv: Partial<Record<string, unknown>> = import.meta.env ?? { MODE: 'production' };

export const env = {
  mode: viteEnv.MODE as string,
  mapsApiKey: (viteEnv.VITE_MAPS_API_KEY as string | undefined) ?? '',
  appVersion: (viteEnv.VITE_APP_VERSION as string | undefined) ?? 'dev',
};
