import { screen } from '@testing-library/preact';
import { describe, expect, it } from 'vitest';
import { problem } from '../../../testing/deferred.ts';
import { renderScreen, stubApi } from '../../../testing/render.tsx';
import { TicketPage } from './ticket-page.tsx';

const ticket = (checkedInAt: string | null = null) => ({
  msg: 'success',
  ticket: {
    code: 'K7QX3M9P',
    checkedInAt,
    event: { uniqueId: 'ev-1', link: 'inside-ma', title: 'Inside M&A', startTime: '2026-12-03T17:00:00.000Z', endTime: '2026-12-03T19:00:00.000Z', timezone: 'Europe/London' },
  },
});

describe('a student’s ticket', () => {
  it('shows the event and the short code in two groups of four, to show at the door', async () => {
    const seen = stubApi({ 'POST /api/event/ticket': () => ({ body: ticket() }) });
    renderScreen(<TicketPage eventId="ev-1" />);
    expect(screen.getByTestId('ticket-loading')).toBeTruthy();
    expect((await screen.findByTestId('ticket-code')).textContent).toBe('K7QX 3M9P');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Inside M&A');
    expect(screen.getByTestId('ticket-status').textContent).toBe('Show this code at the door: the host scans it or types it in.');
    expect(screen.getByRole('link', { name: 'Back to the event' }).getAttribute('href')).toBe('/event/inside-ma');
    expect(seen[0]?.body).toEqual({ eventId: 'ev-1' });
  });

  it('draws the code as a QR image (an SVG data URL, no markup in the page) holding just the code', async () => {
    stubApi({ 'POST /api/event/ticket': () => ({ body: ticket() }) });
    renderScreen(<TicketPage eventId="ev-1" />);
    const img = await screen.findByRole<HTMLImageElement>('img', { name: 'QR code of your ticket code K7QX 3M9P' });
    const src = img.getAttribute('src') ?? '';
    expect(src.startsWith('data:image/svg+xml;charset=utf-8,')).toBe(true);
    const svg = decodeURIComponent(src.slice(src.indexOf(',') + 1));
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"[^>]*viewBox="0 0 (\d+) \1"/);
    expect(svg).not.toMatch(/<script|style=|on\w+=/i);
    // The same drawing as the library's for the bare code: what the host's scanner reads is what they can type.
    const { toString } = await import('qrcode');
    expect(svg).toBe(await toString('K7QX3M9P', { type: 'svg', errorCorrectionLevel: 'M', margin: 2 }));
    expect(document.querySelector('.ticket-page svg')).toBeNull();
  });

  it('says when the student was let in', async () => {
    stubApi({ 'POST /api/event/ticket': () => ({ body: ticket('2026-12-03T17:05:00.000Z') }) });
    renderScreen(<TicketPage eventId="ev-1" />);
    expect((await screen.findByTestId('ticket-status')).textContent).toMatch(/^Checked in at 5:05\sPM\. Enjoy the event!$/);
  });

  it('tells a student who does not attend that only attendees have a ticket; other failures offer a retry', async () => {
    stubApi({ 'POST /api/event/ticket': () => ({ status: 409, body: { title: 'Conflict', status: 409, code: 'NOT_ATTENDING' } }) });
    const first = renderScreen(<TicketPage eventId="ev-1" />);
    expect((await screen.findByRole('alert')).textContent).toContain('You have no ticket for this event');
    first.unmount();
    stubApi({ 'POST /api/event/ticket': () => problem.server() });
    renderScreen(<TicketPage eventId="ev-2" />);
    expect((await screen.findByRole('alert')).textContent).toContain('Your ticket could not be loaded.');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });
});
