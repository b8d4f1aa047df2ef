import { describe, expect, it } from 'vitest';
import { retryTime } from './retry-time.ts';

describe('retry time', () => {
  const now = new Date(2026, 0, 5, 14, 0, 0);

  it('rounds up to whole minutes and gives the local clock time', () => {
    expect(retryTime(61, now, 'en-GB')).toEqual({ minutes: 2, time: '14:01' });
    expect(retryTime(900, now, 'de')).toEqual({ minutes: 15, time: '14:15' });
  });

  it('never says zero minutes', () => {
    expect(retryTime(0, now, 'en-GB').minutes).toBe(1);
  });
});
