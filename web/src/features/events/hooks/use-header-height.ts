import { useEffect, useRef } from 'react';

/**
 * Keeps `--sticky-top` on the element at the height of the sticky site header as it is now (it may take one row or
 * two, and change with the language or the window), so what sticks below it never slides underneath; the CSS
 * fallback covers the first paint. Written on the element, not kept in state: a state change re-rendered the whole
 * event page right after its first paint (≈100 ms on a throttled phone, before the cover counted as painted).
 */
export function useStickyBelowHeader<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  useEffect(() => {
    const el = ref.current;
    const header = document.querySelector<HTMLElement>('.site-header');
    if (!el || !header || typeof ResizeObserver === 'undefined') return undefined;
    // No measuring here: a ResizeObserver reports once after the next layout anyway, without forcing one now.
    const observer = new ResizeObserver(() => {
      el.style.setProperty('--sticky-top', `${Math.ceil(header.getBoundingClientRect().height)}px`);
    });
    observer.observe(header);
    return () => observer.disconnect();
  }, []);
  return ref;
}
