import { E2E_TEST_TIMEOUT_MS } from './e2e-timeouts';

// Jest reads `testTimeout` from the global configuration only (a project's own is ignored), so the
// end-to-end default is set here; a file whose tests walk longer sets more with jest.setTimeout.
jest.setTimeout(E2E_TEST_TIMEOUT_MS);
