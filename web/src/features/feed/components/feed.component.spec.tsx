import { screen, waitFor } from '@testing-library/preact';
import { describe, expect, it } from 'vitest';
import { renderScreen, stubApi, type Answer } from '../../../testing/render.tsx';
import type { FeedItem } from '../api/get-feed.ts';
import { Feed } from './feed.tsx';

const feedPath = '/api/student/feed';
const job: FeedItem = {
  kind: 'job',
  id: 'job-1',
  title: 'Graduate Analyst',
  company: { id: 'org-1', name: 'Northwind Capital', logo: null },
  track: 'finance',
  when: '2030-01-15T12:00:00.000Z',
  location: { online: false, places: ['London'] },
  saved: false,
  href: '/student/job/job-1',
};
const page = (items: FeedItem[]): Answer => ({ body: { items, next: null } });

describe('the student feed', () => {
  it('an empty feed says what will appear there', async () => {
    stubApi({ [`GET ${feedPath}`]: () => page([]) });
    renderScreen(<Feed selectedTrack="finance" />, { path: '/student' });
    expect((await screen.findByTestId('feed-end')).textContent).toContain('Nothing open right now. New jobs, events and challenges will appear here.');
  });

  it('nothing matching the filters offers to clear them, and clearing asks again without them', async () => {
    const seen = stubApi({ [`GET ${feedPath}`]: () => page([]) });
    const { user } = renderScreen(<Feed selectedTrack="finance" />, { path: '/student?kind=job' });
    expect((await screen.findByTestId('feed-end')).textContent).toContain('Nothing matches these filters.');
    await user.click(screen.getByTestId('feed-clear'));
    await waitFor(() => expect(seen.filter((r) => r.method === 'GET')).toHaveLength(2));
  });

  it('a failed load shows the error and Try again loads the items', async () => {
    let calls = 0;
    stubApi({ [`GET ${feedPath}`]: () => (++calls === 1 ? { status: 503, body: { title: 'down', status: 503 } } : page([job])) });
    const { user } = renderScreen(<Feed selectedTrack="finance" />, { path: '/student' });
    expect((await screen.findByTestId('feed-error')).textContent).toContain('The feed could not be loaded.');
    await user.click(screen.getByTestId('feed-retry'));
    expect(await screen.findByText('Graduate Analyst')).toBeTruthy();
    expect(screen.getByTestId('feed-end').textContent).toContain('You have reached the end of your feed.');
  });

  it('saving an item keeps it saved on the server', async () => {
    const seen = stubApi({ [`GET ${feedPath}`]: () => page([job]), 'PUT /api/student/saved/job/job-1': () => ({ status: 204 }) });
    const { user } = renderScreen(<Feed selectedTrack="finance" />, { path: '/student' });
    await user.click(await screen.findByRole('button', { name: 'Save Graduate Analyst' }));
    await waitFor(() => expect(seen.some((r) => r.method === 'PUT' && r.path === '/api/student/saved/job/job-1')).toBe(true));
  });

  it('a refused save says so', async () => {
    stubApi({ [`GET ${feedPath}`]: () => page([job]), 'PUT /api/student/saved/job/job-1': () => ({ status: 500, body: { title: 'boom', status: 500 } }) });
    const { user } = renderScreen(<Feed selectedTrack="finance" />, { path: '/student' });
    await user.click(await screen.findByRole('button', { name: 'Save Graduate Analyst' }));
    expect((await screen.findByRole('alert')).textContent).toBe('That could not be saved. Please try again.');
  });

  it('an event shows its English version, or its source title with the language it is written in', async () => {
    const event = (id: string, patch: Partial<FeedItem>): FeedItem => ({ ...job, kind: 'event', id, href: `/student/event/${id}`, ...patch });
    stubApi({
      [`GET ${feedPath}`]: () =>
        page([
          event('ev-1', { title: 'Herbst-Tag', sourceLanguage: 'de', translations: { en: { title: 'Autumn Day' } } }),
          event('ev-2', { title: 'Soirée des marchés', sourceLanguage: 'fr' }),
        ]),
    });
    renderScreen(<Feed selectedTrack="finance" />, { path: '/student' });
    expect((await screen.findByText('Autumn Day')).getAttribute('lang')).toBe('en');
    expect(screen.queryByText('Herbst-Tag')).toBeNull();
    expect(screen.getByText('Soirée des marchés').getAttribute('lang')).toBe('fr');
    expect(screen.getAllByTestId('written-in').map((n) => n.textContent)).toEqual(['Written in French']);
  });
});
