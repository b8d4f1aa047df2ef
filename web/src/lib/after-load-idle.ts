/**
 * Runs `start` once the page has loaded (its load event) and the main thread then has an idle moment, at the latest
 * `maxWaitMs` after the load: for work a signed-in first screen does not show but should have soon (the realtime
 * connection: socket.io-client is 13 KB gz and its handshake competes with the screen's own requests, issue 28).
 * Later in the page's life (a sign-in without reload) only the idle moment is waited for. Returns a cancel.
 */
export function afterLoadIdle(start: () => void, maxWaitMs = 2_000): () => void {
  let cancelled = false;
  let idle: number | undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const run = (): void => {
    if (!cancelled) start();
  };
  const whenIdle = (): void => {
    if (cancelled) return;
    if (typeof window.requestIdleCallback === 'function') idle = window.requestIdleCallback(run, { timeout: maxWaitMs });
    else timer = setTimeout(run, 0);
  };
  if (document.readyState === 'complete') whenIdle();
  else window.addEventListener('load', whenIdle, { once: true });
  return () => {
    cancelled = true;
    window.removeEventListener('load', whenIdle);
    if (idle !== undefined) window.cancelIdleCallback(idle);
    clearTimeout(timer);
  };
}
