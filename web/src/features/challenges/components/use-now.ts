import { useEffect, useState } from 'react';

/** The browser's clock, read again every `everyMs` while `running` (the countdown's redraw; the machine decides). */
export function useNow(running: boolean, everyMs = 1000): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!running) return;
    const timer = setInterval(() => setNow(Date.now()), everyMs);
    return () => clearInterval(timer);
  }, [running, everyMs]);
  return now;
}
