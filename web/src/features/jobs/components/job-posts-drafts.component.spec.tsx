import { screen, within } from '@testing-library/preact';
import { describe, expect, it, vi } from 'vitest';
import { quietToasts } from '../../../testing/quiet-toasts.ts';
import { renderScreen, stubApi } from '../../../testing/render.tsx';
import type { CompanyJob } from '../api/job-schema.ts';
import { JobPostsPage } from './job-posts-page.tsx';

// Drafts and scheduled jobs in the company's job posts (docs/jobs.md "Drafts and scheduling").

const path = '/api/organisations/org-1/jobs';
const base: CompanyJob = {
  uniqueId: 'job-1',
  status: 'draft',
  title: 'Graduate Analyst',
  type: 'graduate',
  track: 'Finance',
  locations: ['London'],
  remote: false,
  description: '<p>Deals.</p>',
  requirements: [],
  salary: null,
  deadline: '2099-01-01T00:00:00.000Z',
  apply: { method: 'platform' },
  publishedAt: null,
  publishAt: null,
  screening: [],
  screeningVersion: 0,
  updatedAt: '2026-11-01T09:00:00.000Z',
  version: 2,
  company: { organisationId: 'org-1', name: 'Northbridge Capital', logo: null, status: 'active' },
  applicants: { total: 0, applied: 0, shortlisted: 0, interview: 0, offer: 0, rejected: 0 },
};
const scheduled: CompanyJob = { ...base, uniqueId: 'job-2', title: 'Summer Analyst', status: 'scheduled', publishAt: '2098-06-01T08:00:00.000Z', version: 3 };

const renderPage = () => renderScreen(<JobPostsPage organisationId="org-1" createHref="/new" detailsHref={(id) => `/jobs/${id}`} onEdit={vi.fn()} />);

describe('drafts in the job posts', () => {
  it('a draft says so and offers edit and delete; a scheduled job says when it goes live and can be unscheduled', async () => {
    stubApi({ [`GET ${path}`]: () => ({ body: { jobs: [base, scheduled] } }) });
    renderPage();
    const [draft, later] = await screen.findAllByTestId('job-post');
    expect(within(draft!).getByTestId('job-status').textContent).toBe('Draft');
    expect(within(draft!).getByText('Draft: students cannot see this job yet.')).toBeTruthy();
    expect(within(draft!).queryByRole('link', { name: 'Applicants' })).toBeNull();
    expect(within(draft!).queryByRole('button', { name: 'Close job' })).toBeNull();
    expect(within(later!).getByTestId('job-status').textContent).toBe('Scheduled');
    expect(within(later!).getByTestId('job-publish-at').textContent).toMatch(/^Goes live on .*2098/);
    expect(within(later!).getByRole('button', { name: 'Unschedule' })).toBeTruthy();
  });

  it('deleting a draft needs a confirmation and sends the version it was shown', async () => {
    const seen = stubApi({ [`GET ${path}`]: () => ({ body: { jobs: [base] } }), [`DELETE ${path}/job-1`]: () => ({ body: { msg: 'success' } }) });
    const toasts = quietToasts();
    const { user } = renderPage();
    await user.click(await screen.findByRole('button', { name: 'Delete draft' }));
    await user.click(within(screen.getByRole('dialog', { name: 'Delete this draft?' })).getByRole('button', { name: 'Delete draft' }));
    await vi.waitFor(() => expect(toasts.success).toHaveBeenCalledWith('Draft deleted'));
    expect(seen.find((r) => r.method === 'DELETE')?.headers.get('if-match')).toBe('"2"');
  });

  it('unscheduling sends the version and says the job is a draft again', async () => {
    const seen = stubApi({ [`GET ${path}`]: () => ({ body: { jobs: [scheduled] } }), [`POST ${path}/job-2/unschedule`]: () => ({ body: { job: { ...scheduled, status: 'draft', publishAt: null } } }) });
    const toasts = quietToasts();
    const { user } = renderPage();
    await user.click(await screen.findByRole('button', { name: 'Unschedule' }));
    await vi.waitFor(() => expect(toasts.success).toHaveBeenCalledWith('The job is a draft again'));
    expect(seen.find((r) => r.method === 'POST')?.headers.get('if-match')).toBe('"3"');
  });
});
