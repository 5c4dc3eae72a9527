/** The most generated trials a server seeds (the benchmarks run with 50,000). */
export const MAX_TRIAL_SEED_COUNT = 200_000;

/**
 * TRIAL_SEED_COUNT: how many generated trials the search index holds besides the pack's own;
 * unset, the pack decides (its pack.yaml's generatedTrials, else none).
 */
export function trialSeedCount(env: Record<string, string | undefined>): number | undefined {
  const value = env.TRIAL_SEED_COUNT?.trim();
  if (!value) return undefined;
  const count = Number(value);
  if (!Number.isInteger(count) || count < 0 || count > MAX_TRIAL_SEED_COUNT) {
    throw new Error(
      `TRIAL_SEED_COUNT must be an integer from 0 to ${String(MAX_TRIAL_SEED_COUNT)}, got "${value}"`,
    );
  }
  return count;
}
