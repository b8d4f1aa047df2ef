import { describe, expect, it } from 'vitest';
import { initialRootState, parseRoot, serializeRoot, withTimeout } from './storage.ts';

describe('persisted client state', () => {
  it('round-trips under version 1', () => {
    const state = { ...initialRootState, email: 'a@ucl.ac.uk', Uni: { name: 'UCL', logo: '', area: 'United Kingdom', domains: ['ucl.ac.uk'] } };
    expect(JSON.parse(serializeRoot(state))).toMatchObject({ version: 1 });
    expect(parseRoot(serializeRoot(state))).toEqual(state);
  });

  it('ignores another version, broken JSON and nothing at all', () => {
    expect(parseRoot(JSON.stringify({ version: 2, state: { email: 'x' } }))).toEqual(initialRootState);
    expect(parseRoot('{nope')).toEqual(initialRootState);
    expect(parseRoot(null)).toEqual(initialRootState);
  });

  it('gives up waiting after the timeout', async () => {
    const never = new Promise<string>(() => {});
    expect(await withTimeout(never, 10, 'fallback')).toBe('fallback');
    expect(await withTimeout(Promise.resolve('done'), 10, 'fallback')).toBe('done');
  });
});
