import { useLayoutEffect, useRef, useState } from 'react';

/**
 * Whether the header's three parts (brand, audience tabs, actions) no longer fit on one line: the last resort of
 * header.css, which sizes the row so the six languages fit from 1024px (e2e/responsive-overflow and e2e/shell check
 * that this never happens for them); a future longer label moves the tabs to a row of their own rather than off
 * the screen. The intrinsic widths are measured (nowrap content, so they do not change when the tabs move to their
 * own row), which keeps the decision stable instead of flipping between the two layouts.
 */
export function useHeaderStacking<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  const [stacked, setStacked] = useState(false);

  useLayoutEffect(() => {
    const inner = ref.current;
    if (!inner || typeof ResizeObserver === 'undefined') return undefined;
    const measure = () => {
      const style = getComputedStyle(inner);
      const gap = parseFloat(style.columnGap) || 0;
      const available = inner.clientWidth - (parseFloat(style.paddingLeft) || 0) - (parseFloat(style.paddingRight) || 0);
      const parts = Array.from(inner.children) as HTMLElement[];
      const widths = parts.map((part) => {
        // Only the tab list itself: an open account menu is a list inside the actions, and must not stand in for them.
        const list = part.querySelector(':scope > ul');
        return list ? list.scrollWidth : part.scrollWidth;
      });
      const visible = widths.filter((width) => width > 0);
      const needed = visible.reduce((sum, width) => sum + width, 0) + gap * Math.max(visible.length - 1, 0);
      setStacked(needed > available + 0.5);
    };
    // No measure() here: reading layout inside the render task forced a layout of the whole first screen there
    // (≈50 ms on a throttled phone, all of it TBT). A ResizeObserver reports every observed element once after the
    // frame's own layout and before its paint, so the first decision still lands before anything is drawn.
    const observer = new ResizeObserver(measure);
    observer.observe(inner);
    for (const part of Array.from(inner.children)) observer.observe(part);
    return () => observer.disconnect();
  }, []);

  useLayoutEffect(() => {
    document.documentElement.classList.toggle('header-stacked', stacked);
  }, [stacked]);

  return { ref, stacked };
}
