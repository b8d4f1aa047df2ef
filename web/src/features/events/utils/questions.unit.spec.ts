import { describe, expect, it } from 'vitest';
import { sortByUpvotes } from './questions.ts';

const q = (uniqueId: string, votes: number) => ({ uniqueId, text: uniqueId, upvotes: Array.from({ length: votes }, (_, i) => `u${i}`) });

describe('sortByUpvotes', () => {
  it('puts the most upvoted first and keeps ties in API order', () => {
    expect(sortByUpvotes([q('a', 1), q('b', 3), q('c', 1), q('d', 0)]).map((x) => x.uniqueId)).toEqual(['b', 'a', 'c', 'd']);
  });
});
