import { readableJob } from '@fast-track/shared/jobs/job-languages';
import { screen, within } from '@testing-library/preact';
import { describe, expect, it, vi } from 'vitest';
import { renderScreen, stubApi } from '../../../testing/render.tsx';
import type { Job } from '../api/job-schema.ts';
import { emptyDraft, type JobDraft } from '../utils/job-form.ts';
import { JobEditor, type SaveResult } from './job-editor.tsx';
import { JobPage } from './job-page.tsx';
import { ScreeningAnswersField } from './screening-answers-field.tsx';

// A job in several languages (issue 25 part 6; docs/jobs.md § Languages): the editor's language tabs over the texts
// and the questions' texts, and a student reading their language (English here), else the source with a note.

const tab = (name: RegExp) => within(screen.getByRole('tablist', { name: 'Languages' })).getByRole('tab', { name });
const inAMonth = new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10);
const complete: JobDraft = {
  ...emptyDraft(),
  title: 'Graduate Analyst',
  type: 'graduate',
  locations: 'Berlin',
  description: '<p>Model companies.</p>',
  requirements: 'Excel',
  deadline: inAMonth,
  screening: [{ id: 'visa', kind: 'yes-no', prompt: 'Do you need a visa?', options: '', knockOut: ['yes'] }],
};

function renderEditor(initial: JobDraft, answer: SaveResult = { ok: true }) {
  const onSubmit = vi.fn((_body: unknown) => Promise.resolve(answer));
  const view = renderScreen(<JobEditor initial={initial} resetKey="k" submitLabel="Save changes" onSubmit={onSubmit} />);
  return { ...view, onSubmit, save: () => view.user.click(screen.getByRole('button', { name: 'Save changes' })) };
}

const germanVersion = { title: 'Analyst (m/w/d)', description: '<p>Unternehmen bewerten.</p>', requirements: 'Excel-Kenntnisse', screening: {} };

describe('the job editor’s languages', () => {
  it('adds a language, writes its texts and a question’s text there, keeps the original, and sends both', async () => {
    const { user, save, onSubmit } = renderEditor({ ...complete, translations: { de: { ...germanVersion, title: '' } } });
    expect(tab(/English/).textContent).toContain('original');
    await user.click(tab(/Deutsch/));
    const title = screen.getByLabelText<HTMLInputElement>('Job title');
    expect(title.getAttribute('lang')).toBe('de');
    await user.type(title, 'Analyst');
    await user.type(screen.getByLabelText('Question 1: Do you need a visa?'), 'Visum?');
    await user.click(tab(/English/));
    expect(screen.getByLabelText<HTMLInputElement>('Job title').value).toBe('Graduate Analyst');
    expect(screen.queryByTestId('job-screening-versions')).toBeNull();
    await save();
    expect(onSubmit.mock.calls[0]?.[0]).toMatchObject({
      title: 'Graduate Analyst',
      sourceLanguage: 'en',
      translations: { de: { title: 'Analyst', requirements: ['Excel-Kenntnisse'], screening: { visa: { prompt: 'Visum?' } } } },
    });
  }, 20_000);

  it('a version without a title opens its tab, marks it and sends nothing; removing it sends none', async () => {
    const { user, save, onSubmit } = renderEditor({ ...complete, translations: { fr: { ...germanVersion, title: ' ' } } });
    await save();
    expect(tab(/Français/).getAttribute('aria-selected')).toBe('true');
    expect(tab(/Français/).textContent).toContain('check');
    expect(screen.getByLabelText('Job title').getAttribute('aria-invalid')).toBe('true');
    expect(onSubmit).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Remove the Français version' }));
    await save();
    expect(onSubmit.mock.calls[0]?.[0]).toMatchObject({ translations: {} });
  });

  it('a version field the server refuses opens that language', async () => {
    const { save } = renderEditor({ ...complete, translations: { es: germanVersion } }, { ok: false, fields: [{ path: 'translations.es.description', message: 'no' }], message: null });
    await save();
    expect(await screen.findByText('Please check the highlighted fields.')).toBeTruthy();
    expect(tab(/Español/).getAttribute('aria-selected')).toBe('true');
  });
});

const job: Job = {
  uniqueId: 'job-1',
  status: 'open',
  title: 'Analyst (m/w/d)',
  type: 'graduate',
  track: 'Finance',
  locations: ['Berlin'],
  remote: false,
  description: '<p>Unternehmen bewerten.</p>',
  requirements: ['Excel-Kenntnisse'],
  salary: null,
  deadline: '2099-01-01T00:00:00.000Z',
  apply: { method: 'platform' },
  publishedAt: '2026-11-01T09:00:00.000Z',
  publishAt: null,
  screening: [{ id: 'level', kind: 'choice', prompt: 'Ihr Englisch?', options: ['Keins', 'B2'] }],
  screeningVersion: 1,
  updatedAt: '2026-11-01T09:00:00.000Z',
  version: 1,
  company: { organisationId: 'org-1', name: 'Nordbank', logo: null, status: 'active' },
  sourceLanguage: 'de',
};
const english = { title: 'Analyst', description: '<p>Value companies.</p>', requirements: ['Excel'], screening: { level: { prompt: 'Your English?', options: ['None', 'B2'] } } };

describe('a job in the reader’s language', () => {
  it('shows the source with "Written in German" when there is no English version', async () => {
    stubApi({ 'GET /api/jobs/job-1': () => ({ body: { job } }) });
    renderScreen(<JobPage jobId="job-1" />, { path: '/jobs/job-1' });
    const title = await screen.findByRole('heading', { level: 1, name: 'Analyst (m/w/d)' });
    expect(title.getAttribute('lang')).toBe('de');
    expect(screen.getByTestId('written-in').textContent).toBe('Written in German');
  });

  it('shows the English version without a note when the company wrote one', async () => {
    stubApi({ 'GET /api/jobs/job-1': () => ({ body: { job: { ...job, translations: { en: english } } } }) });
    renderScreen(<JobPage jobId="job-1" />, { path: '/jobs/job-1' });
    expect((await screen.findByRole('heading', { level: 1, name: 'Analyst' })).getAttribute('lang')).toBe('en');
    expect(screen.getByText('Value companies.')).toBeTruthy();
    expect(within(screen.getByRole('region', { name: 'Requirements' })).getAllByRole('listitem').map((li) => li.textContent)).toEqual(['Excel']);
    expect(screen.queryByTestId('written-in')).toBeNull();
  });

  it('asks a question in the reader’s language and answers with the source option', async () => {
    const onChange = vi.fn();
    const { questions } = { questions: readableJob({ ...job, translations: { en: english } }, 'en').screening };
    const { user } = renderScreen(<ScreeningAnswersField questions={questions} answers={{}} onChange={onChange} showErrors={false} />);
    expect(screen.getByRole('group', { name: 'Your English?' })).toBeTruthy();
    await user.click(screen.getByRole('radio', { name: 'None' }));
    expect(onChange).toHaveBeenCalledWith({ level: 'Keins' });
  });
});
