import { useEffect, useRef, useState } from 'react';

/**
 * The viewport grown far upwards: an element intersects it once its top has come up to the viewport's bottom,
 * and keeps intersecting when scrolled past above. (Against the plain viewport a jump from below it to above it
 * would cross no threshold and never be reported.)
 */
const UP_TO_THE_BOTTOM_EDGE = '1000000px 0px 0px 0px';

/**
 * Whether the element's top has come up to the bottom of the viewport or beyond (visible, or scrolled past above):
 * put at the end of a page's content, it says the footer is showing. False where IntersectionObserver is missing.
 */
export function useScrolledPast<T extends Element>() {
  const ref = useRef<T>(null);
  const [past, setPast] = useState(false);

  useEffect(() => {
    const el = ref.current;
    if (!el || typeof IntersectionObserver === 'undefined') return undefined;
    const observer = new IntersectionObserver(
      (entries) => {
        const entry = entries[entries.length - 1];
        if (entry) setPast(entry.isIntersecting);
      },
      { rootMargin: UP_TO_THE_BOTTOM_EDGE },
    );
    observer.observe(el);
    return () => observer.disconnect();
  }, []);

  return { ref, past };
}
