import { screen, waitFor } from '@testing-library/preact';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { EventWatcher } from '../../../lib/realtime-events.ts';
import { endSession, startSession } from '../../../lib/session.ts';
import { realtime } from '../../../lib/socket.ts';
import { renderScreen, stubApi } from '../../../testing/render.tsx';
import { EventPage } from './event-page.tsx';

// The connection stands aside: the test says when the event's room is joined and left, as lib/socket.ts would. A spy
// on the one connection object, not a module mock: the component tier shares one module graph per worker
// (vitest.config.ts, isolate: false), where a file that ran before may already have loaded the real modules.
const watchers = new Set<EventWatcher>();
let watches = 0;
const standIn = () =>
  vi.spyOn(realtime, 'watch').mockImplementation((_eventId: string, watcher: EventWatcher) => {
    watchers.add(watcher);
    watches += 1;
    return () => void watchers.delete(watcher);
  });

const answer = (title: string) => ({
  body: { msg: 'success', event: { uniqueId: 'ev-1', link: 'inside-ma', title, datetime: new Date(Date.now() + 86_400_000).toISOString(), participants: [] }, similar: [] },
});

// The page's clock (performance.now) moves only when the test says: a loaded machine's slowness is no "later".
let clock = 0;
beforeEach(() => {
  clock = 1_000;
  watches = 0;
  watchers.clear();
  standIn();
  vi.spyOn(performance, 'now').mockImplementation(() => clock);
});
afterEach(() => {
  endSession();
  vi.restoreAllMocks();
});

const title = () => screen.getByRole('heading', { level: 1 }).textContent;
const join = () => watchers.forEach((w) => w.onJoined?.());
const leave = () => watchers.forEach((w) => w.onLeft?.());

/** The page on screen and its room watched (joined or not). */
async function openPage(titles: string[], apply?: () => Promise<{ body: unknown }>) {
  const pageCalls = () => seen.filter((r) => r.path === '/api/get/event/no').length;
  const seen = stubApi({
    'POST /api/get/event/no': () => answer(titles[Math.min(pageCalls() - 1, titles.length - 1)]!),
    ...(apply ? { 'POST /api/event/apply': apply } : {}),
  });
  renderScreen(<EventPage link="inside-ma" />, { path: '/event/inside-ma' });
  expect(await screen.findByRole('heading', { level: 1, name: titles[0] })).toBeTruthy();
  // A visitor's page watches its room from their first interaction (lib/when-engaged.ts), once its effect is listening.
  await waitFor(() => {
    window.dispatchEvent(new Event('pointerdown'));
    expect(watchers.size).toBe(1);
  });
  return seen;
}

describe('the event page catching up when its room is (re)joined', () => {
  it('a rejoin while the student’s own Attend call is on its way waits for its answer, then loads again', async () => {
    startSession({ kind: 'student', token: 'student-token', uniqueId: 's-1' });
    let answerApply: (value: { body: unknown }) => void = () => undefined;
    const seen = await openPage(['Inside M&A', 'Inside M&A (attending)'], () => new Promise((resolve) => (answerApply = resolve)));
    const pageCalls = () => seen.filter((r) => r.path === '/api/get/event/no');
    const button = () => screen.getByTestId('attend-button');
    await waitFor(() => expect(button().hasAttribute('disabled')).toBe(false));
    button().click();
    await waitFor(() => expect(seen.some((r) => r.path === '/api/event/apply')).toBe(true));
    join();
    leave();
    clock += 5_000;
    join();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(pageCalls()).toHaveLength(1);
    answerApply({ body: { msg: 'added' } });
    expect(await screen.findByRole('heading', { level: 1, name: 'Inside M&A (attending)' })).toBeTruthy();
    expect(pageCalls()).toHaveLength(2);
  });

  it('a room joined right after the answer asks nothing again', async () => {
    const seen = await openPage(['Inside M&A', 'Changed']);
    join();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(seen).toHaveLength(1);
    expect(title()).toBe('Inside M&A');
  });

  it('the first join, even seconds after the answer, asks nothing; a rejoin after a drop loads the page again, in place', async () => {
    const seen = await openPage(['Inside M&A', 'Inside M&A, moved to Friday']);
    clock += 5_000;
    join();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(seen).toHaveLength(1);
    leave();
    clock += 5_000;
    join();
    expect(await screen.findByRole('heading', { level: 1, name: 'Inside M&A, moved to Friday' })).toBeTruthy();
    expect(seen).toHaveLength(2);
    // The page loaded again watches from its new parts; that join follows its answer at once: no third call.
    await waitFor(() => {
      window.dispatchEvent(new Event('pointerdown'));
      expect(watches).toBe(2);
    });
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
      await waitFor(() => {
        window.dispatchEvent(new Event('pointerdown'));
        expect(watches).toBe(i + 2);
      });
      join();
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(seen).toHaveLength(3);
  });
});
