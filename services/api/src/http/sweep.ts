/**
 * A module's background sweep (docs/architecture.md § The module contract: background sweeps): `sweep` runs every
 * `everyMs` in each API process, never two at once (a slow run makes the next tick skip, not pile up); a failure goes
 * to `onError` and the next tick tries again. The timer does not hold the process open. Answers the stop, for the
 * module's `dispose`. `everyMs` 0 runs nothing (tests call the sweep themselves).
 */
export function startSweep(everyMs: number, sweep: () => Promise<unknown>, onError: (error: unknown) => void): () => void {
  if (everyMs <= 0) return () => undefined;
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    sweep()
      .catch(onError)
      .finally(() => {
        running = false;
      });
  }, everyMs);
  timer.unref();
  return () => clearInterval(timer);
}
