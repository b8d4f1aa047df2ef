import { signalCommitted } from '@fast-track/shared/event-store/commit-signal';
import type { RecordedEvent } from '@fast-track/shared/event-store/types';
import { afterEach, describe, expect, it } from 'vitest';
import { createResponseCache, type ResponseCache } from './event-list.cache.ts';

const commit = (): void => signalCommitted([{} as RecordedEvent]);
const bytes = (s: string): Buffer => Buffer.from(s);

let cache: ResponseCache<Buffer>;
afterEach(() => cache.dispose());

describe('list response cache', () => {
  it('keeps the built bytes for ttl and builds again after it', async () => {
    cache = createResponseCache<Buffer>(1000);
    let builds = 0;
    const build = () => Promise.resolve(bytes(`v${++builds}`));
    expect((await cache.load('k', 0, build)).toString()).toBe('v1');
    expect(cache.get('k', 999)?.toString()).toBe('v1');
    expect(cache.get('k', 1000)).toBeUndefined();
    expect((await cache.load('k', 1000, build)).toString()).toBe('v2');
  });

  it('shares one build between concurrent misses', async () => {
    cache = createResponseCache<Buffer>(1000);
    let builds = 0;
    const build = async () => {
      builds += 1;
      await new Promise((r) => setTimeout(r, 5));
      return bytes('body');
    };
    const bodies = await Promise.all([cache.load('k', 0, build), cache.load('k', 0, build), cache.load('k', 0, build)]);
    expect(builds).toBe(1);
    expect(bodies.map(String)).toEqual(['body', 'body', 'body']);
  });

  it('forgets everything on a commit, and never keeps a body built across one', async () => {
    cache = createResponseCache<Buffer>(1000);
    await cache.load('k', 0, () => Promise.resolve(bytes('old')));
    commit();
    expect(cache.get('k', 1)).toBeUndefined();

    let release!: () => void;
    const slow = cache.load('k', 1, () => new Promise<Buffer>((r) => (release = () => r(bytes('read before commit')))));
    commit();
    // A request after the commit must not join the read that started before it.
    const fresh = cache.load('k', 2, () => Promise.resolve(bytes('read after commit')));
    release();
    expect((await slow).toString()).toBe('read before commit');
    expect((await fresh).toString()).toBe('read after commit');
    expect(cache.get('k', 3)?.toString()).toBe('read after commit');
  });

  it('does not cache at all with ttl 0', async () => {
    cache = createResponseCache<Buffer>(0);
    await cache.load('k', 0, () => Promise.resolve(bytes('x')));
    expect(cache.get('k', 0)).toBeUndefined();
  });
});
