import { screen } from '@testing-library/preact';
import { describe, expect, it, vi } from 'vitest';
import { renderScreen } from '../../../testing/render.tsx';
import { emptyDraft, type JobDraft } from '../utils/job-form.ts';
import { JobEditor, type SaveResult } from './job-editor.tsx';

const inAMonth = new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10);
const complete: JobDraft = {
  ...emptyDraft(),
  title: 'Graduate Analyst',
  type: 'graduate',
  locations: 'London, Paris',
  description: '<p>Model companies with a friendly team.</p>',
  deadline: inAMonth,
};

function renderEditor(initial: JobDraft, answer: SaveResult = { ok: true }) {
  const onSubmit = vi.fn(() => Promise.resolve(answer));
  const view = renderScreen(<JobEditor initial={initial} resetKey="k" submitLabel="Save changes" onSubmit={onSubmit} />);
  return { ...view, onSubmit, save: () => view.user.click(screen.getByRole('button', { name: 'Save changes' })) };
}

describe('the job editor', () => {
  it('an empty job names every missing field, marks it invalid and sends nothing', async () => {
    const { save, onSubmit } = renderEditor(emptyDraft());
    await save();
    for (const message of ['Please enter a job title.', 'Enter at least one location, or mark the job as remote.', 'Please describe the job.', 'Please choose a deadline.']) {
      expect(screen.getByText(message)).toBeTruthy();
    }
    expect(screen.getByLabelText('Job title').getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement?.id).toBe('job-title');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('a salary range upside down is refused before sending', async () => {
    const { save, onSubmit } = renderEditor({ ...complete, salaryShown: true, salaryMin: '50000', salaryMax: '40000' });
    await save();
    expect(screen.getByText('The upper end must not be below the lower end.')).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('a complete job is sent with its locations split', async () => {
    const { save, onSubmit } = renderEditor(complete);
    await save();
    expect(onSubmit).toHaveBeenCalledTimes(1);
    expect(onSubmit.mock.calls[0]).toEqual([expect.objectContaining({ title: 'Graduate Analyst', type: 'graduate', locations: ['London', 'Paris'] })]);
  });

  it('a field the server refuses is marked, with the server’s message above the buttons', async () => {
    const { save } = renderEditor(complete, { ok: false, fields: [{ path: 'title', message: 'taken' }], message: 'The job could not be saved. Please try again.' });
    await save();
    expect(await screen.findByText('The job could not be saved. Please try again.')).toBeTruthy();
    expect(screen.getByLabelText('Job title').getAttribute('aria-invalid')).toBe('true');
  });

  it('a title past the limit says the limit', async () => {
    const { save, onSubmit } = renderEditor({ ...complete, title: 'x'.repeat(121) });
    await save();
    expect(screen.getByText('The title may be at most 120 characters.')).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('adds a yes/no screening question with a knock-out answer and saves the job as a draft', async () => {
    const onSubmit = vi.fn(() => Promise.resolve<SaveResult>({ ok: true }));
    const { user } = renderScreen(<JobEditor initial={complete} resetKey="k" submitLabel="Publish job" publishing={{ mode: 'now', at: '' }} onSubmit={onSubmit} />);
    await user.click(screen.getByRole('button', { name: 'Add a question' }));
    await user.click(screen.getByRole('button', { name: 'Publish job' }));
    expect(screen.getByText('Please write the question.')).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();
    await user.type(screen.getByLabelText('Question 1'), 'Do you need a visa?');
    await user.click(screen.getByTestId('screening-knockout-yes'));
    await user.click(screen.getByTestId('job-publish-draft'));
    await user.click(screen.getByRole('button', { name: 'Save draft' }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
    const [body, publish] = onSubmit.mock.calls[0] as unknown as [{ screening: { id: string }[] }, unknown];
    expect(body.screening).toEqual([{ id: body.screening[0]?.id, kind: 'yes-no', prompt: 'Do you need a visa?', knockOut: ['yes'] }]);
    expect(body.screening[0]?.id).toMatch(/^q[a-z0-9]+$/);
    expect(publish).toEqual({ mode: 'draft', at: '' });
  });

  it('scheduling asks for a time before the deadline', async () => {
    const onSubmit = vi.fn(() => Promise.resolve<SaveResult>({ ok: true }));
    const { user } = renderScreen(<JobEditor initial={complete} resetKey="k" submitLabel="Publish job" publishing={{ mode: 'now', at: '' }} onSubmit={onSubmit} />);
    await user.click(screen.getByTestId('job-publish-schedule'));
    await user.click(screen.getByRole('button', { name: 'Schedule job' }));
    expect(screen.getByText('Please choose a date and time.')).toBeTruthy();
    expect(document.activeElement?.id).toBe('job-publish-at');
    expect(onSubmit).not.toHaveBeenCalled();
  });
});
