/**
 * How long an end-to-end test and a browser step may take. One place, sized for the slowest
 * two-core machine the suite runs on (about 2.5 times slower than a quick one, with two files at
 * a time): a wait that is long enough only on a quick machine fails CI for nothing. A passing
 * test never waits for these; they only decide how long a broken one takes to say so.
 */
export const E2E_TEST_TIMEOUT_MS = 90_000;

/** A browser step (a click, a wait for an element) that a quick machine finishes in seconds. */
export const E2E_STEP_TIMEOUT_MS = 20_000;
