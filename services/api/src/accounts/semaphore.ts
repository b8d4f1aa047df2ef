/**
 * Caps how many tasks run at once; the rest wait in FIFO order. argon2id with m=19 MiB means 100 parallel
 * logins would need ~2 GB: with a cap of 4 a burst queues instead of exhausting memory.
 */
export class Semaphore {
  private active = 0;
  private readonly waiting: (() => void)[] = [];

  constructor(private readonly limit: number) {
    if (!Number.isInteger(limit) || limit < 1) throw new RangeError('Semaphore limit must be a positive integer');
  }

  async run<T>(task: () => Promise<T>): Promise<T> {
    if (this.active >= this.limit) await new Promise<void>((resolve) => this.waiting.push(resolve));
    else this.active += 1;
    try {
      return await task();
    } finally {
      // Hand the slot straight to the next waiter, so `active` never dips and a newcomer cannot jump the queue.
      const next = this.waiting.shift();
      if (next) next();
      else this.active -= 1;
    }
  }

  get inFlight(): number {
    return this.active;
  }
}
