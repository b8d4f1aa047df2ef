import { describe, expect, it } from 'vitest';
import { createMemoryPresence } from './memory-presence.ts';

describe('in-memory presence', () => {
  it('counts a user with several tabs once, until the last tab closes', async () => {
    const presence = createMemoryPresence();
    await presence.add('anna');
    await presence.add('anna');
    await presence.add('ben');
    expect((await presence.online()).sort()).toEqual(['anna', 'ben']);
    await presence.remove('anna');
    expect((await presence.online()).sort()).toEqual(['anna', 'ben']);
    await presence.remove('anna');
    expect(await presence.online()).toEqual(['ben']);
  });

  it('never goes below zero on an extra remove', async () => {
    const presence = createMemoryPresence();
    await presence.remove('anna');
    await presence.add('anna');
    expect(await presence.online()).toEqual(['anna']);
  });
});
