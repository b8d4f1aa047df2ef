import { screen } from '@testing-library/preact';
import { describe, expect, it, vi } from 'vitest';
import { renderScreen, stubApi } from '../../../testing/render.tsx';
import type { Job, MyApplication } from '../api/job-schema.ts';
import { ApplyBox } from './apply-box.tsx';

const inAMonth = new Date(Date.now() + 30 * 86_400_000).toISOString();
const job: Job = {
  uniqueId: 'job-1',
  status: 'open',
  title: 'Graduate Analyst',
  type: 'graduate',
  track: 'investment-banking',
  locations: ['London'],
  remote: false,
  description: '<p>Deals.</p>',
  requirements: [],
  salary: null,
  deadline: inAMonth,
  apply: { method: 'platform' },
  publishedAt: '2026-11-01T09:00:00.000Z',
  publishAt: null,
  screening: [],
  screeningVersion: 0,
  updatedAt: '2026-11-01T09:00:00.000Z',
  version: 1,
  company: { organisationId: 'org-1', name: 'Northbridge Capital', logo: null, status: 'active' },
};
const student = { kind: 'student' as const, token: 't', uniqueId: 'student-1' };
const sent: MyApplication = {
  applicationId: 'app-1',
  jobId: 'job-1',
  stage: 'applied',
  hasCv: true,
  coverNote: 'Hello',
  submittedAt: '2026-11-28T10:00:00.000Z',
  updatedAt: '2026-11-28T10:00:00.000Z',
  history: [{ status: 'applied', at: '2026-11-28T10:00:00.000Z' }],
  job: { title: job.title, status: 'open', deadline: inAMonth, company: { name: job.company.name, logo: null, responsiveness: null } },
};

function renderBox(options: { session?: typeof student | null; loaded?: 'ready' | 'failed'; job?: Job } = {}) {
  const set = vi.fn();
  const reload = vi.fn();
  const application = options.loaded === 'failed' ? { status: 'failed' as const, set, reload } : { status: 'ready' as const, value: null, set, reload };
  const view = renderScreen(<ApplyBox job={options.job ?? job} session={options.session === undefined ? student : options.session} application={application as never} />);
  return { ...view, set, reload };
}

describe('the apply box', () => {
  it('asks a visitor to sign in, and tells them when the job is closed', () => {
    const { unmount } = renderBox({ session: null });
    expect(screen.getByRole('link', { name: 'Sign in to apply' })).toBeTruthy();
    unmount();
    renderBox({ session: null, job: { ...job, status: 'closed' } });
    expect(screen.queryByRole('link', { name: 'Sign in to apply' })).toBeNull();
    expect(screen.getByText('Applications to this job are closed.')).toBeTruthy();
  });

  it('sends a cover note with the saved CV in one step', async () => {
    const seen = stubApi({
      'GET /api/student/cv': () => ({ body: { cv: { name: 'cv.pdf', size: 120_000, uploadedAt: '2026-11-20T10:00:00.000Z' } } }),
      'POST /api/jobs/job-1/apply': () => ({ status: 201, body: { application: sent } }),
    });
    const { user, set } = renderBox();
    expect(await screen.findByTestId('apply-cv-choice')).toBeTruthy();
    await user.type(screen.getByLabelText('Cover note (optional)'), '  I model companies.  ');
    await user.click(screen.getByRole('button', { name: 'Send application' }));
    await vi.waitFor(() => expect(set).toHaveBeenCalledWith(expect.objectContaining({ applicationId: 'app-1' })));
    expect(seen.find((r) => r.method === 'POST')?.body).toEqual({ coverNote: 'I model companies.', useSavedCv: true });
  });

  it('a cover note past the limit says the limit and sends nothing', async () => {
    const seen = stubApi({ 'GET /api/student/cv': () => ({ body: { cv: null } }) });
    const { user } = renderBox();
    const note = screen.getByLabelText('Cover note (optional)');
    note.focus();
    await user.paste('x'.repeat(3001));
    await user.click(screen.getByRole('button', { name: 'Send application' }));
    expect(screen.getByText('The cover note may be at most 3000 characters.')).toBeTruthy();
    expect(note.getAttribute('aria-invalid')).toBe('true');
    expect(seen.some((r) => r.method === 'POST')).toBe(false);
  });

  it('a second application is refused with words a student understands', async () => {
    stubApi({
      'GET /api/student/cv': () => ({ body: { cv: null } }),
      'POST /api/jobs/job-1/apply': () => ({ status: 409, body: { title: 'Conflict', status: 409, code: 'ALREADY_APPLIED' } }),
    });
    const { user, set } = renderBox();
    await user.click(screen.getByRole('button', { name: 'Send application' }));
    expect(await screen.findByText('You have already applied to this job.')).toBeTruthy();
    expect(set).not.toHaveBeenCalled();
  });

  it('a lost connection says the application was not sent', async () => {
    stubApi({ 'GET /api/student/cv': () => ({ body: { cv: null } }), 'POST /api/jobs/job-1/apply': () => 'network-error' });
    const { user } = renderBox();
    await user.click(screen.getByRole('button', { name: 'Send application' }));
    expect(await screen.findByText('Your application could not be sent. Please try again.')).toBeTruthy();
  });

  it('an application that could not be loaded offers a retry', async () => {
    const { user, reload } = renderBox({ loaded: 'failed' });
    expect(screen.getByRole('alert').textContent).toContain('Your application could not be loaded.');
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(reload).toHaveBeenCalled();
  });

  it('a closed job takes no application', () => {
    stubApi({ 'GET /api/student/cv': () => ({ body: { cv: null } }) });
    renderBox({ job: { ...job, status: 'closed' } });
    expect(screen.getByText('Applications to this job are closed.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Send application' })).toBeNull();
  });

  it('asks every screening question, sends the answers with the version seen, and reloads changed questions', async () => {
    const asked: Job = {
      ...job,
      screeningVersion: 3,
      screening: [
        { id: 'visa', kind: 'yes-no', prompt: 'Do you need a visa?' },
        { id: 'level', kind: 'choice', prompt: 'Your German?', options: ['B2', 'C1'] },
        { id: 'why', kind: 'text', prompt: 'Why this team?' },
      ],
    };
    let answer = 0;
    const seen = stubApi({
      'GET /api/student/cv': () => ({ body: { cv: null } }),
      'GET /api/jobs/job-1': () => ({ body: { job: { ...asked, screeningVersion: 4, screening: asked.screening.slice(1) } } }),
      'POST /api/jobs/job-1/apply': () =>
        ++answer === 1
          ? { status: 409, body: { status: 409, code: 'SCREENING_CHANGED', title: 'Conflict', detail: 'changed' } }
          : { status: 201, body: { application: sent } },
    });
    const { user, set } = renderBox({ job: asked });
    await user.click(screen.getByRole('button', { name: 'Send application' }));
    expect(screen.getAllByText('Please answer this question.')).toHaveLength(3);
    expect(seen.some((r) => r.method === 'POST')).toBe(false);

    await user.click(screen.getByRole('radio', { name: 'No' }));
    await user.click(screen.getByRole('radio', { name: 'C1' }));
    await user.type(screen.getByLabelText('Why this team?'), 'Markets');
    await user.click(screen.getByRole('button', { name: 'Send application' }));
    expect(await screen.findByText(/The company changed its questions/)).toBeTruthy();
    expect(seen.find((r) => r.method === 'POST')?.body).toEqual({ coverNote: '', screening: { version: 3, answers: { visa: 'no', level: 'C1', why: 'Markets' } } });
    await vi.waitFor(() => expect(screen.queryByText('Do you need a visa?')).toBeNull());

    await user.click(screen.getByRole('button', { name: 'Send application' }));
    await vi.waitFor(() => expect(set).toHaveBeenCalled());
    expect(seen.filter((r) => r.method === 'POST')[1]?.body).toEqual({ coverNote: '', screening: { version: 4, answers: { level: 'C1', why: 'Markets' } } });
  });
});
