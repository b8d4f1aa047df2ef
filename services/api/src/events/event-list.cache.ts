import { onCommitted } from '@fast-track/shared/event-store/commit-signal';

/**
 * Micro-cache of finished list responses. The public list is read far more than it changes; holding a page
 * for a second turns a burst of identical requests into one query. Commits in this process clear it at once
 * (read-your-writes here); other replicas see a change at most `ttlMs` late.
 */
export interface ResponseCache {
  get(key: string, nowMs: number): string | undefined;
  set(key: string, body: string, nowMs: number): void;
  dispose(): void;
}

const maxEntries = 500;

export function createResponseCache(ttlMs: number): ResponseCache {
  const entries = new Map<string, { body: string; expiresAt: number }>();
  const unsubscribe = onCommitted(() => entries.clear());
  return {
    get(key, nowMs) {
      const hit = entries.get(key);
      if (!hit) return undefined;
      if (hit.expiresAt > nowMs) return hit.body;
      entries.delete(key);
      return undefined;
    },
    set(key, body, nowMs) {
      if (ttlMs <= 0) return;
      // Bounded: page numbers are client-chosen, so an attacker must not grow this without limit.
      if (entries.size >= maxEntries) entries.clear();
      entries.set(key, { body, expiresAt: nowMs + ttlMs });
    },
    dispose: unsubscribe,
  };
}
