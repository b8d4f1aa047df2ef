import { screen, within } from '@testing-library/preact';
import { describe, expect, it, vi } from 'vitest';
import { problem } from '../../../testing/deferred.ts';
import { renderScreen, stubApi } from '../../../testing/render.tsx';
import { EventsPage } from './events-page.tsx';

const path = '/api/organisations/org-1/events';
const event = (uniqueId: string, phase: string, title: string) => ({ uniqueId, link: uniqueId, status: 'published', phase, title, type: 'Webinar', img: '/cover.png', startTime: '2026-12-01T17:00:00.000Z', endTime: '2026-12-01T18:00:00.000Z', timezone: 'Europe/London', approval: true, attending: 12, pending: 3, questions: 2 });

function renderPage() {
  const onDetails = vi.fn();
  const onEdit = vi.fn();
  return { onDetails, onEdit, ...renderScreen(<EventsPage organisationId="org-1" createHref="/dashboard/events/new" onDetails={onDetails} onEdit={onEdit} />) };
}

describe('the organisation’s events', () => {
  it('loading, then the empty state with a way to create the first', async () => {
    stubApi({ [`GET ${path}`]: () => ({ body: { events: [] } }) });
    renderPage();
    expect(screen.getByTestId('hosted-events-loading').getAttribute('aria-busy')).toBe('true');
    expect(await screen.findByText('Your company has no events yet.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Create your first event' }).getAttribute('href')).toBe('/dashboard/events/new');
  });

  it('sorts events into their sections with counts; only upcoming and drafts can be edited', async () => {
    stubApi({ [`GET ${path}`]: () => ({ body: { events: [{ ...event('e-1', 'upcoming', 'Deal night'), waiting: 4 }, { ...event('e-2', 'past', 'Spring fair'), waiting: 0 }] } }) });
    const { user, onDetails, onEdit } = renderPage();
    const upcoming = await screen.findByRole('region', { name: 'Upcoming 1' });
    expect(within(upcoming).getByText('Attending: 12')).toBeTruthy();
    expect(within(upcoming).getByText('Waiting for approval: 3')).toBeTruthy();
    // The waitlist of a full event beside who attends; an event nobody waits for says nothing about it.
    expect(within(upcoming).getByText('Waitlist: 4')).toBeTruthy();
    expect(within(screen.getByRole('region', { name: 'Drafts 0' })).getByText('No drafts.')).toBeTruthy();
    const past = screen.getByRole('region', { name: 'Past 1' });
    expect(within(past).queryByRole('button', { name: /^Edit/ })).toBeNull();
    expect(within(past).queryByTestId('hosted-card-waiting')).toBeNull();
    await user.click(within(upcoming).getByRole('button', { name: /^Edit:\s?Deal night$/ }));
    expect(onEdit).toHaveBeenCalledWith('e-1');
    await user.click(within(past).getByRole('button', { name: /^Details:\s?Spring fair$/ }));
    expect(onDetails).toHaveBeenCalledWith('e-2');
  });

  it('marks an event an admin took down with the "Taken down by Fast-Track" badge, and only that one', async () => {
    stubApi({ [`GET ${path}`]: () => ({ body: { events: [{ ...event('e-1', 'upcoming', 'Deal night'), takenDown: true }, event('e-2', 'upcoming', 'Case night')] } }) });
    renderPage();
    const badge = await screen.findByTestId('taken-down-badge');
    expect(badge.textContent).toBe('Taken down by Fast-Track');
    expect(badge.getAttribute('title')).toContain('students no longer see it');
    expect(badge.closest('li')?.textContent).toContain('Deal night');
    expect(screen.getAllByTestId('taken-down-badge')).toHaveLength(1);
  });

  it('events that cannot be loaded offer a retry', async () => {
    let status = 500;
    stubApi({ [`GET ${path}`]: () => (status === 500 ? problem.server() : { body: { events: [] } }) });
    const { user } = renderPage();
    expect((await screen.findByRole('alert')).textContent).toContain('Your events could not be loaded.');
    status = 200;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Your company has no events yet.')).toBeTruthy();
  });
});
