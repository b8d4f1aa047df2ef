import { screen, within } from '@testing-library/preact';
import { describe, expect, it } from 'vitest';
import { renderScreen, stubApi } from '../../../testing/render.tsx';
import { AnalyticsOverview } from './analytics-overview.tsx';

const path = 'GET /api/organisations/org-1/analytics';
const renderOverview = () =>
  renderScreen(<AnalyticsOverview organisationId="org-1" nav={null} detailHref={(item) => `/dashboard/analytics/${item.kind}/${item.id}`} diversityHref="/dashboard/analytics/diversity" />);

describe('the employer’s analytics overview', () => {
  it('loading, then each item with its funnel, linked to its detail', async () => {
    stubApi({
      [path]: () => ({
        body: {
          targetSchools: false,
          items: [
            { kind: 'job', id: 'j-1', title: 'Graduate Analyst', status: 'open', date: '2026-12-01T00:00:00.000Z', funnel: [{ stage: 'views', count: 1234 }, { stage: 'applied', count: 56 }] },
            { kind: 'event', id: 'e-1', title: 'Inside M&A', status: 'published', date: null, funnel: [{ stage: 'registered', count: 30 }] },
          ],
        },
      }),
    });
    renderOverview();
    expect(screen.getByTestId('analytics-loading')).toBeTruthy();
    const [job, event] = await screen.findAllByTestId('analytics-item');
    expect(within(job!).getByRole('link', { name: 'Graduate Analyst' }).getAttribute('href')).toBe('/dashboard/analytics/job/j-1');
    expect(within(job!).getByText('Views').nextElementSibling?.textContent).toBe('1,234');
    expect(within(job!).getByText('Applied').nextElementSibling?.textContent).toBe('56');
    expect(within(event!).getByText('Event')).toBeTruthy();
  });

  it('says when nothing is published yet', async () => {
    stubApi({ [path]: () => ({ body: { targetSchools: false, items: [] } }) });
    renderOverview();
    expect((await screen.findByTestId('analytics-empty')).textContent).toBe('No published events, jobs or challenges yet. Their figures appear here once you publish one.');
  });

  it('a failure offers a retry that loads again', async () => {
    let fail = true;
    stubApi({ [path]: () => (fail ? 'network-error' : { body: { targetSchools: false, items: [] } }) });
    const { user } = renderOverview();
    expect((await screen.findByTestId('analytics-failed')).textContent).toContain('The analytics could not be loaded.');
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByTestId('analytics-empty')).toBeTruthy();
  });
});
