import { screen, within } from '@testing-library/preact';
import { describe, expect, it } from 'vitest';
import { heldAnswer, problem } from '../../../testing/deferred.ts';
import { renderScreen, stubApi } from '../../../testing/render.tsx';
import { CcBenchmark } from './cc-benchmark.tsx';

const path = 'GET /api/organisations/cc-1/benchmark';
const benchmark = {
  country: 'United Kingdom',
  tracks: [
    { track: 'Consulting', ours: { fewerThan: 5 }, peers: { fewerSchoolsThan: 3 } },
    { track: 'Finance', ours: { students: 6, shares: { top10: 33, top25: 33, topHalf: 17, keepGoing: 17 } }, peers: { schools: 3, shares: { top10: 20, top25: 0, topHalf: 20, keepGoing: 40 } } },
  ],
};

describe('cross-school benchmark', () => {
  it('loading, then a table per track: ours beside the peers’ median; small groups say "fewer than"', async () => {
    const held = heldAnswer({ body: { benchmark } });
    stubApi({ [path]: held.route });
    renderScreen(<CcBenchmark organisationId="cc-1" />);
    expect(screen.getByRole('status').textContent).toBe('Loading…');
    held.release();
    const tracks = await screen.findAllByTestId('benchmark-track');
    expect(screen.getByText(/other schools in your country \(United Kingdom\)/)).toBeTruthy();
    const finance = within(tracks[1]!).getByRole('table', { name: 'Finance' });
    const top10 = within(finance).getByRole('row', { name: /Top 10 %/ });
    expect(within(top10).getAllByRole('cell').map((c) => c.textContent)).toEqual(['33 %', '20 %']);
    expect(within(tracks[1]!).getByTestId('benchmark-groups').textContent).toBe('Your students with a ranked result: 6 · Other schools compared: 3');
    const consulting = within(tracks[0]!).getByRole('table', { name: 'Consulting' });
    expect(within(consulting).getAllByRole('cell').every((c) => c.textContent === '—')).toBe(true);
    expect(within(tracks[0]!).getByTestId('benchmark-groups').textContent).toBe('Your students with a ranked result: fewer than 5 · Other schools compared: fewer than 3');
  });

  it('empty, and a failure with a retry', async () => {
    let fail = true;
    stubApi({ [path]: () => (fail ? problem.server() : { body: { benchmark: { country: 'Estonia', tracks: [] } } }) });
    const { user } = renderScreen(<CcBenchmark organisationId="cc-1" />);
    expect((await screen.findByTestId('benchmark-error')).textContent).toContain('We could not load the comparison.');
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect((await screen.findByTestId('benchmark-empty')).textContent).toBe('No student of your country has a ranked challenge result yet.');
  });
});
