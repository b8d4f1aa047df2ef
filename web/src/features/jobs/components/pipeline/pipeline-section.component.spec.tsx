import { screen, within } from '@testing-library/preact';
import { describe, expect, it, vi } from 'vitest';
import { heldAnswer, problem } from '../../../../testing/deferred.ts';
import { quietToasts } from '../../../../testing/quiet-toasts.ts';
import { renderScreen, stubApi } from '../../../../testing/render.tsx';
import type { PipelineBoard, PipelineCard } from '../../api/pipeline.ts';
import { PipelineSection } from './pipeline-section.tsx';

const base = '/api/organisations/org-1/jobs/job-1';
const card = (id: string, firstName: string, stage: PipelineCard['stage'] = 'applied', extra: Partial<PipelineCard> = {}): PipelineCard => ({
  applicationId: id,
  firstName,
  lastName: 'Nowak',
  university: { name: 'University of Warsaw', area: 'Poland' },
  tracks: ['Finance'],
  stage,
  hasCv: true,
  cvName: 'cv.pdf',
  submittedAt: '2026-11-01T09:00:00.000Z',
  rating: null,
  notes: 0,
  bestBand: null,
  ...extra,
});
const empty = { cards: [], next: null };
const moves = { applied: ['shortlisted', 'interview', 'offer', 'rejected'], shortlisted: ['interview', 'offer', 'rejected'], interview: ['offer', 'rejected'], offer: [], rejected: [] };
const board = (cards: PipelineCard[] = [card('a1', 'Anna', 'applied', { rating: 3, notes: 2, bestBand: 'top10' }), card('a2', 'Ben')]): PipelineBoard => ({
  counts: { applied: cards.length, shortlisted: 0, interview: 0, offer: 0, rejected: 0, closed: 0 },
  columns: { applied: { cards, next: null }, shortlisted: empty, interview: empty, offer: empty, rejected: empty, closed: empty },
  moves,
  universities: ['University of Warsaw'],
});
const moved = (ids: string[]) => ({ body: { msg: 'success', moved: ids, unchanged: [], refused: [] } });

const renderSection = () => renderScreen(<PipelineSection organisationId="org-1" jobId="job-1" />);

describe('the pipeline board', () => {
  it('loading, then the columns with counts and cards; the empty state', async () => {
    const held = heldAnswer({ body: board() });
    stubApi({ [`GET ${base}/pipeline`]: held.route });
    renderSection();
    expect(screen.getByText('Loading…')).toBeTruthy();
    held.release();
    const applied = await screen.findByTestId('pipeline-column-applied');
    expect(within(applied).getByRole('heading', { name: /Applied/ })).toBeTruthy();
    expect(within(applied).getAllByTestId('pipeline-card')).toHaveLength(2);
    expect(within(applied).getAllByTestId('pipeline-card')[0]!.textContent).toContain('Notes: 2');
    expect(within(applied).getByRole('img', { name: 'Rated 3 of 4' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: /Declined/ })).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Pipeline board (scrolls sideways)' })).toBeTruthy();
  });

  it('says when nobody applied, and when filters match nobody; filters go to the server', async () => {
    const seen = stubApi({ [`GET ${base}/pipeline`]: () => ({ body: board([]) }) });
    const { user } = renderSection();
    expect(await screen.findByText('Nobody has applied yet.')).toBeTruthy();
    await user.selectOptions(screen.getByLabelText('Rating'), '3');
    expect(await screen.findByText('No applications match these filters.')).toBeTruthy();
    expect(seen.at(-1)!.query.get('rating')).toBe('3');
  });

  it('moves a card by keyboard: pick up, choose a column, drop; each step is announced', async () => {
    const seen = stubApi({ [`GET ${base}/pipeline`]: () => ({ body: board() }), [`POST ${base}/applications/move`]: () => moved(['a1']) });
    quietToasts();
    const { user } = renderSection();
    const handle = (await screen.findAllByRole('button', { name: 'Move Anna Nowak' }))[0]!;
    handle.focus();
    await user.keyboard(' ');
    expect(screen.getByTestId('pipeline-announcement').textContent).toContain('Drop target: Shortlisted');
    await user.keyboard('{ArrowRight}');
    expect(screen.getByTestId('pipeline-announcement').textContent).toBe('Drop target: Interview.');
    await user.keyboard('{ArrowLeft}');
    await user.keyboard('{ArrowLeft}');
    expect(screen.getByTestId('pipeline-announcement').textContent).toBe('Drop target: Declined.');
    await user.keyboard('{Escape}');
    expect(screen.getByTestId('pipeline-announcement').textContent).toBe('Move cancelled. Anna Nowak stays in Applied.');
    expect(seen.some((r) => r.method === 'POST')).toBe(false);
    handle.focus();
    await user.keyboard('{Enter}');
    await user.keyboard('{Enter}');
    await vi.waitFor(() => expect(within(screen.getByTestId('pipeline-column-shortlisted')).getAllByTestId('pipeline-card')).toHaveLength(1));
    expect(seen.find((r) => r.method === 'POST')!.body).toEqual({ applicationIds: ['a1'], stage: 'shortlisted', mail: true });
    expect(screen.getByTestId('pipeline-announcement').textContent).toBe('Anna Nowak moved to Shortlisted.');
    expect(screen.getByTestId('pipeline-count-applied').textContent).toBe('1');
  });

  it('bulk-moves the selected cards without mail when the switch is off; reports refusals', async () => {
    const seen = stubApi({
      [`GET ${base}/pipeline`]: () => ({ body: board() }),
      [`POST ${base}/applications/move`]: () => ({ body: { msg: 'success', moved: ['a1'], unchanged: [], refused: [{ applicationId: 'a2', code: 'STAGE_TRANSITION' }] } }),
    });
    const toasts = quietToasts();
    const { user } = renderSection();
    await user.click(await screen.findByRole('checkbox', { name: 'Select Anna Nowak' }));
    await user.click(screen.getByRole('checkbox', { name: 'Select Ben Nowak' }));
    expect(screen.getByText('Selected: 2')).toBeTruthy();
    await user.click(screen.getByRole('checkbox', { name: 'Email students when I move them' }));
    await user.selectOptions(screen.getByLabelText('Move to'), 'rejected');
    await user.click(screen.getByRole('button', { name: 'Move selected (2)' }));
    await vi.waitFor(() => expect(toasts.error).toHaveBeenCalledWith('Not moved (withdrawn, closed or not a next step): 1.'));
    expect(seen.find((r) => r.method === 'POST')!.body).toEqual({ applicationIds: ['a1', 'a2'], stage: 'rejected', mail: false });
    expect(within(screen.getByTestId('pipeline-column-rejected')).getAllByTestId('pipeline-card')).toHaveLength(1);
  });

  it('a board that cannot be loaded offers a retry', async () => {
    let status = 500;
    stubApi({ [`GET ${base}/pipeline`]: () => (status === 500 ? problem.server() : { body: board() }) });
    const { user } = renderSection();
    const retry = await screen.findByRole('button', { name: 'Try again' });
    expect(screen.queryByTestId('pipeline-board')).toBeNull();
    status = 200;
    await user.click(retry);
    expect(await screen.findByTestId('pipeline-board')).toBeTruthy();
  });
});

describe('the review panel', () => {
  it('rates and adds a private note; an empty note is refused before sending', async () => {
    const seen = stubApi({
      [`GET ${base}/pipeline`]: () => ({ body: board() }),
      [`GET ${base}/applications/a2/review`]: () => ({ body: { review: { rating: null, coverNote: 'I love markets.', notes: [] } } }),
      [`POST ${base}/applications/a2/rating`]: () => ({ body: { msg: 'success', rating: 4 } }),
      [`POST ${base}/applications/a2/notes`]: () => ({ status: 201, body: { msg: 'success', note: { noteId: 'n1', text: 'Strong', createdAt: '2026-11-02T09:00:00.000Z' } } }),
    });
    const { user } = renderSection();
    await user.click(await screen.findByRole('button', { name: 'Ben Nowak' }));
    const panel = screen.getByRole('dialog', { name: 'Ben Nowak' });
    expect(await within(panel).findByText('I love markets.')).toBeTruthy();
    expect(within(panel).getByText('No notes yet.')).toBeTruthy();
    await user.click(within(panel).getByRole('radio', { name: '4 of 4' }));
    await vi.waitFor(() => expect(seen.find((r) => r.path.endsWith('/rating'))!.body).toEqual({ rating: 4 }));
    await user.click(within(panel).getByRole('button', { name: 'Add note' }));
    expect(within(panel).getByRole('alert').textContent).toBe('Write the note first.');
    await user.type(within(panel).getByLabelText('Add a private note'), 'Strong');
    await user.click(within(panel).getByRole('button', { name: 'Add note' }));
    expect(await within(panel).findByText('Strong')).toBeTruthy();
    await user.keyboard('{Escape}');
    const ben = screen.getAllByTestId('pipeline-card')[1]!;
    expect(ben.textContent).toContain('Notes: 1');
    expect(within(ben).getByRole('img', { name: 'Rated 4 of 4' })).toBeTruthy();
  });
});

describe('the review panel: screening answers and the route\'s part', () => {
  it('lists the answers as asked (yes/no in words, a knock-out named) and shows what the route adds to an application', async () => {
    const screeningAnswers = [
      { questionId: 'q1', kind: 'yes-no', prompt: 'Do you hold a work permit?', answer: 'no', knockOut: true },
      { questionId: 'q2', kind: 'text', prompt: 'Why us?', answer: 'Your trading desk.', knockOut: false },
    ];
    stubApi({
      [`GET ${base}/pipeline`]: () => ({ body: board() }),
      [`GET ${base}/applications/a2/review`]: () => ({ body: { review: { rating: null, coverNote: '', notes: [], screeningAnswers } } }),
    });
    const { user } = renderScreen(<PipelineSection organisationId="org-1" jobId="job-1" applicationExtra={(id) => <p>Interview for {id}</p>} />);
    await user.click(await screen.findByRole('button', { name: 'Ben Nowak' }));
    const panel = screen.getByRole('dialog', { name: 'Ben Nowak' });
    const answers = await within(panel).findByTestId('pipeline-screening');
    expect(within(answers).getByText('Do you hold a work permit?')).toBeTruthy();
    expect(within(answers).getByText('No')).toBeTruthy();
    expect(within(answers).getByText('Knock-out answer')).toBeTruthy();
    expect(within(answers).getByText('Your trading desk.')).toBeTruthy();
    expect(within(panel).getByText('Interview for a2')).toBeTruthy();
  });
});

describe('the stage mails', () => {
  it('shows the built-in text until the company saves its own; checks the fields first', async () => {
    const saved = { stage: 'rejected', lng: 'en', subject: 'About {{jobTitle}}', body: 'Hello {{name}}', updatedAt: '2026-11-02T09:00:00.000Z' };
    const seen = stubApi({
      [`GET ${base}/pipeline`]: () => ({ body: board() }),
      ['GET /api/organisations/org-1/stage-mails']: () => ({ body: { templates: [] } }),
      ['POST /api/organisations/org-1/stage-mails/rejected/en']: () => ({ body: { msg: 'success', templates: [saved] } }),
    });
    quietToasts();
    const { user } = renderSection();
    await user.click(await screen.findByRole('button', { name: 'Stage emails' }));
    const panel = screen.getByRole('dialog', { name: 'Stage emails' });
    expect((await within(panel).findByTestId('stage-mail-status')).textContent).toBe('The standard email is used for this stage and language.');
    expect(within(panel).getByText(/You can use \{\{name\}\}, \{\{jobTitle\}\} and \{\{companyName\}\}/)).toBeTruthy();
    await user.click(within(panel).getByRole('button', { name: 'Save email' }));
    expect(within(panel).getAllByRole('alert').map((a) => a.textContent)).toEqual(['This cannot be empty.', 'This cannot be empty.']);
    await user.type(within(panel).getByLabelText('Subject'), 'About {{{{jobTitle}}');
    await user.type(within(panel).getByLabelText('Email text'), 'Hello {{{{name}}');
    await user.click(within(panel).getByRole('button', { name: 'Save email' }));
    await vi.waitFor(() => expect(within(panel).getByTestId('stage-mail-status').textContent).toBe('Your own email is used for this stage and language.'));
    expect(seen.find((r) => r.method === 'POST')!.body).toEqual({ subject: 'About {{jobTitle}}', body: 'Hello {{name}}' });
  });
});
