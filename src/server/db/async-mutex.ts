/** A FIFO mutex: `acquire()` resolves with a release function once every earlier holder released. */
export class AsyncMutex {
  #tail: Promise<void> = Promise.resolve();

  acquire(): Promise<() => void> {
    let release!: () => void;
    const released = new Promise<void>((resolve) => {
      release = resolve;
    });
    const previous = this.#tail;
    this.#tail = previous.then(() => released);
    let done = false;
    // Releasing twice must not free a later holder's turn.
    const releaseOnce = () => {
      if (done) return;
      done = true;
      release();
    };
    return previous.then(() => releaseOnce);
  }
}
