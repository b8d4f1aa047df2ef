import { screen, waitFor } from '@testing-library/preact';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { EventWatcher } from '../../../lib/realtime-events.ts';
import { renderScreen, stubApi } from '../../../testing/render.tsx';

// The connection stands aside: the test says when the event's room is joined and left, as lib/socket.ts would.
const watchers = new Set<EventWatcher>();
let watches = 0;
vi.mock('../../../lib/socket.ts', () => ({
  realtime: {
    watch: (_eventId: string, watcher: EventWatcher) => {
      watchers.add(watcher);
      watches += 1;
      return () => watchers.delete(watcher);
    },
  },
}));
// A visitor's page watches at once instead of at their first interaction.
vi.mock('../../../lib/when-engaged.ts', () => ({ whenEngaged: (start: () => void) => (start(), () => undefined) }));

const { EventPage } = await import('./event-page.tsx');

const answer = (title: string) => ({
  body: { msg: 'success', event: { uniqueId: 'ev-1', link: 'inside-ma', title, datetime: new Date(Date.now() + 86_400_000).toISOString(), participants: [] }, similar: [] },
});

// The page's clock (performance.now) moves only when the test says: a loaded machine's slowness is no "later".
let clock = 0;
beforeEach(() => {
  clock = 1_000;
  watches = 0;
  watchers.clear();
  vi.spyOn(performance, 'now').mockImplementation(() => clock);
});
afterEach(() => vi.restoreAllMocks());

const title = () => screen.getByRole('heading', { level: 1 }).textContent;
const join = () => watchers.forEach((w) => w.onJoined?.());
const leave = () => watchers.forEach((w) => w.onLeft?.());

/** The page on screen and its room watched (joined or not). */
async function openPage(titles: string[]) {
  const seen = stubApi({ 'POST /api/get/event/no': () => answer(titles[Math.min(seen.length - 1, titles.length - 1)]!) });
  renderScreen(<EventPage link="inside-ma" />, { path: '/event/inside-ma' });
  expect(await screen.findByRole('heading', { level: 1, name: titles[0] })).toBeTruthy();
  await waitFor(() => expect(watchers.size).toBe(1));
  return seen;
}

describe('the event page catching up when its room is (re)joined', () => {
  it('a room joined right after the answer asks nothing again', async () => {
    const seen = await openPage(['Inside M&A', 'Changed']);
    join();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(seen).toHaveLength(1);
    expect(title()).toBe('Inside M&A');
  });

  it('a room joined seconds after the answer (the connection opened late) loads the page again, in place', async () => {
    const seen = await openPage(['Inside M&A', 'Inside M&A, moved to Friday']);
    clock += 5_000;
    join();
    expect(await screen.findByRole('heading', { level: 1, name: 'Inside M&A, moved to Friday' })).toBeTruthy();
    expect(seen).toHaveLength(2);
    // The page loaded again watches from its new parts; that join follows its answer at once: no third call.
    await waitFor(() => expect(watches).toBe(2));
    expect(watchers.size).toBe(1);
    join();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(seen).toHaveLength(2);
    expect(screen.queryByTestId('host-notice')).toBeNull();
  });

  it('every rejoin after a dropped connection loads the page again', async () => {
    const seen = await openPage(['Inside M&A', 'Second', 'Third']);
    join();
    expect(seen).toHaveLength(1);
    for (const [i, next] of ['Second', 'Third'].entries()) {
      leave();
      clock += 60_000;
      join();
      expect(await screen.findByRole('heading', { level: 1, name: next })).toBeTruthy();
      expect(seen).toHaveLength(i + 2);
      // The page loaded again watches its room from its new parts (joined at once: the connection is open).
      await waitFor(() => expect(watches).toBe(i + 2));
      join();
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(seen).toHaveLength(3);
  });
});
