import { screen, waitFor, within } from '@testing-library/preact';
import { Route, Routes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { quietToasts } from '../../testing/quiet-toasts.ts';
import { renderScreen, stubApi } from '../../testing/render.tsx';
import EventRoute from './event.tsx';

// /event/:link, every section per kind of event, with the detail answer of POST /api/get/event/no stood in for
// (services/api/src/events answers it; the e2e tier walks the real pages). A January date: London is on GMT then.
const when = `${new Date().getUTCFullYear() + 1}-01-15T18:00:00.000Z`;

const baseEvent = {
  uniqueId: 'ev-1',
  img: '',
  description: '<p>What the day looks like.</p>',
  datetime: when,
  startTime: when,
  endTime: new Date(Date.parse(when) + 90 * 60_000).toISOString(),
  timezone: 'Europe/London',
  physicalLocation: '',
  company: JSON.stringify({ title: 'Northwind Capital', logo: '' }),
  approval: false,
  participants: [],
  questions: [],
  schoolYear: ['First year', 'Penultimate year'],
  relevantCourses: ['Economics'],
  targetGroups: ['Women in Finance'],
};

const liveStream = {
  ...baseEvent,
  link: 'inside-markets',
  title: 'Inside Markets',
  type: 'Live Stream',
  online: true,
  questions: [
    { uniqueId: 'q-1', text: 'What does a first year do?', upvotes: [] },
    { uniqueId: 'q-2', text: 'Is there a dress code?', upvotes: ['s-9'] },
  ],
};

const physical = {
  ...baseEvent,
  link: 'open-day-london',
  title: 'Open Day London',
  type: 'Physical Event',
  online: false,
  physicalLocation: JSON.stringify({ label: '1 Canada Square, London', lat: 51.5049, lng: -0.0195, placeId: 'ChIJ-canada-square' }),
};

function renderEvent(link: string, event: Record<string, unknown> | null) {
  const seen = stubApi({
    'POST /api/get/event/no': ({ body }) =>
      event && (body as { link: string }).link === event['link'] ? { body: { msg: 'success', event, similar: [] } } : { body: { msg: 'No event' } },
    'POST /api/analytics/views': () => ({ status: 204 }),
  });
  const view = renderScreen(
    <Routes>
      <Route path="/event/:link" element={<EventRoute />} />
      <Route path="/events" element={<p>Events list</p>} />
      <Route path="/login" element={<p>Sign-in page</p>} />
    </Routes>,
    { path: `/event/${encodeURIComponent(link)}` },
  );
  return { ...view, seen };
}

async function opened(title: string) {
  return screen.findByRole('heading', { level: 1, name: title });
}

describe('event detail', () => {
  it('a live stream shows every section and Online Meet', async () => {
    renderEvent(liveStream.link, liveStream);
    await opened(liveStream.title);
    for (const name of ['About Event', 'Hosted by', 'Most asked Questions', 'Requirements']) {
      // The sections below the fold arrive as their own chunk (event-detail-more.tsx).
      expect(await screen.findByRole('heading', { level: 2, name })).toBeTruthy();
    }
    expect(screen.getByTestId('event-date').textContent).not.toBe('');
    expect(screen.getByTestId('event-time').textContent).toMatch(/\d{1,2}[:.]\d{2}.*GMT/);
    expect(screen.getByTestId('event-location').textContent).toBe('Online Meet');
    expect(screen.getAllByText('Northwind Capital').length).toBeGreaterThan(0);
    expect(screen.getAllByTestId('question-item')).toHaveLength(liveStream.questions.length);
    const requirements = screen.getByTestId('requirements');
    for (const item of ['First year', 'Economics', 'Women in Finance']) expect(within(requirements).getAllByText(item).length).toBeGreaterThan(0);
    expect(screen.getByTestId('attend-button')).toBeTruthy();
  });

  it('a physical event links its location to a map and shows a map preview', async () => {
    renderEvent(physical.link, physical);
    await opened(physical.title);
    const mapLink = within(screen.getByTestId('event-location')).getByRole('link');
    expect(mapLink.textContent).toBe('1 Canada Square, London');
    expect(mapLink.getAttribute('href')).toMatch(/^https:\/\//);
    expect(mapLink.getAttribute('target')).toBe('_blank');
    expect(await screen.findByTestId('map-preview')).toBeTruthy();
    expect(screen.queryByText('Online Meet')).toBeNull();
  });

  it('an event that needs approval says so in the registration box', async () => {
    renderEvent(physical.link, { ...physical, approval: true });
    await opened(physical.title);
    expect(screen.getByText('Approval Required')).toBeTruthy();
  });

  it('Attend as a visitor leads to /login', async () => {
    const { user } = renderEvent(liveStream.link, liveStream);
    await opened(liveStream.title);
    await user.click(screen.getByTestId('attend-button'));
    expect(await screen.findByText('Sign-in page')).toBeTruthy();
  });

  it('a link that does not exist: toast Error fetching Event and back to the list', async () => {
    const toasts = quietToasts();
    renderEvent('no-such-event', null);
    expect(await screen.findByText('Events list')).toBeTruthy();
    expect(toasts.error).toHaveBeenCalledWith('Error fetching Event', expect.anything());
  });

  it('the description is sanitised before it is rendered', async () => {
    const hostile =
      '<p>Safe paragraph</p><script>window.__xss = "script"</script>' +
      '<img src="/images/default-event.svg" onerror="window.__xss = \'onerror\'" onload="window.__xss = \'onload\'">' +
      '<a href="javascript:window.__xss=\'href\'">bad link</a><iframe src="/"></iframe>';
    renderEvent(liveStream.link, { ...liveStream, description: hostile });
    await opened(liveStream.title);
    const about = await screen.findByTestId('event-description');
    await waitFor(() => expect(within(about).getByText('Safe paragraph')).toBeTruthy());
    expect(about.querySelector('script')).toBeNull();
    expect(about.querySelector('iframe')).toBeNull();
    expect(about.querySelector('[onerror], [onload]')).toBeNull();
    expect(about.querySelector('a[href^="javascript:"]')).toBeNull();
    expect((window as { __xss?: unknown }).__xss).toBeUndefined();
  });
});
