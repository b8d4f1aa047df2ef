/** A promise-chain mutex: callers run strictly one after another, in arrival order. */
export function createMutex(): <T>(fn: () => Promise<T>) => Promise<T> {
  let tail: Promise<unknown> = Promise.resolve();
  return <T>(fn: () => Promise<T>): Promise<T> => {
    const run = tail.then(fn, fn);
    // The chain must survive a failed caller; the caller still sees its own rejection.
    tail = run.catch(() => undefined);
    return run;
  };
}
