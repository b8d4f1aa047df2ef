import { useEffect, useState } from 'react';

/**
 * False in the first render, true once that render has been painted (a frame, then a task of its own). A screen
 * renders what is below the fold only then: its first render and layout are what the first paint waits for, so
 * they hold only the first screen (issue 10: the event page's about, Q&A, requirements, map and similar events).
 */
export function useAfterFirstPaint(): boolean {
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    // An effect may run before the frame is drawn; the frame's callback then a task of its own comes after it.
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => setPainted(true), 0);
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, []);
  return painted;
}
