/**
 * Time goes through here so sagas and components can be driven by fake timers in tests
 * (jest's modern fake timers replace both Date.now and setTimeout).
 */
export interface Clock {
  now(): number;
  delay(ms: number): Promise<void>;
}

export function now(): number {
  return Date.now();
}

export function nowIso(): string {
  return new Date(now()).toISOString();
}

export function delay(ms: number): Promise<void> {
  return new Promise((resolve) => {
    setTimeout(resolve, Math.max(0, ms));
  });
}

export const systemClock: Clock = { now, delay };
