import { useEffect } from 'react';

// Issue 14: an event, job or challenge page counts its view for the host's analytics with one small POST once the
// browser is idle — after the page has loaded, so it never competes with the first paint, and the public GETs do no
// extra work. The server counts a visitor once per page and day (docs/analytics.md "Page views").

type IdleWindow = Window & { requestIdleCallback?: (cb: () => void, options?: { timeout: number }) => number; cancelIdleCallback?: (id: number) => void };

export function useRecordView(kind: 'event' | 'job' | 'challenge', id: string): void {
  useEffect(() => {
    if (!id) return;
    const send = () => {
      const body = JSON.stringify({ kind, id });
      try {
        if (navigator.sendBeacon?.('/api/analytics/views', new Blob([body], { type: 'application/json' }))) return;
        void fetch('/api/analytics/views', { method: 'POST', body, headers: { 'Content-Type': 'application/json' }, keepalive: true }).catch(() => undefined);
      } catch {
        // A view that cannot be counted is not the visitor's problem.
      }
    };
    const w = window as IdleWindow;
    if (w.requestIdleCallback && w.cancelIdleCallback) {
      const handle = w.requestIdleCallback(send, { timeout: 4000 });
      return () => w.cancelIdleCallback?.(handle);
    }
    const handle = window.setTimeout(send, 1500);
    return () => window.clearTimeout(handle);
  }, [kind, id]);
}
