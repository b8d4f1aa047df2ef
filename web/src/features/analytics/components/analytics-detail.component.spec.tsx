import { screen } from '@testing-library/preact';
import { describe, expect, it, vi } from 'vitest';
import { heldAnswer, problem } from '../../../testing/deferred.ts';
import { renderScreen, stubApi } from '../../../testing/render.tsx';
import { AnalyticsDetailPage } from './analytics-detail.tsx';

// uPlot draws on a canvas, which jsdom does not have (nor matchMedia, which uPlot reads on import): the chart is left
// out, and the figures are read from the table each chart comes with.
vi.mock('./chart.tsx', () => ({ Chart: () => null, seriesColor: (i: number) => `c${i}` }));

const path = 'GET /api/organisations/org-1/analytics/job/j-1';
const detail = (scope: string) => ({
  item: { kind: 'job', id: 'j-1', title: 'Graduate Analyst', status: 'open', date: null, funnel: [{ stage: 'views', count: 1234 }, { stage: 'applied', count: 56 }] },
  scope,
  targetSchools: true,
  weeks: [{ week: '2026-11-16', views: 100, entered: 5, finished: 2 }],
  universities: { rows: [{ key: 'University of Tartu', count: 7 }], other: 'suppressed' },
  tracks: { rows: [{ key: 'Finance', count: 9 }], other: 0 },
});

function renderDetail() {
  return renderScreen(<AnalyticsDetailPage organisationId="org-1" kind="job" itemId="j-1" nav={null} backHref="/dashboard/analytics" />);
}

describe('one item’s analytics', () => {
  it('loading, then the item; the target-schools scope is asked for and explained', async () => {
    const held = heldAnswer({ body: detail('all') });
    const seen = stubApi({ [path]: (r) => (r.query.get('scope') ? { body: detail('target-schools') } : held.route()) });
    const { user } = renderDetail();
    expect(screen.getByTestId('analytics-loading').getAttribute('aria-busy')).toBe('true');
    held.release();
    expect(await screen.findByRole('heading', { name: 'Graduate Analyst' })).toBeTruthy();
    expect(screen.getAllByText('University of Tartu').length).toBeGreaterThan(0);
    await user.selectOptions(screen.getByLabelText('Students'), 'Target schools only');
    await vi.waitFor(() => expect(seen.at(-1)?.query.get('scope')).toBe('target-schools'));
    expect(await screen.findByText("Only students of your target schools. Views cannot be split by school and stay the page's total.")).toBeTruthy();
    expect(screen.getByLabelText<HTMLSelectElement>('Students').value).toBe('target-schools');
  });

  it('an item that is not the company’s is said, with no retry', async () => {
    stubApi({ [path]: () => problem.notFound() });
    renderDetail();
    expect(await screen.findByText("This event, job or challenge is not one of your company's.")).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
  });

  it('a failure offers a retry', async () => {
    let status = 500;
    stubApi({ [path]: () => (status === 500 ? problem.server() : { body: detail('all') }) });
    const { user } = renderDetail();
    expect((await screen.findByRole('alert')).textContent).toContain('The analytics could not be loaded.');
    status = 200;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Graduate Analyst' })).toBeTruthy();
  });
});
