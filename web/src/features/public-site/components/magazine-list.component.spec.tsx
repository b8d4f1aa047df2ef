import { screen, within } from '@testing-library/preact';
import { describe, expect, it, vi } from 'vitest';
import { heldAnswer, problem } from '../../../testing/deferred.ts';
import { renderScreen, stubApi } from '../../../testing/render.tsx';
import { MagazineList } from './magazine-list.tsx';

// The public site's words are being moved to other modules: these tests assert behaviour (requests, roles, the
// articles' own data), not the wording of the page.
const article = (n: number) => ({ articleId: `a-${n}`, link: `article-${n}`, title: `Article ${n}`, description: `About ${n}`, cover: null, language: 'en', publishAt: '2026-11-20T10:00:00.000Z' });

describe('the magazine', () => {
  it('loading, then the articles of the page in the address, in the reader’s language, with paging links', async () => {
    const held = heldAnswer({ body: { articles: [article(10), article(11)], page: 2, pageSize: 9, total: 20 } });
    const seen = stubApi({ 'GET /api/magazine': held.route });
    renderScreen(<MagazineList />, { path: '/magazine?page=2' });
    // The page's words load first, then the list is asked for; until it answers, the spinner stays.
    await vi.waitFor(() => expect(seen).toHaveLength(1));
    expect(screen.getByRole('status').textContent).toBe('Loading…');
    held.release();
    expect(await screen.findByRole('link', { name: 'Article 10' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Article 11' }).getAttribute('href')).toBe('/magazine/article-11');
    expect(Object.fromEntries(seen[0]!.query)).toEqual({ page: '2', language: 'en' });
    const paging = screen.getByRole('navigation');
    expect(within(paging).getAllByRole('link').map((a) => a.getAttribute('href'))).toEqual(['/magazine', '/magazine?page=3']);
  });

  it('no articles: no list and no paging', async () => {
    stubApi({ 'GET /api/magazine': () => ({ body: { articles: [], page: 1, pageSize: 9, total: 0 } }) });
    renderScreen(<MagazineList />, { path: '/magazine' });
    await screen.findByRole('heading', { level: 1 });
    await screen.findByText((_, el) => el?.classList.contains('muted') === true && el.tagName === 'P' && !el.closest('header'));
    expect(screen.queryByRole('list')).toBeNull();
    expect(screen.queryByRole('navigation')).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('a failed list shows an error whose retry asks again', async () => {
    let status = 500;
    const seen = stubApi({ 'GET /api/magazine': () => (status === 500 ? problem.server() : { body: { articles: [article(1)], page: 1, pageSize: 9, total: 1 } }) });
    const { user } = renderScreen(<MagazineList />, { path: '/magazine' });
    const alert = await screen.findByRole('alert');
    status = 200;
    await user.click(within(alert).getByRole('button'));
    expect(await screen.findByRole('link', { name: 'Article 1' })).toBeTruthy();
    expect(seen).toHaveLength(2);
  });
});
