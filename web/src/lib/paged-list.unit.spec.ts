import { describe, expect, it } from 'vitest';
import { createPagedList, type PagedList, type PagedStatus } from './paged-list.ts';

/** A fake server holding `total` items in pages of 15; pages in `failOn` fail once. */
function start(total: number, failOn: number[] = []) {
  const requested: number[] = [];
  const failing = new Set(failOn);
  const list = createPagedList<number>(
    (page) => {
      requested.push(page);
      if (failing.delete(page)) return Promise.reject(new Error('boom'));
      const from = (page - 1) * 15;
      return Promise.resolve(Array.from({ length: Math.max(0, Math.min(15, total - from)) }, (_, i) => from + i));
    },
    15,
    String,
  );
  return { list, requested };
}

const until = (list: PagedList<number>, status: PagedStatus): Promise<void> =>
  new Promise((resolve) => {
    if (list.getState().status === status) return resolve();
    const stop = list.subscribe(() => {
      if (list.getState().status !== status) return;
      stop();
      resolve();
    });
  });

describe('paged list', () => {
  it('stops after a page shorter than the page size', async () => {
    const { list, requested } = start(20);
    await until(list, 'idle');
    expect(list.getState().items).toHaveLength(15);
    list.loadMore();
    await until(list, 'done');
    expect(list.getState().items).toHaveLength(20);
    list.loadMore();
    expect(requested).toEqual([1, 2]);
  });

  it('asks one more page when the total is an exact multiple of the page size, then ends', async () => {
    const { list, requested } = start(15);
    await until(list, 'idle');
    list.loadMore();
    await until(list, 'done');
    expect(list.getState().items).toHaveLength(15);
    expect(requested).toEqual([1, 2]);
  });

  it('ends empty when there is nothing', async () => {
    const { list } = start(0);
    await until(list, 'done');
    expect(list.getState().items).toEqual([]);
  });

  it('retries the same page after a failure without losing loaded items', async () => {
    const { list, requested } = start(40, [2]);
    await until(list, 'idle');
    list.loadMore();
    await until(list, 'failed');
    expect(list.getState().items).toHaveLength(15);
    list.loadMore();
    list.retry();
    await until(list, 'idle');
    expect(list.getState().items).toHaveLength(30);
    expect(requested).toEqual([1, 2, 2]);
  });

  it('ignores loadMore while a page is loading', async () => {
    const { list, requested } = start(40);
    list.loadMore();
    await until(list, 'idle');
    expect(requested).toEqual([1]);
  });

  it('keeps the first copy of an item repeated at a page edge', async () => {
    const pages = [[1, 2], [2, 3]];
    const list = createPagedList<number>((page) => Promise.resolve(pages[page - 1] ?? []), 2, String);
    await until(list, 'idle');
    list.loadMore();
    await until(list, 'idle');
    expect(list.getState().items).toEqual([1, 2, 3]);
  });
});
