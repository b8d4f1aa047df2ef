import { describe, expect, it } from 'vitest';
import { addQuestion, checkQuestion, sortByUpvotes, toggledUpvotes, withUpvotes, withVote } from './questions.ts';

const q = (uniqueId: string, votes: number) => ({ uniqueId, text: uniqueId, upvotes: Array.from({ length: votes }, (_, i) => `u${i}`) });

describe('sortByUpvotes', () => {
  it('puts the most upvoted first and keeps ties in API order', () => {
    expect(sortByUpvotes([q('a', 1), q('b', 3), q('c', 1), q('d', 0)]).map((x) => x.uniqueId)).toEqual(['b', 'a', 'c', 'd']);
  });
});

describe('checkQuestion', () => {
  it('counts trimmed characters: 3 to 500', () => {
    expect(checkQuestion('   ')).toBe('empty');
    expect(checkQuestion('  ab  ')).toBe('tooShort');
    expect(checkQuestion(' abc ')).toBeNull();
    expect(checkQuestion('x'.repeat(500))).toBeNull();
    expect(checkQuestion('x'.repeat(501))).toBe('tooLong');
  });
});

describe('question list updates', () => {
  it('appends a new question once, even when the room echoes it', () => {
    const once = addQuestion([q('a', 0)], q('b', 0));
    expect(addQuestion(once, q('b', 0)).map((x) => x.uniqueId)).toEqual(['a', 'b']);
  });

  it('replaces one question’s upvotes', () => {
    expect(withUpvotes([q('a', 0), q('b', 1)], 'a', ['x', 'x', 'y']).map((x) => x.upvotes)).toEqual([['x', 'y'], ['u0']]);
  });

  it('toggles a user’s upvote idempotently', () => {
    expect(toggledUpvotes(['a'], 'me', true)).toEqual(['a', 'me']);
    expect(toggledUpvotes(['a', 'me'], 'me', true)).toEqual(['a', 'me']);
    expect(toggledUpvotes(['a', 'me'], 'me', false)).toEqual(['a']);
    expect(toggledUpvotes(['me', 'a'], 'me', true)).toEqual(['me', 'a']);
  });

  it('applies one vote heard live to its question only, idempotently', () => {
    const list = [q('a', 1), q('b', 1)];
    const voted = withVote(list, 'a', 'x', true);
    expect(voted.map((x) => x.upvotes)).toEqual([['u0', 'x'], ['u0']]);
    expect(withVote(voted, 'a', 'x', true).map((x) => x.upvotes)).toEqual([['u0', 'x'], ['u0']]);
    expect(withVote(voted, 'a', 'u0', false).map((x) => x.upvotes)).toEqual([['x'], ['u0']]);
    expect(withVote(list, 'b', 'nobody', false).map((x) => x.upvotes)).toEqual([['u0'], ['u0']]);
  });
});
