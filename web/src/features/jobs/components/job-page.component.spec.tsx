import { screen } from '@testing-library/preact';
import { describe, expect, it, vi } from 'vitest';
import { heldAnswer, problem } from '../../../testing/deferred.ts';
import { renderScreen, stubApi } from '../../../testing/render.tsx';
import type { Job } from '../api/job-schema.ts';
import { JobPage } from './job-page.tsx';

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
  updatedAt: '2026-11-01T09:00:00.000Z',
  version: 1,
  company: { organisationId: 'org-1', name: 'Northbridge Capital', logo: null, status: 'active' },
};
const path = 'GET /api/jobs/job-1';

describe('a job’s public page', () => {
  it('loading, then the job; a visitor is asked to sign in to apply', async () => {
    const held = heldAnswer({ body: { job, medianReplyHours: null } });
    stubApi({ [path]: held.route });
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
    stubApi({ [path]: () => problem.notFound() });
    renderScreen(<JobPage jobId="job-1" />, { path: '/jobs/job-1' });
    expect((await screen.findByTestId('job-not-found')).textContent).toContain('This job does not exist or is no longer available.');
    expect(screen.getByRole('link', { name: 'See events' })).toBeTruthy();
  });

  it('a failed load offers a retry', async () => {
    let status = 500;
    stubApi({ [path]: () => (status === 500 ? problem.server() : { body: { job, medianReplyHours: null } }) });
    const { user } = renderScreen(<JobPage jobId="job-1" />, { path: '/jobs/job-1' });
    expect((await screen.findByRole('alert')).textContent).toContain('The job could not be loaded.');
    status = 200;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Graduate Analyst' })).toBeTruthy();
  });
});
