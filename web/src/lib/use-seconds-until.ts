import { useEffect, useState } from 'react';

const secondsUntil = (at: number): number => Math.max(0, Math.ceil((at - Date.now()) / 1000));

/** Whole seconds until the time `at` (ms since the epoch), ticking once a second and stopping at 0. */
export function useSecondsUntil(at: number): number {
  const [seconds, setSeconds] = useState(() => secondsUntil(at));
  useEffect(() => {
    setSeconds(secondsUntil(at));
    if (secondsUntil(at) === 0) return undefined;
    const timer = window.setInterval(() => {
      const next = secondsUntil(at);
      setSeconds(next);
      if (next === 0) window.clearInterval(timer);
    }, 1000);
    return () => window.clearInterval(timer);
  }, [at]);
  return seconds;
}
