// A test file's reused PGlite (tests/server/support/reusable-pglite.ts) is closed when the file ends.
afterAll(async () => {
  const close = (globalThis as { closeReusablePglite?: () => Promise<void> }).closeReusablePglite;
  await close?.();
});
