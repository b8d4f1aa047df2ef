import { useCallback, useEffect, useState } from 'react';
import type { EventDto } from '../api/event-schema.ts';
import { isOnline } from '../utils/event-kind.ts';
import { getEvent } from '../api/get-event.ts';
import { MAX_TIMER_MS, safeJoinUrl } from '../utils/join-link.ts';

/** While the server still says "not yet" (this device's clock runs ahead of it), ask again this often. */
const RECHECK_MS = 20_000;
const MAX_RECHECKS = 6;

export type JoinLinkView =
  | { kind: 'none' }
  /** Online, the caller does not attend: when attendees get the link. */
  | { kind: 'info'; opensAt: string | null }
  /** Attending, before the window: the link appears at opensAt. */
  | { kind: 'waiting'; opensAt: string | null }
  | { kind: 'loading' }
  | { kind: 'open'; url: string }
  | { kind: 'failed'; retry: () => void };

/**
 * The join link of an online event (docs/events.md § Join link). The API decides who gets it and
 * from when; this hook asks for the event again when this device's clock reaches `joinOpensAt`, or at once when
 * the student starts attending inside the window, and hides the link again if they leave.
 */
export function useJoinLink(event: EventDto, attending: boolean): JoinLinkView {
  const online = isOnline(event);
  const opensAt = event.joinOpensAt ?? null;
  const opensAtMs = opensAt ? Date.parse(opensAt) : Number.NaN;
  const [url, setUrl] = useState<string | null>(() => safeJoinUrl(event.virtualLink));
  const [windowOpen, setWindowOpen] = useState(() => Number.isNaN(opensAtMs) || Date.now() >= opensAtMs);
  const [status, setStatus] = useState<'idle' | 'loading' | 'failed'>('idle');
  const [attempt, setAttempt] = useState(0);

  // Wake up when the window opens (long waits are re-armed, setTimeout cannot hold more than ~24 days).
  useEffect(() => {
    if (windowOpen || Number.isNaN(opensAtMs)) return undefined;
    let timer: ReturnType<typeof setTimeout>;
    const arm = () => {
      const wait = opensAtMs - Date.now();
      if (wait <= 0) setWindowOpen(true);
      else timer = setTimeout(arm, Math.min(wait, MAX_TIMER_MS));
    };
    arm();
    return () => clearTimeout(timer);
  }, [opensAtMs, windowOpen]);

  const wanted = online && attending && windowOpen && url === null;
  useEffect(() => {
    if (!wanted) return undefined;
    let live = true;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const load = (tries: number) => {
      setStatus('loading');
      getEvent(event.link).then(
        (data) => {
          if (!live) return;
          const found = data.found ? safeJoinUrl(data.event.virtualLink) : null;
          if (found) {
            setUrl(found);
            setStatus('idle');
          } else if (tries < MAX_RECHECKS) {
            timer = setTimeout(() => load(tries + 1), RECHECK_MS);
          } else {
            setStatus('failed');
          }
        },
        (error: unknown) => {
          console.warn('join link: event reload failed', error);
          if (live) setStatus('failed');
        },
      );
    };
    load(0);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [wanted, event.link, attempt]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);

  if (!online) return { kind: 'none' };
  if (!attending) return { kind: 'info', opensAt };
  if (url) return { kind: 'open', url };
  if (!windowOpen) return { kind: 'waiting', opensAt };
  if (status === 'failed') return { kind: 'failed', retry };
  return { kind: 'loading' };
}
