import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const post = vi.fn<(...args: unknown[]) => unknown>();
vi.mock('../../../lib/http.ts', () => ({ http: { post: (...args: unknown[]) => post(...args) } }));

const { getEvents, requestFirstEventsPage } = await import('./get-events.ts');

const answer = (title: string) => ({ json: () => Promise.resolve({ msg: 'success', events: [{ uniqueId: title, title, link: title, datetime: '2026-12-01T10:00:00Z' }] }) });
const titles = (events: { title: string }[]) => events.map((e) => e.title);

describe('requestFirstEventsPage', () => {
  beforeEach(() => {
    post.mockReset();
    vi.useFakeTimers({ toFake: ['Date'] });
  });
  afterEach(() => vi.useRealTimers());

  it('the list\'s first call for page 1 takes the early answer; later calls ask the server again', async () => {
    post.mockReturnValueOnce(answer('early')).mockReturnValueOnce(answer('again'));
    requestFirstEventsPage();
    expect(post).toHaveBeenCalledTimes(1);
    expect(titles(await getEvents(1))).toEqual(['early']);
    expect(post).toHaveBeenCalledTimes(1);
    expect(titles(await getEvents(1))).toEqual(['again']);
    expect(post).toHaveBeenCalledTimes(2);
  });

  it('an answer older than 10 s is not used, nor is it for another page', async () => {
    post
      .mockReturnValueOnce(answer('early'))
      .mockReturnValueOnce(answer('page 2'))
      .mockReturnValueOnce(answer('too old'))
      .mockReturnValueOnce(answer('fresh'));
    requestFirstEventsPage();
    expect(titles(await getEvents(2))).toEqual(['page 2']);
    requestFirstEventsPage();
    vi.setSystemTime(Date.now() + 10_001);
    expect(titles(await getEvents(1))).toEqual(['fresh']);
  });

  it('a failed early answer fails the list\'s first call (which the list reports and retries)', async () => {
    post.mockReturnValueOnce({ json: () => Promise.reject(new Error('offline')) });
    requestFirstEventsPage();
    await expect(getEvents(1)).rejects.toThrow('offline');
  });
});
