import { screen, within } from '@testing-library/preact';
import { describe, expect, it, vi } from 'vitest';
import { heldAnswer, problem } from '../../../testing/deferred.ts';
import { renderScreen, stubApi } from '../../../testing/render.tsx';
import { OtherSocietiesPage } from './other-societies-page.tsx';

const path = '/api/organisations/so-1/directory/societies';
const society = { organisationId: 'so-2', name: 'Tartu Finance Society', link: 'tartu-finance', category: 'Finance', description: 'Markets and deals.', logo: null, university: { name: 'University of Tartu', area: 'Estonia' }, sameUniversity: true };
const societyHref = (link: string) => `/so/${link}`;

describe('the other societies', () => {
  it('loading, then the societies with their university; the own university is tagged', async () => {
    const held = heldAnswer({ body: { societies: [society], total: 1, page: 1, pageSize: 20 } });
    stubApi({ [`GET ${path}`]: held.route });
    renderScreen(<OtherSocietiesPage organisationId="so-1" nav={null} societyHref={societyHref} />);
    expect(screen.getByRole('status').textContent).toBe('Loading…');
    held.release();
    const item = await screen.findByTestId('society-result');
    expect(within(item).getByRole('link', { name: 'Tartu Finance Society' }).getAttribute('href')).toBe('/so/tartu-finance');
    expect(within(item).getByText('Finance · University of Tartu')).toBeTruthy();
    expect(within(item).getByText('Your university')).toBeTruthy();
  });

  it('searches by name and scope only when submitted, and pages on', async () => {
    const seen = stubApi({ [`GET ${path}`]: (r) => ({ body: { societies: r.query.get('q') ? [society] : [], total: r.query.get('q') ? 45 : 0, page: Number(r.query.get('page') ?? 1), pageSize: 20 } }) });
    const { user } = renderScreen(<OtherSocietiesPage organisationId="so-1" nav={null} societyHref={societyHref} />);
    expect(await screen.findByText('No other societies match your search.')).toBeTruthy();
    expect(seen[0]?.query.size).toBe(0);
    await user.type(screen.getByRole('searchbox', { name: 'Name or category' }), 'fin');
    await user.click(screen.getByRole('radio', { name: 'My university only' }));
    expect(seen).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByText('Page 1 of 3')).toBeTruthy();
    expect(Object.fromEntries(seen.at(-1)!.query)).toEqual({ q: 'fin', scope: 'university' });
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Page 2 of 3')).toBeTruthy();
    await vi.waitFor(() => expect(seen.at(-1)?.query.get('page')).toBe('2'));
  });

  it('a failed search offers a retry', async () => {
    let status = 500;
    stubApi({ [`GET ${path}`]: () => (status === 500 ? problem.server() : { body: { societies: [society], total: 1, page: 1, pageSize: 20 } }) });
    const { user } = renderScreen(<OtherSocietiesPage organisationId="so-1" nav={null} societyHref={societyHref} />);
    expect((await screen.findByRole('alert')).textContent).toContain('We couldn\'t load the societies.');
    status = 200;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('link', { name: 'Tartu Finance Society' })).toBeTruthy();
  });
});
