import { useEffect, useState } from 'react';

/**
 * How many of `total` items to render: `first` at once, then `step` more per task until all are in. Rendering a
 * page of cards in one go was one long task (≈270 ms on a throttled phone); in slices the first screen paints from
 * the first slice and the rest follows in tasks short enough not to block input (issue 10, TBT).
 */
export function useRevealedCount(total: number, first = 4, step = 4): number {
  const [count, setCount] = useState(first);
  useEffect(() => {
    if (count >= total) return undefined;
    const timer = setTimeout(() => setCount((shown) => shown + step), 0);
    return () => clearTimeout(timer);
  }, [count, total, step]);
  return Math.min(count, total);
}
