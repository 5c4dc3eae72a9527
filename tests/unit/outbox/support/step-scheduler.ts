/**
 * Explicit interleaving for property tests: every place where real time would pass (a request on
 * the wire, a handler running, an answer coming back) waits at a `point` until the test releases
 * it. The test picks WHICH waiting point goes next, so fast-check explores the orderings and
 * shrinks a failure to the shortest one. Everything else runs on microtasks.
 */
export interface StepScheduler {
  /** Waits until released (or at once when the scheduler is in free-running mode). */
  point(label: string): Promise<void>;
  pending(): string[];
  /** Releases the `choice`-th waiting point (modulo how many wait); false when none waits. */
  release(choice: number): boolean;
  /** From now on points pass at once, and every waiting one is released. */
  freeRun(): void;
}

export function createStepScheduler(): StepScheduler {
  const waiting: Array<{ label: string; go: () => void }> = [];
  let free = false;
  return {
    point(label) {
      if (free) return Promise.resolve();
      return new Promise((go) => waiting.push({ label, go }));
    },
    pending: () => waiting.map((w) => w.label),
    release(choice) {
      if (waiting.length === 0) return false;
      const [next] = waiting.splice(choice % waiting.length, 1);
      next!.go();
      return true;
    },
    freeRun() {
      free = true;
      for (const w of waiting.splice(0)) w.go();
    },
  };
}

/** Lets every queued microtask (and the chains they start) run before the next step. */
export const flushMicrotasks = (): Promise<void> => new Promise((resolve) => setImmediate(resolve));
