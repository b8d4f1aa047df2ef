import { describe, expect, it } from 'vitest';
import { personNameProblem } from './person-name.ts';

describe('personNameProblem', () => {
  it('accepts names of 1 to 60 code points after trimming, in any script', () => {
    expect(personNameProblem('  Anna ')).toBeNull();
    expect(personNameProblem('Zoë')).toBeNull();
    expect(personNameProblem('Łukasz')).toBeNull();
    expect(personNameProblem('李')).toBeNull();
    expect(personNameProblem('𝒜'.repeat(60))).toBeNull(); // 60 code points, 120 UTF-16 units
  });

  it('refuses empty, blank and over-long names', () => {
    expect(personNameProblem('')).toBe('required');
    expect(personNameProblem('   ')).toBe('required');
    expect(personNameProblem('a'.repeat(61))).toBe('tooLong');
    expect(personNameProblem('𝒜'.repeat(61))).toBe('tooLong');
  });

  it('refuses control characters, separators, bidi overrides and lone surrogates', () => {
    for (const bad of ['An\u0000na', 'An\nna', 'Anna\t', '\u001b[31mAnna', 'An\u0085na', 'An\u2028na', '\u202Eanna', 'An\u2066na', 'An\uD800na', 'An\uDC00na']) {
      expect(personNameProblem(bad), JSON.stringify(bad)).toBe('invalidCharacters');
    }
  });
});
