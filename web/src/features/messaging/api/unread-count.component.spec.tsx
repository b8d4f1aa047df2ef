import { afterEach, describe, expect, it, vi } from 'vitest';
import { MalformedAnswer } from '../../../lib/strict-read.ts';
import { stubApi } from '../../../testing/render.tsx';
import { unreadCount } from './unread-count.ts';

describe('the header badge’s unread count', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('reads the number the API answers', async () => {
    const seen = stubApi({ 'GET /api/messaging/unread': () => ({ body: { unread: 7 } }) });
    await expect(unreadCount()).resolves.toBe(7);
    expect(seen.map((r) => r.path)).toEqual(['/api/messaging/unread']);
  });

  it('refuses an answer without a number', async () => {
    stubApi({ 'GET /api/messaging/unread': () => ({ body: { unread: '7' } }) });
    await expect(unreadCount()).rejects.toBeInstanceOf(MalformedAnswer);
    stubApi({ 'GET /api/messaging/unread': () => ({ body: [] }) });
    await expect(unreadCount()).rejects.toBeInstanceOf(MalformedAnswer);
  });
});
