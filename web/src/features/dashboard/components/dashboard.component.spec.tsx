import { screen } from '@testing-library/preact';
import { describe, expect, it } from 'vitest';
import { renderScreen, stubApi, type Answer } from '../../../testing/render.tsx';
import { Dashboard } from './dashboard.tsx';

const progress = {
  percent: { value: 0 },
  ranked: false,
  cohort: null,
  cohorts: [],
  nextSteps: [],
  nextAction: null,
  oppor: [
    { trackId: 'Finance', imageUrl: '', title: 'Graduate Analyst at Northbridge', chip: { color: 'green', text: 'Job' }, link: '/jobs/j-1' },
    { trackId: 'Consulting', imageUrl: '', title: 'Case night at Kestrel', chip: { color: 'blue', text: 'Event' } },
  ],
};

function renderDashboard(answer: () => Answer | 'network-error', onboarded = true) {
  stubApi({ 'GET /api/get/percentage': answer });
  return renderScreen(
    <Dashboard studentId="s-1" selectedItem={[{ id: 'Finance' }, { id: 'Consulting' }]} onboarded={onboarded} feed={(track) => <p data-testid="feed-track">{track}</p>} />,
  );
}

describe('the student dashboard (the track carousel machine on screen)', () => {
  it('shows the selected track’s welcome, opportunities and feed; Next moves all three', async () => {
    const { user } = renderDashboard(() => ({ body: progress }));
    expect(screen.getAllByTestId('dashboard-spinner').length).toBeGreaterThan(0);
    expect((await screen.findByTestId('opportunity')).textContent).toContain('Graduate Analyst at Northbridge');
    expect(screen.getByTestId('feed-track').textContent).toBe('Finance');
    expect(screen.getByRole('button', { name: 'Previous track' }).hasAttribute('disabled')).toBe(true);
    await user.click(screen.getByRole('button', { name: 'Next track' }));
    expect(screen.getByTestId('feed-track').textContent).toBe('Consulting');
    expect(screen.getByTestId('opportunity').textContent).toContain('Case night at Kestrel');
    expect(screen.getByText('Track 2 of 2: Consulting')).toBeTruthy();
  });

  it('progress that cannot be loaded says so where it would be, the rest of the dashboard stays', async () => {
    renderDashboard(() => ({ status: 500, body: { title: 'Server error', status: 500 } }));
    expect(await screen.findByText('Opportunities could not be loaded. Please refresh the page.')).toBeTruthy();
    expect(screen.getByTestId('track-welcome').textContent).toContain('Finance track');
  });

  it('a track without opportunities says new ones appear there', async () => {
    renderDashboard(() => ({ body: { ...progress, oppor: [] } }));
    expect(await screen.findByText('No opportunities for this track yet. New ones appear here as firms publish them.')).toBeTruthy();
  });
});
