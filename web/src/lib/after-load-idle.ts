/**
 * Runs `start` once the first screen has settled: after the page's load event, once no resource (script chunk,
 * language file, API answer) has finished for `quietMs`, and then at an idle moment of the main thread; at the
 * latest `maxWaitMs` after the load. For work a signed-in first screen does not show but should have soon: the
 * realtime connection (socket.io-client is 13 KB gz, its handshake competes with the screen's own lazy chunks and
 * answers, issue 28). The screen's own requests start after the load event (its chunks, then its data), so the load
 * alone is too early. Later in the page's life (a sign-in without reload) the network is usually quiet already and
 * the wait is short. Returns a cancel.
 */
export function afterLoadIdle(start: () => void, { quietMs = 1_000, maxWaitMs = 8_000 } = {}): () => void {
  let cancelled = false;
  let idle: number | undefined;
  let quietTimer: ReturnType<typeof setTimeout> | undefined;
  let capTimer: ReturnType<typeof setTimeout> | undefined;
  let observer: PerformanceObserver | undefined;
  const stopWatching = (): void => {
    observer?.disconnect();
    observer = undefined;
    clearTimeout(quietTimer);
    clearTimeout(capTimer);
  };
  const run = (): void => {
    if (!cancelled) start();
  };
  const whenIdle = (): void => {
    if (cancelled) return;
    stopWatching();
    if (typeof window.requestIdleCallback === 'function') idle = window.requestIdleCallback(run, { timeout: 2_000 });
    else setTimeout(run, 0);
  };
  const restartQuiet = (): void => {
    clearTimeout(quietTimer);
    quietTimer = setTimeout(whenIdle, quietMs);
  };
  const afterLoad = (): void => {
    if (cancelled) return;
    capTimer = setTimeout(whenIdle, maxWaitMs);
    if (typeof PerformanceObserver === 'function' && PerformanceObserver.supportedEntryTypes?.includes('resource')) {
      observer = new PerformanceObserver(restartQuiet);
      observer.observe({ type: 'resource' });
    }
    restartQuiet();
  };
  if (document.readyState === 'complete') afterLoad();
  else window.addEventListener('load', afterLoad, { once: true });
  return () => {
    cancelled = true;
    window.removeEventListener('load', afterLoad);
    stopWatching();
    if (idle !== undefined) window.cancelIdleCallback(idle);
  };
}
