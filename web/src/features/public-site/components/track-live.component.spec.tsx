import { screen, within } from '@testing-library/preact';
import { describe, expect, it } from 'vitest';
import { problem } from '../../../testing/deferred.ts';
import { renderScreen, stubApi } from '../../../testing/render.tsx';
import { TrackLive } from './track-live.tsx';

// The live part of a track page (moved from e2e/public-site: its failed call and retry are the component's states; the
// page's content from the real API, axe and layout stay in the browser). Behaviour, not wording.
const answer = {
  tracks: ['Finance'],
  challenges: [
    { uniqueId: 'c-1', title: 'Induction Challenge', track: 'Finance', minutes: 30, closesAt: '2026-12-20T10:00:00.000Z', company: { name: 'Acme', logo: '' } },
  ],
  events: [],
};

describe('a track page’s challenges and events', () => {
  it('a failed call says so, without the lists, and Try again asks again and shows them', async () => {
    let fail = true;
    const seen = stubApi({ 'GET /api/public/tracks/innovation-track': () => (fail ? problem.server() : { body: answer }) });
    const { user } = renderScreen(<TrackLive page="innovation-track" />, { path: '/innovation-track' });
    const alert = await screen.findByRole('alert');
    expect(screen.queryByTestId('track-live')).toBeNull();
    fail = false;
    await user.click(within(alert).getByRole('button'));
    expect(await screen.findByRole('link', { name: 'Induction Challenge' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Induction Challenge' }).getAttribute('href')).toBe('/challenge/c-1');
    expect(screen.queryByRole('alert')).toBeNull();
    expect(seen.map((request) => request.path)).toEqual(['/api/public/tracks/innovation-track', '/api/public/tracks/innovation-track']);
  });
});
