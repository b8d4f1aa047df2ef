import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createParticipantsBroadcast } from './participants-broadcast.ts';

describe('participants broadcast', () => {
  let lists: Record<string, string[]>;
  let sent: [string, string[]][];
  let reads: number;
  const broadcast = () =>
    createParticipantsBroadcast({
      read: (eventId) => {
        reads += 1;
        return Promise.resolve([...(lists[eventId] ?? [])]);
      },
      send: (eventId, participants) => sent.push([eventId, participants]),
      windowMs: 250,
    });

  beforeEach(() => {
    vi.useFakeTimers();
    lists = { e1: [], e2: [] };
    sent = [];
    reads = 0;
  });
  afterEach(() => vi.useRealTimers());

  it('sends a lone change at once, before the caller answers', async () => {
    const b = broadcast();
    lists['e1'] = ['u1'];
    await b.changed('e1');
    expect(sent).toEqual([['e1', ['u1']]]);
  });

  it('folds a burst into one send at the end of the window, carrying the latest list', async () => {
    const b = broadcast();
    lists['e1'] = ['u1'];
    await b.changed('e1');
    for (const user of ['u2', 'u3', 'u4']) {
      lists['e1'] = [...lists['e1'], user];
      await b.changed('e1');
    }
    expect(sent).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(250);
    expect(sent).toEqual([
      ['e1', ['u1']],
      ['e1', ['u1', 'u2', 'u3', 'u4']],
    ]);
    expect(reads).toBe(2);
  });

  it('keeps events apart and sends at once again after a quiet window', async () => {
    const b = broadcast();
    await b.changed('e1');
    await b.changed('e2');
    expect(sent.map(([id]) => id)).toEqual(['e1', 'e2']);
    await vi.advanceTimersByTimeAsync(300);
    lists['e1'] = ['u9'];
    await b.changed('e1');
    expect(sent.at(-1)).toEqual(['e1', ['u9']]);
  });

  it('a failed read loses one broadcast, never the command', async () => {
    const errors: unknown[] = [];
    const b = createParticipantsBroadcast({
      read: () => Promise.reject(new Error('database gone')),
      send: () => undefined,
      onError: (error) => errors.push(error),
    });
    await expect(b.changed('e1')).resolves.toBeUndefined();
    expect(errors).toHaveLength(1);
  });
});
