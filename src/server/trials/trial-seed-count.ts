import { DEFAULT_TRIAL_SEED_COUNT } from './generator/trial-generator';

/** The most generated trials a server seeds (the benchmarks run with 50,000). */
export const MAX_TRIAL_SEED_COUNT = 200_000;

/** TRIAL_SEED_COUNT: how many generated trials the demo index holds (default 5,000; 0 = demo trials only). */
export function trialSeedCount(env: Record<string, string | undefined>): number {
  const value = env.TRIAL_SEED_COUNT?.trim();
  if (!value) return DEFAULT_TRIAL_SEED_COUNT;
  const count = Number(value);
  if (!Number.isInteger(count) || count < 0 || count > MAX_TRIAL_SEED_COUNT) {
    throw new Error(
      `TRIAL_SEED_COUNT must be an integer from 0 to ${String(MAX_TRIAL_SEED_COUNT)}, got "${value}"`,
    );
  }
  return count;
}
