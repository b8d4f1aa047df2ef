import { screen } from '@testing-library/preact';
import { describe, expect, it, vi } from 'vitest';
import { renderScreen, stubApi } from '../../../testing/render.tsx';
import { Feed } from './feed.tsx';

const feedPath = '/api/student/feed';
const lastQuery = (seen: ReturnType<typeof stubApi>) => Object.fromEntries(seen.filter((r) => r.path === feedPath).at(-1)?.query ?? []);

describe('the feed’s search and filters', () => {
  it('texts are sent trimmed only when searched; selects and the saved box apply at once', async () => {
    const seen = stubApi({ [`GET ${feedPath}`]: () => ({ body: { items: [], next: null } }) });
    const { user } = renderScreen(<Feed selectedTrack="Finance" />, { path: '/student' });
    await screen.findByTestId('feed-end');
    const asked = seen.length;
    await user.type(screen.getByRole('searchbox', { name: 'Search by title or company' }), '  analyst ');
    await user.type(screen.getByLabelText('Online or city'), 'London');
    expect(seen).toHaveLength(asked);
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await vi.waitFor(() => expect(lastQuery(seen)).toMatchObject({ q: 'analyst', where: 'London' }));
    await user.selectOptions(screen.getByLabelText('Kind'), 'Event');
    await vi.waitFor(() => expect(lastQuery(seen)).toMatchObject({ q: 'analyst', kind: 'event' }));
    await user.click(screen.getByRole('checkbox', { name: 'Saved only' }));
    await vi.waitFor(() => expect(lastQuery(seen)).toMatchObject({ saved: '1' }));
  });

  it('the filters of the address fill the form', async () => {
    stubApi({ [`GET ${feedPath}`]: () => ({ body: { items: [], next: null } }) });
    renderScreen(<Feed selectedTrack="Finance" />, { path: '/student?q=kestrel&kind=job&within=30' });
    expect(screen.getByRole<HTMLInputElement>('searchbox', { name: 'Search by title or company' }).value).toBe('kestrel');
    expect(screen.getByLabelText<HTMLSelectElement>('Kind').value).toBe('job');
    expect(screen.getByLabelText<HTMLSelectElement>('Deadline or start').value).toBe('30');
    expect((await screen.findByTestId('feed-end')).textContent).toContain('Nothing matches these filters.');
  });
});
