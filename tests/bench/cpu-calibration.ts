/**
 * CPU slowdown calibrated to a phone, not a fixed multiplier. Lighthouse's default 4x slowdown
 * describes a different phone on every host: on a fast host it is about a mid-tier phone, on a
 * slower or busy one a much slower phone. Chrome DevTools' CPU calibration names its target phones
 * by Lighthouse's benchmark index; the multiplier is the host's index over the phone's.
 */
import { median } from './bench-stats';

/** Lighthouse benchmark indexes of the phones DevTools' calibration names. */
export const PHONE_BENCHMARK_INDEX = {
  /** A mid-tier phone (Pixel 5 class). */
  midTier: 1_000,
  /** A low-tier phone (Moto G Power 2022 class). */
  lowTier: 264,
} as const;

export type PhoneTier = keyof typeof PHONE_BENCHMARK_INDEX;
/** What a Lighthouse run emulates: a calibrated phone, or Lighthouse's default 4x. */
export type CpuTarget = PhoneTier | 'default';

/** Lighthouse's own mobile setting, kept for comparison with figures measured before calibration. */
export const DEFAULT_CPU_MULTIPLIER = 4;

/** The slowdown that makes this host as fast as the phone (never faster than the host itself). */
export function cpuMultiplierFor(hostIndex: number, tier: PhoneTier): number {
  if (!Number.isFinite(hostIndex) || hostIndex <= 0)
    throw new Error(`no host benchmark index: ${String(hostIndex)}`);
  return Math.max(1, Math.round((hostIndex / PHONE_BENCHMARK_INDEX[tier]) * 10) / 10);
}

/**
 * The host's speed as Lighthouse measures it at the start of every run (on the unthrottled CPU).
 * The median of the latest runs follows a host whose speed drifts (another job starting on a
 * shared machine) without one odd run moving it far.
 */
export class HostSpeed {
  private readonly seen: number[] = [];

  constructor(private readonly window = 7) {}

  observe(benchmarkIndex: number): void {
    if (Number.isFinite(benchmarkIndex) && benchmarkIndex > 0) this.seen.push(benchmarkIndex);
  }

  get known(): boolean {
    return this.seen.length > 0;
  }

  get index(): number {
    return Math.round(median(this.seen.slice(-this.window)));
  }

  multiplier(target: CpuTarget): number {
    return target === 'default' ? DEFAULT_CPU_MULTIPLIER : cpuMultiplierFor(this.index, target);
  }
}
