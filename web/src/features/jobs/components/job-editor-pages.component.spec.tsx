import { screen } from '@testing-library/preact';
import { describe, expect, it, vi } from 'vitest';
import { quietToasts } from '../../../testing/quiet-toasts.ts';
import { renderScreen, stubApi } from '../../../testing/render.tsx';
import type { Job } from '../api/job-schema.ts';
import { CreateJobPage } from './create-job-page.tsx';
import { EditJobPage } from './edit-job-page.tsx';

// The create and edit pages around the one job editor: what each publishing choice calls (docs/jobs.md "Drafts and
// scheduling").

const path = '/api/organisations/org-1/jobs';
const inAMonth = new Date(Date.now() + 30 * 86_400_000);
const job: Job = {
  uniqueId: 'job-1',
  status: 'scheduled',
  title: 'Graduate Analyst',
  type: 'graduate',
  track: 'Finance',
  locations: ['London'],
  remote: false,
  description: '<p>Deals.</p>',
  requirements: [],
  salary: null,
  deadline: inAMonth.toISOString(),
  apply: { method: 'platform' },
  publishedAt: null,
  publishAt: new Date(Date.now() + 3 * 86_400_000).toISOString(),
  screening: [],
  screeningVersion: 1,
  updatedAt: '2026-11-01T09:00:00.000Z',
  version: 2,
  company: { organisationId: 'org-1', name: 'Northbridge Capital', logo: null, status: 'active' },
};

async function fillJob(user: ReturnType<typeof renderScreen>['user']) {
  await user.type(screen.getByLabelText('Job title'), 'Graduate Analyst');
  await user.selectOptions(screen.getByLabelText('Type'), 'graduate');
  await user.type(screen.getByLabelText('Locations'), 'London');
  const description = screen.getByTestId('job-description');
  await user.click(description);
  await user.keyboard('Deals.');
  const pad = (n: number) => String(n).padStart(2, '0');
  await user.type(screen.getByLabelText('Application deadline'), `${inAMonth.getFullYear()}-${pad(inAMonth.getMonth() + 1)}-${pad(inAMonth.getDate())}`);
}

describe('the create and edit job pages', () => {
  it('a new job scheduled for later is saved as a draft, then scheduled with the version it got', async () => {
    const seen = stubApi({
      [`POST ${path}/drafts`]: () => ({ status: 201, body: { job: { ...job, status: 'draft', publishAt: null, version: 1 } } }),
      [`POST ${path}/job-1/publish`]: () => ({ body: { job } }),
    });
    const toasts = quietToasts();
    const { user } = renderScreen(<CreateJobPage organisationId="org-1" cancelHref="/posts" afterSave={() => '/details'} />);
    await fillJob(user);
    await user.click(screen.getByTestId('job-publish-schedule'));
    const at = new Date(Date.now() + 2 * 86_400_000);
    const pad = (n: number) => String(n).padStart(2, '0');
    const local = `${at.getFullYear()}-${pad(at.getMonth() + 1)}-${pad(at.getDate())}T09:30`;
    await user.type(screen.getByLabelText('Goes live on'), local);
    await user.click(screen.getByRole('button', { name: 'Schedule job' }));
    await vi.waitFor(() => expect(toasts.success).toHaveBeenCalledWith('Job scheduled'));
    const publish = seen.find((r) => r.path.endsWith('/publish'));
    expect(publish?.headers.get('if-match')).toBe('"1"');
    expect(publish?.body).toEqual({ at: new Date(local).toISOString() });
  });

  it('a scheduled job opens with its time; saving it as a draft edits, then unschedules with the new version', async () => {
    const seen = stubApi({
      [`GET ${path}/job-1`]: () => ({ body: { job }, headers: { etag: '"2"' } }),
      [`POST ${path}/job-1/edit`]: () => ({ body: { job: { ...job, version: 3 } } }),
      [`POST ${path}/job-1/unschedule`]: () => ({ body: { job: { ...job, status: 'draft', publishAt: null, version: 4 } } }),
    });
    const toasts = quietToasts();
    const { user } = renderScreen(<EditJobPage organisationId="org-1" jobId="job-1" listHref="/posts" afterSave={() => '/details'} />);
    expect((await screen.findByTestId<HTMLInputElement>('job-publish-schedule')).checked).toBe(true);
    expect(screen.getByLabelText<HTMLInputElement>('Goes live on').value).not.toBe('');
    await user.click(screen.getByTestId('job-publish-draft'));
    await user.click(screen.getByRole('button', { name: 'Save draft' }));
    await vi.waitFor(() => expect(toasts.success).toHaveBeenCalledWith('Draft saved'));
    expect(seen.find((r) => r.path.endsWith('/edit'))?.headers.get('if-match')).toBe('"2"');
    expect(seen.find((r) => r.path.endsWith('/unschedule'))?.headers.get('if-match')).toBe('"3"');
  });
});
