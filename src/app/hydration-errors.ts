/**
 * Recoverable errors React reports while hydrating the server's first screen that are expected and
 * handled by React itself: the stored journey (IndexedDB) or a cookie arrives while a part of the
 * page is still waiting for its code, so React renders that part afresh on the client; or the
 * server left a slow part for the client to render. Anything else is a real mismatch: logged.
 */
const EXPECTED = [
  /received an update before it finished hydrating/i,
  /server could not finish this Suspense boundary/i,
];

export function isHydrationNoise(error: unknown): boolean {
  const message = error instanceof Error ? error.message : String(error);
  return EXPECTED.some((pattern) => pattern.test(message));
}
