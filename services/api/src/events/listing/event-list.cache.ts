import { onCommitted } from '@fast-track/shared/event-store/commit-signal';
import type { EncodedBody } from '../../http/encoded-body.ts';

/**
 * Micro-cache of finished list responses, held as the exact bytes sent. The public list is read far more than it
 * changes; holding a page for a second turns a burst of identical requests into one query, and keeping the
 * encoded body (not the string or the rows; an EncodedBody also keeps its br and gzip forms once made) means a hit
 * costs no serialising, UTF-8 encoding or compressing at all.
 * Commits in this process clear it at once (read-your-writes here); other replicas see a change at most `ttlMs`
 * late.
 */
export interface ResponseCache<Body = EncodedBody> {
  get(key: string, nowMs: number): Body | undefined;
  /**
   * Builds the body on a miss. Concurrent misses for one key share a single build, and a build that overlaps a
   * commit is answered but not kept: it may have read the rows from before that commit.
   */
  load(key: string, nowMs: number, build: () => Promise<Body>): Promise<Body>;
  dispose(): void;
}

const maxEntries = 500;

export function createResponseCache<Body = EncodedBody>(ttlMs: number): ResponseCache<Body> {
  const entries = new Map<string, { body: Body; expiresAt: number }>();
  const inflight = new Map<string, Promise<Body>>();
  let generation = 0;
  const unsubscribe = onCommitted(() => {
    generation += 1;
    entries.clear();
    // Requests arriving after the commit must not join a read that started before it.
    inflight.clear();
  });
  return {
    get(key, nowMs) {
      const hit = entries.get(key);
      if (!hit) return undefined;
      if (hit.expiresAt > nowMs) return hit.body;
      entries.delete(key);
      return undefined;
    },
    load(key, nowMs, build) {
      if (ttlMs <= 0) return build();
      const pending = inflight.get(key);
      if (pending) return pending;
      const startedIn = generation;
      const promise = build()
        .then((body) => {
          if (startedIn === generation) {
            // Bounded: page numbers are client-chosen, so an attacker must not grow this without limit.
            if (entries.size >= maxEntries) entries.clear();
            entries.set(key, { body, expiresAt: nowMs + ttlMs });
          }
          return body;
        })
        .finally(() => {
          if (inflight.get(key) === promise) inflight.delete(key);
        });
      inflight.set(key, promise);
      return promise;
    },
    dispose: unsubscribe,
  };
}
