import { screen, within } from '@testing-library/preact';
import { describe, expect, it } from 'vitest';
import { heldAnswer, problem } from '../../../testing/deferred.ts';
import { renderScreen, stubApi } from '../../../testing/render.tsx';
import { OverviewScreen } from './overview-screen.tsx';

const days = [
  { day: '2026-11-29', signUps: 12, postings: 3, reports: 1 },
  { day: '2026-11-28', signUps: 0, postings: 0, reports: 0 },
];

describe('the admin’s daily overview', () => {
  it('loading, then one row per day with sign-ups, postings and reports; asks for 14 days', async () => {
    const held = heldAnswer({ body: { days } });
    const seen = stubApi({ 'GET /api/admin/overview': held.route });
    renderScreen(<OverviewScreen />);
    expect(screen.getByText('Loading…')).toBeTruthy();
    held.release();
    const rows = await screen.findAllByTestId('admin-overview-day');
    expect(rows).toHaveLength(2);
    expect(within(rows[0]!).getAllByRole('cell').map((c) => c.textContent)).toEqual(['12', '3', '1']);
    expect(within(rows[0]!).getByRole('rowheader').textContent).toBe('Nov 29, 2026');
    expect(screen.getAllByRole('columnheader').map((c) => c.textContent)).toEqual(['Day', 'Sign-ups', 'Postings', 'Reports']);
    expect(seen[0]!.query.get('days')).toBe('14');
  });

  it('a failed load offers a retry', async () => {
    let fail = true;
    stubApi({ 'GET /api/admin/overview': () => (fail ? problem.server() : { body: { days } }) });
    const { user } = renderScreen(<OverviewScreen />);
    expect((await screen.findByRole('alert')).textContent).toContain('We could not load the overview.');
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findAllByTestId('admin-overview-day')).toHaveLength(2);
  });
});
