import { screen, within } from '@testing-library/preact';
import i18n from 'i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderScreen } from '../../../testing/render.tsx';
import { LegalPage } from './legal-page.tsx';

// Behaviour, not wording: the document arrives as the page's heading, the other pages are linked, and a text file that
// cannot be fetched shows an error whose retry fetches it again (the component tier holds every group already, so the
// last test takes the page's group out of the store first).
const GROUP = 'legalTerms';
const held = i18n.getResource('en', 'translation', GROUP) as Record<string, unknown>;

afterEach(() => {
  i18n.addResourceBundle('en', 'translation', { [GROUP]: held }, true, true);
});

describe('a legal page', () => {
  it('the document as the page’s heading and title, and links to the four other pages', async () => {
    renderScreen(<LegalPage doc="privacy" />, { path: '/privacy' });
    const heading = await screen.findByRole('heading', { level: 1 });
    expect(heading.textContent).not.toBe('');
    await vi.waitFor(() => expect(document.title).toBe(`${heading.textContent} · Fast-Track`));
    const others = screen.getByRole('navigation', { name: 'Other legal pages' });
    const hrefs = within(others).getAllByRole('link').map((a) => a.getAttribute('href'));
    expect(hrefs).toHaveLength(4);
    expect(hrefs).not.toContain('/privacy');
  });

  it('loading while its text file is fetched; a failed fetch offers a retry that loads it', async () => {
    const bundle = i18n.getResourceBundle('en', 'translation') as Record<string, unknown>;
    delete bundle[GROUP];
    const fetches: string[] = [];
    vi.stubGlobal('fetch', (url: string) => {
      fetches.push(url);
      return Promise.resolve(fetches.length === 1 ? new Response('gone', { status: 404 }) : Response.json({ [GROUP]: held }));
    });
    const { user } = renderScreen(<LegalPage doc="terms" />, { path: '/terms' });
    expect(screen.getByRole('status').textContent).toBe('Loading…');
    const alert = await screen.findByRole('alert');
    expect(screen.queryByRole('heading', { level: 1 })).toBeNull();
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 1 })).toBeTruthy();
    expect(fetches).toEqual(['/locales/en/legalTerms.json', '/locales/en/legalTerms.json']);
  });
});
