import { screen } from '@testing-library/preact';
import { describe, expect, it } from 'vitest';
import { renderScreen, stubApi } from '../../../testing/render.tsx';
import { MyApplicationsPage } from './my-applications-page.tsx';

const path = '/api/student/applications';

describe('My applications', () => {
  it('with none yet, says so and leads to the feed', async () => {
    stubApi({ [`GET ${path}`]: () => ({ body: { applications: [] } }) });
    renderScreen(<MyApplicationsPage />);
    expect((await screen.findByTestId('my-applications-empty')).textContent).toContain('You have not applied to any job yet.');
    expect(screen.getByRole('link', { name: "Find jobs in your dashboard's opportunities" }).getAttribute('href')).toBe('/student');
  });

  it('a failed load offers to try again, and the retry loads', async () => {
    let calls = 0;
    stubApi({ [`GET ${path}`]: () => (++calls === 1 ? 'network-error' : { body: { applications: [] } }) });
    const { user } = renderScreen(<MyApplicationsPage />);
    expect(await screen.findByText('Your applications could not be loaded.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByTestId('my-applications-empty')).toBeTruthy();
  });

  it('shows each company’s response transparency, the figure of its page, and nothing under five answers', async () => {
    const application = (jobId: string, name: string, responsiveness: unknown) => ({
      applicationId: `a-${jobId}`,
      jobId,
      stage: 'applied',
      hasCv: false,
      coverNote: '',
      submittedAt: '2026-11-01T10:00:00.000Z',
      updatedAt: '2026-11-02T10:00:00.000Z',
      history: [],
      job: { title: `Analyst at ${name}`, status: 'open', deadline: '2027-01-01T00:00:00.000Z', company: { name, logo: null, responsiveness } },
    });
    stubApi({
      [`GET ${path}`]: () => ({
        body: { applications: [application('j1', 'Quick Capital', { answered: 12, counted: 16, answeredPercent: 75, medianHours: 72 }), application('j2', 'New Firm', null)] },
      }),
      'GET /api/jobs/j1/interview': () => ({ body: { interview: null } }),
      'GET /api/jobs/j2/interview': () => ({ body: { interview: null } }),
    });
    renderScreen(<MyApplicationsPage />);
    const rows = await screen.findAllByTestId('my-application-row');
    expect(rows[0]!.querySelector('[data-testid="response-transparency"]')?.textContent).toBe('Answers 75% of applications and messages, usually within 3 days. Based on 12 answers.');
    expect(rows[1]!.querySelector('[data-testid="response-transparency"]')).toBeNull();
  });
});
