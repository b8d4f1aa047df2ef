import { describe, expect, it } from 'vitest';
import { BoundedMap } from './bounded-map.ts';

describe('BoundedMap', () => {
  it('keeps the first value of a key and drops the oldest entry when full', () => {
    const map = new BoundedMap<string, number>(2);
    map.remember('a', 1);
    map.remember('a', 9);
    map.remember('b', 2);
    map.remember('c', 3);
    expect([map.get('a'), map.get('b'), map.get('c')]).toEqual([undefined, 2, 3]);
  });
});
