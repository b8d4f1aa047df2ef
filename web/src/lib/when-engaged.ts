const ENGAGEMENT_EVENTS = ['pointerdown', 'keydown', 'scroll', 'touchstart', 'wheel'] as const;

/**
 * Runs `start` once, at the person's first interaction with the page (a tap, a key, a scroll), or after
 * `fallbackMs` for someone who only reads. For work the first paint does not need but a person acting on the page
 * does (a visitor's live updates on an event page: socket.io-client is 13 KB gz, issue 10). Returns a cancel.
 */
export function whenEngaged(start: () => void, fallbackMs = 10_000): () => void {
  let done = false;
  const run = (): void => {
    if (done) return;
    cancel();
    start();
  };
  const timer = setTimeout(run, fallbackMs);
  for (const type of ENGAGEMENT_EVENTS) window.addEventListener(type, run, { passive: true, capture: true, once: true });
  function cancel(): void {
    done = true;
    clearTimeout(timer);
    for (const type of ENGAGEMENT_EVENTS) window.removeEventListener(type, run, { capture: true });
  }
  return cancel;
}
