import { useEffect, useState } from 'react';

/**
 * The height of the sticky site header as it is now (it may take one row or two, and change with the language or
 * the window), so what sticks below it never slides underneath. Null until measured or where it cannot be.
 */
export function useHeaderHeight(): number | null {
  const [height, setHeight] = useState<number | null>(null);
  useEffect(() => {
    const header = document.querySelector<HTMLElement>('.site-header');
    if (!header || typeof ResizeObserver === 'undefined') return undefined;
    const update = () => setHeight(Math.ceil(header.getBoundingClientRect().height));
    update();
    const observer = new ResizeObserver(update);
    observer.observe(header);
    return () => observer.disconnect();
  }, []);
  return height;
}
