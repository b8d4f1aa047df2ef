import { screen, within } from '@testing-library/preact';
import { describe, expect, it, vi } from 'vitest';
import { heldAnswer, problem } from '../../../testing/deferred.ts';
import { quietToasts } from '../../../testing/quiet-toasts.ts';
import { renderScreen, stubApi } from '../../../testing/render.tsx';
import type { CompanyJob, Job } from '../api/job-schema.ts';
import { JobPage } from './job-page.tsx';
import { JobPostsPage } from './job-posts-page.tsx';

const path = '/api/organisations/org-1/jobs';
const job: Job = {
  uniqueId: 'job-1',
  status: 'open',
  title: 'Graduate Analyst',
  type: 'graduate',
  track: 'Finance',
  locations: ['London'],
  remote: false,
  description: '<p>Deals.</p>',
  requirements: ['Excel', 'Curiosity'],
  salary: null,
  deadline: '2099-01-01T00:00:00.000Z',
  apply: { method: 'platform' },
  publishedAt: '2026-11-01T09:00:00.000Z',
  publishAt: null,
  screening: [],
  screeningVersion: 0,
  updatedAt: '2026-11-01T09:00:00.000Z',
  version: 3,
  company: { organisationId: 'org-1', name: 'Northbridge Capital', logo: null, status: 'active' },
};
const companyJob: CompanyJob = { ...job, applicants: { total: 4, applied: 3, shortlisted: 1, interview: 0, offer: 0, rejected: 0 }, takenDown: false };

function renderPage(onEdit = vi.fn()) {
  return { onEdit, ...renderScreen(<JobPostsPage organisationId="org-1" createHref="/dashboard/Jobposts/new" detailsHref={(id) => `/dashboard/Jobposts/${id}`} onEdit={onEdit} />) };
}

describe('the company’s job posts', () => {
  it('loading, then the empty state', async () => {
    const held = heldAnswer({ body: { jobs: [] } });
    stubApi({ [`GET ${path}`]: held.route });
    renderPage();
    expect(screen.getByRole('status').textContent).toBe('Loading…');
    held.release();
    expect(await screen.findByText('No job posts yet. Post your first job to reach students.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Post a job' }).getAttribute('href')).toBe('/dashboard/Jobposts/new');
  });

  it('lists a job with its applicants per stage; editing asks for it', async () => {
    stubApi({ [`GET ${path}`]: () => ({ body: { jobs: [companyJob] } }) });
    const { user, onEdit } = renderPage();
    const post = await screen.findByTestId('job-post');
    expect(within(post).getByRole('heading', { name: 'Graduate Analyst' })).toBeTruthy();
    expect(within(post).getByTestId('job-applicant-counts').textContent).toContain('Applicants: 4');
    expect(within(post).getByRole('link', { name: 'Applicants' }).getAttribute('href')).toBe('/dashboard/Jobposts/job-1');
    await user.click(within(post).getByRole('button', { name: 'Edit' }));
    expect(onEdit).toHaveBeenCalledWith('job-1');
  });

  it('marks a job an admin took down with the "Taken down by Fast-Track" badge; a job not taken down has none', async () => {
    stubApi({ [`GET ${path}`]: () => ({ body: { jobs: [{ ...companyJob, takenDown: true }, { ...companyJob, uniqueId: 'job-2', title: 'Summer Intern' }] } }) });
    renderPage();
    const [down, kept] = await screen.findAllByTestId('job-post');
    expect(within(down!).getByTestId('taken-down-badge').textContent).toBe('Taken down by Fast-Track');
    expect(within(kept!).queryByTestId('taken-down-badge')).toBeNull();
  });

  it('closing needs a confirmation and sends the version it was shown; a stale version says so', async () => {
    let status = 200;
    const seen = stubApi({ [`GET ${path}`]: () => ({ body: { jobs: [companyJob] } }), [`POST ${path}/job-1/close`]: () => (status === 200 ? { body: { job: { ...companyJob, status: 'closed' } } } : { status: 412, body: { type: 'about:blank', title: 'Precondition Failed', status: 412, code: 'PRECONDITION_FAILED', detail: 'stale' } }) });
    const toasts = quietToasts();
    const { user } = renderPage();
    await user.click(await screen.findByRole('button', { name: 'Close job' }));
    const dialog = screen.getByRole('dialog', { name: 'Close this job?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(seen.some((r) => r.method === 'POST')).toBe(false);
    await user.click(screen.getByRole('button', { name: 'Close job' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Close job' }));
    await vi.waitFor(() => expect(toasts.success).toHaveBeenCalledWith('Job closed'));
    const close = seen.find((r) => r.method === 'POST');
    expect(close?.headers.get('if-match')).toBe('"3"');
    status = 412;
    await user.click(await screen.findByRole('button', { name: 'Close job' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Close job' }));
    await vi.waitFor(() => expect(toasts.error).toHaveBeenCalledWith('This job was changed by someone else in the meantime.'));
  });

  it('posts that cannot be loaded offer a retry', async () => {
    let status = 500;
    stubApi({ [`GET ${path}`]: () => (status === 500 ? problem.server() : { body: { jobs: [] } }) });
    const { user } = renderPage();
    expect((await screen.findByRole('alert')).textContent).toContain('Your job posts could not be loaded.');
    status = 200;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('No job posts yet. Post your first job to reach students.')).toBeTruthy();
  });
});

const publicPath = 'GET /api/jobs/job-1';

// Drafts and scheduled jobs (docs/jobs.md "Drafts and scheduling").
const base: CompanyJob = { ...companyJob, status: 'draft', publishedAt: null, version: 2, applicants: { total: 0, applied: 0, shortlisted: 0, interview: 0, offer: 0, rejected: 0 } };
const scheduled: CompanyJob = { ...base, uniqueId: 'job-2', title: 'Summer Analyst', status: 'scheduled', publishAt: '2098-06-01T08:00:00.000Z', version: 3 };
const renderDraftsPage = () => renderScreen(<JobPostsPage organisationId="org-1" createHref="/new" detailsHref={(id) => `/jobs/${id}`} onEdit={vi.fn()} />);

describe('drafts in the job posts', () => {
  it('a draft says so and offers edit and delete; a scheduled job says when it goes live and can be unscheduled', async () => {
    stubApi({ [`GET ${path}`]: () => ({ body: { jobs: [base, scheduled] } }) });
    renderDraftsPage();
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
    const { user } = renderDraftsPage();
    await user.click(await screen.findByRole('button', { name: 'Delete draft' }));
    await user.click(within(screen.getByRole('dialog', { name: 'Delete this draft?' })).getByRole('button', { name: 'Delete draft' }));
    await vi.waitFor(() => expect(toasts.success).toHaveBeenCalledWith('Draft deleted'));
    expect(seen.find((r) => r.method === 'DELETE')?.headers.get('if-match')).toBe('"2"');
  });

  it('unscheduling sends the version and says the job is a draft again', async () => {
    const seen = stubApi({ [`GET ${path}`]: () => ({ body: { jobs: [scheduled] } }), [`POST ${path}/job-2/unschedule`]: () => ({ body: { job: { ...scheduled, status: 'draft', publishAt: null } } }) });
    const toasts = quietToasts();
    const { user } = renderDraftsPage();
    await user.click(await screen.findByRole('button', { name: 'Unschedule' }));
    await vi.waitFor(() => expect(toasts.success).toHaveBeenCalledWith('The job is a draft again'));
    expect(seen.find((r) => r.method === 'POST')?.headers.get('if-match')).toBe('"3"');
  });
});

describe('a job’s public page', () => {
  it('loading, then the job; a visitor is asked to sign in to apply', async () => {
    const held = heldAnswer({ body: { job } });
    stubApi({ [publicPath]: held.route });
    renderScreen(<JobPage jobId="job-1" />, { path: '/jobs/job-1' });
    expect(screen.getByRole('status').textContent).toBe('Loading…');
    held.release();
    expect(await screen.findByRole('heading', { level: 1, name: 'Graduate Analyst' })).toBeTruthy();
    expect(screen.getByText('Northbridge Capital')).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Requirements' }).textContent).toContain('Curiosity');
    expect(screen.getByRole('link', { name: 'Sign in to apply' })).toBeTruthy();
    await vi.waitFor(() => expect(document.title).toBe('Graduate Analyst'));
  });

  it('a job that is gone is said, with a way on', async () => {
    stubApi({ [publicPath]: () => problem.notFound() });
    renderScreen(<JobPage jobId="job-1" />, { path: '/jobs/job-1' });
    expect((await screen.findByTestId('job-not-found')).textContent).toContain('This job does not exist or is no longer available.');
    expect(screen.getByRole('link', { name: 'See events' })).toBeTruthy();
  });

  it('a failed load offers a retry', async () => {
    let status = 500;
    stubApi({ [publicPath]: () => (status === 500 ? problem.server() : { body: { job } }) });
    const { user } = renderScreen(<JobPage jobId="job-1" />, { path: '/jobs/job-1' });
    expect((await screen.findByRole('alert')).textContent).toContain('The job could not be loaded.');
    status = 200;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Graduate Analyst' })).toBeTruthy();
  });
});
