import { screen, within } from '@testing-library/preact';
import { describe, expect, it, vi } from 'vitest';
import { heldAnswer, problem } from '../../../testing/deferred.ts';
import { quietToasts } from '../../../testing/quiet-toasts.ts';
import { renderScreen, stubApi } from '../../../testing/render.tsx';
import { FindPage } from './find-page.tsx';
import { WrittenScoring } from './written-scoring.tsx';

const lookup = {
  kind: 'certificate',
  genuine: true,
  student: { firstName: 'Rosa', LastName: 'Lind', university: 'University of Tartu' },
  challenge: { uniqueId: 'c-1', title: 'DCF sprint', track: 'investment_banking', company: { name: 'Northbridge Capital' } },
  issuedAt: '2026-11-20T10:00:00.000Z',
  score: { earned: 8, total: 10, percent: 80 },
  band: null,
  cohort: null,
};

describe('checking a certificate by its id', () => {
  it('loading, then a genuine certificate with only what the student shares', async () => {
    const held = heldAnswer({ body: lookup });
    const seen = stubApi({ 'GET /api/find/cert-1': held.route });
    renderScreen(<FindPage id="cert-1" hrefFor={(id) => `/Find/${id}`} onLookup={() => undefined} />);
    expect(screen.getByRole('status').textContent).toBe('Loading…');
    held.release();
    const result = await screen.findByRole('region', { name: 'Genuine certificate' });
    expect(within(result).getByText('Rosa Lind')).toBeTruthy();
    expect(within(result).getByText('DCF sprint · Northbridge Capital')).toBeTruthy();
    expect(within(result).getByTestId('find-score').textContent).toBe('80.0%');
    expect(seen.map((r) => r.path)).toEqual(['/api/find/cert-1']);
  });

  it('a hidden score says so; an unknown id is not genuine; a failure offers a retry', async () => {
    stubApi({ 'GET /api/find/cert-1': () => ({ body: { ...lookup, score: null } }), 'GET /api/find/nope': () => problem.notFound(), 'GET /api/find/down': () => problem.server() });
    const { unmount } = renderScreen(<FindPage id="cert-1" hrefFor={(id) => `/Find/${id}`} onLookup={() => undefined} />);
    expect((await screen.findByTestId('find-score')).textContent).toBe('Not shared by the student');
    unmount();
    const second = renderScreen(<FindPage id="nope" hrefFor={(id) => `/Find/${id}`} onLookup={() => undefined} />);
    expect((await screen.findByRole('alert')).textContent).toBe('No certificate or result has this id. It may have been mistyped, or the student has deleted their account.');
    second.unmount();
    renderScreen(<FindPage id="down" hrefFor={(id) => `/Find/${id}`} onLookup={() => undefined} />);
    expect((await screen.findByRole('alert')).textContent).toContain('This could not be loaded right now.');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });

  it('looks up another id, trimmed, and not an empty one', async () => {
    stubApi({ 'GET /api/find/cert-1': () => ({ body: lookup }) });
    const onLookup = vi.fn();
    const { user } = renderScreen(<FindPage id="cert-1" hrefFor={(id) => `/Find/${id}`} onLookup={onLookup} />);
    await user.click(screen.getByRole('button', { name: 'Check' }));
    expect(onLookup).not.toHaveBeenCalled();
    await user.type(screen.getByLabelText('Check another id'), ' abc-9 ');
    await user.click(screen.getByRole('button', { name: 'Check' }));
    expect(onLookup).toHaveBeenCalledWith('/Find/abc-9');
  });
});

const written = '/api/organisations/org-1/challenges/ch-1/written';
const answer = { attemptId: 'a-1', taskId: 't-1', prompt: 'Why this bank?', text: 'Because of the deal flow.', rubric: [{ id: 'r1', criterion: 'Clarity', points: 5 }, { id: 'r2', criterion: 'Insight', points: 3 }], scores: null, scoredAt: null };

describe('scoring written answers', () => {
  it('loading, then the empty state', async () => {
    const held = heldAnswer({ body: { answers: [] } });
    stubApi({ [`GET ${written}`]: held.route });
    renderScreen(<WrittenScoring organisationId="org-1" challengeId="ch-1" onScored={() => undefined} />);
    expect(screen.getByRole('status').textContent).toBe('Loading…');
    held.release();
    expect(await screen.findByText('No written answers waiting.')).toBeTruthy();
  });

  it('scores within each criterion’s points are sent; a refused score says so', async () => {
    let status = 200;
    const seen = stubApi({ [`GET ${written}`]: () => ({ body: { answers: [answer] } }), [`POST ${written}/a-1/t-1`]: () => (status === 200 ? { body: {} } : problem.badRequest()) });
    const toasts = quietToasts();
    const onScored = vi.fn();
    const { user } = renderScreen(<WrittenScoring organisationId="org-1" challengeId="ch-1" onScored={onScored} />);
    const form = await screen.findByRole('form', { name: 'Answer 1 · to score' });
    expect(within(form).getByText('Because of the deal flow.')).toBeTruthy();
    const clarity = within(form).getByLabelText<HTMLInputElement>('Clarity (out of 5)');
    await user.clear(clarity);
    await user.type(clarity, '9');
    expect(clarity.value).toBe('5');
    await user.clear(within(form).getByLabelText('Insight (out of 3)'));
    await user.type(within(form).getByLabelText('Insight (out of 3)'), '2');
    status = 400;
    await user.click(within(form).getByRole('button', { name: 'Save score' }));
    await vi.waitFor(() => expect(toasts.error).toHaveBeenCalledWith('The score could not be saved.'));
    expect(onScored).not.toHaveBeenCalled();
    status = 200;
    await user.click(within(form).getByRole('button', { name: 'Save score' }));
    await vi.waitFor(() => expect(toasts.success).toHaveBeenCalledWith('Score saved.'));
    expect(onScored).toHaveBeenCalledOnce();
    expect(seen.filter((r) => r.method === 'POST').map((r) => r.body)).toEqual([{ scores: [5, 2] }, { scores: [5, 2] }]);
  });

  it('a list that cannot be loaded offers a retry', async () => {
    stubApi({ [`GET ${written}`]: () => problem.server() });
    renderScreen(<WrittenScoring organisationId="org-1" challengeId="ch-1" onScored={() => undefined} />);
    expect((await screen.findByRole('alert')).textContent).toContain('This could not be loaded right now.');
  });
});
