/**
 * Runs a task at most once per `intervalMs`, however often it is triggered: the first trigger runs on the next
 * tick (so one burst in one tick is one run), later ones merge into a single run when the interval is over.
 * `force` survives the merge: a run asked for with force is run with force.
 */
export interface Coalescer {
  trigger(force?: boolean): void;
  stop(): void;
}

export function createCoalescer(intervalMs: number, run: (force: boolean) => Promise<void>, now = Date.now): Coalescer {
  let timer: NodeJS.Timeout | undefined;
  let pending = false;
  let pendingForce = false;
  let running = false;
  let stopped = false;
  let lastRun = Number.NEGATIVE_INFINITY;

  const schedule = (): void => {
    if (timer || running || stopped || !pending) return;
    timer = setTimeout(fire, Math.max(0, lastRun + intervalMs - now()));
  };

  const fire = (): void => {
    timer = undefined;
    const force = pendingForce;
    pending = false;
    pendingForce = false;
    running = true;
    lastRun = now();
    run(force)
      .catch(() => undefined)
      .finally(() => {
        running = false;
        schedule();
      });
  };

  return {
    trigger(force = false) {
      pending = true;
      pendingForce ||= force;
      schedule();
    },
    stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      timer = undefined;
    },
  };
}
