import { screen, within } from '@testing-library/preact';
import { describe, expect, it, vi } from 'vitest';
import * as legal from '../../../components/legal/legal-document.ts';
import { renderScreen } from '../../../testing/render.tsx';
import { LegalPage } from './legal-page.tsx';

// The legal texts are being moved: these tests assert behaviour (the document arrives as the page's heading, the other
// pages are linked, a failed load can be retried), not the wording.
describe('a legal page', () => {
  it('loading, then the document as the page’s heading, and links to the four other pages', async () => {
    renderScreen(<LegalPage doc="privacy" />, { path: '/privacy' });
    expect(screen.getByRole('status').textContent).toBe('Loading…');
    const heading = await screen.findByRole('heading', { level: 1 });
    expect(heading.textContent).not.toBe('');
    await vi.waitFor(() => expect(document.title).toBe(`${heading.textContent} · Fast-Track`));
    const others = screen.getByRole('navigation', { name: 'Other legal pages' });
    const hrefs = within(others).getAllByRole('link').map((a) => a.getAttribute('href'));
    expect(hrefs).toHaveLength(4);
    expect(hrefs).not.toContain('/privacy');
  });

  it('a document that cannot be loaded offers a retry that loads it', async () => {
    const load = vi.spyOn(legal, 'loadLegalDocument');
    load.mockRejectedValueOnce(new Error('chunk failed'));
    const { user } = renderScreen(<LegalPage doc="terms" />, { path: '/terms' });
    const alert = await screen.findByRole('alert');
    expect(screen.queryByRole('heading', { level: 1 })).toBeNull();
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 1 })).toBeTruthy();
    expect(load.mock.calls.map((c) => c[0])).toEqual(['terms', 'terms']);
  });
});
