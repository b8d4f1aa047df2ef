import { screen } from '@testing-library/preact';
import { describe, expect, it } from 'vitest';
import { heldAnswer } from '../../../testing/deferred.ts';
import { renderScreen, stubApi } from '../../../testing/render.tsx';
import { EVENTS_PAGE_SIZE } from '../api/get-events.ts';
import { EventsList } from './events-list.tsx';

const inAWeek = new Date(Date.now() + 7 * 86_400_000).toISOString();
const events = (from: number, count: number) =>
  Array.from({ length: count }, (_, i) => ({ uniqueId: `ev-${from + i}`, link: `event-${from + i}`, title: `Event ${from + i}`, datetime: inAWeek, participants: [] }));
const pageOf = (body: unknown) => (body as { page: number }).page;

describe('the events list', () => {
  it('loading, then the empty state', async () => {
    const held = heldAnswer({ body: { msg: 'success', events: [] } });
    const seen = stubApi({ 'POST /api/getEvents/no': held.route });
    renderScreen(<EventsList />);
    expect(screen.getByRole('status').textContent).toBe('Loading…');
    held.release();
    expect(await screen.findByText('No Events at the moment')).toBeTruthy();
    expect(seen[0]?.body).toEqual({ page: 1, limit: EVENTS_PAGE_SIZE, ip: '' });
  });

  it('a full page offers more; the next page is asked for and the end is said', async () => {
    const seen = stubApi({ 'POST /api/getEvents/no': (r) => ({ body: { msg: 'success', events: pageOf(r.body) === 1 ? events(1, EVENTS_PAGE_SIZE) : events(100, 2) } }) });
    const { user } = renderScreen(<EventsList />);
    await user.click(await screen.findByRole('button', { name: 'Load more events' }));
    expect(await screen.findByText('No more Events at the moment')).toBeTruthy();
    expect(seen.map((r) => pageOf(r.body))).toEqual([1, 2]);
    expect(await screen.findByText('Event 101')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Load more events' })).toBeNull();
  });

  it('a failed page says so once and Try again asks again', async () => {
    let fail = true;
    stubApi({ 'POST /api/getEvents/no': () => (fail ? { status: 500, body: { title: 'Internal server error', status: 500 } } : { body: { msg: 'success', events: events(1, 1) } }) });
    const { user } = renderScreen(<EventsList />);
    expect((await screen.findByRole('alert')).textContent).toContain('Failed to fetch events');
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Event 1')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
