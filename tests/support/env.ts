/** Jest stand-in for src/lib/env.ts, which reads import.meta.env (unavailable under Jest). */
export const env = {
  mode: 'test',
  mapsApiKey: '',
  appVersion: 'test',
};
