import { screen } from '@testing-library/preact';
import { Route, Routes, useLocation } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { renderScreen, stubApi, type Answer } from '../../../testing/render.tsx';
import type { AttemptView, PublicChallenge } from '../api/challenge-schema.ts';
import { AttemptPage } from './attempt-page.tsx';

const now = Date.now();
const challenge: PublicChallenge = {
  uniqueId: 'ch-1',
  title: 'Value a bakery chain',
  track: 'Finance',
  series: null,
  summary: 'A first valuation.',
  learn: [],
  minutes: 30,
  opensAt: new Date(now - 86_400_000).toISOString(),
  closesAt: new Date(now + 86_400_000).toISOString(),
  taskCount: 2,
  status: 'open',
  company: { organisationId: 'org-1', name: 'Northbridge Capital', logo: null },
  material: { html: '<p>Twelve shops.</p>', images: [], files: [] },
};
const task = (id: string, prompt: string) => ({ id, kind: 'single' as const, prompt, points: 10, options: [{ id: `${id}-a`, text: 'Yes' }, { id: `${id}-b`, text: 'No' }], items: [], unit: '', maxLength: 3000 });
const attempt: AttemptView = {
  attemptId: 'at-1',
  challengeId: 'ch-1',
  status: 'in-progress',
  startedAt: new Date(now).toISOString(),
  deadline: new Date(now + 1_800_000).toISOString(),
  remainingSeconds: 1800,
  serverNow: new Date(now).toISOString(),
  tasks: [task('t1', 'Is the chain profitable?'), task('t2', 'Would you buy it?')],
  answers: {},
  resultId: null,
  challenge,
};
const base = '/api/challenges/ch-1';

function Where() {
  return <p data-testid="where">{useLocation().pathname}</p>;
}

function renderAttempt(routes: Record<string, (r: { body: unknown }) => Answer | 'network-error'>) {
  const seen = stubApi({ [`GET ${base}`]: () => ({ body: { challenge } }), ...routes });
  const view = renderScreen(
    <Routes>
      <Route path="/challenge/attempt/ch-1" element={<AttemptPage challengeId="ch-1" />} />
      <Route path="*" element={<Where />} />
    </Routes>,
    { path: '/challenge/attempt/ch-1' },
  );
  return { ...view, seen };
}

describe('taking a challenge (the attempt machine on screen)', () => {
  it('intro → start → answers saved as given → review names the unanswered → submit opens the result', async () => {
    const { user, seen } = renderAttempt({
      [`GET ${base}/attempt`]: () => ({ body: { attempt: null } }),
      [`POST ${base}/attempt`]: () => ({ status: 201, body: { attempt } }),
      [`PUT ${base}/attempt/answers/t1`]: () => ({ body: { remainingSeconds: 1790 } }),
      [`POST ${base}/attempt/submit`]: () => ({ body: { resultId: 'res-1' } }),
    });
    expect(await screen.findByText('Time limit 30 min.', { exact: false })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Start' }));
    expect(await screen.findByRole('heading', { name: 'Task 1 of 2' })).toBeTruthy();
    await user.click(screen.getByRole('radio', { name: 'Yes' }));
    await vi.waitFor(() => expect(screen.getByTestId('attempt-saving').textContent).toBe('All answers saved'));
    expect(seen.find((r) => r.method === 'PUT')?.body).toEqual({ answer: { optionId: 't1-a' } });
    expect(screen.getByRole('button', { name: 'Task 1, answered' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByRole('heading', { name: 'Task 2 of 2' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Review answers' }));
    expect(await screen.findByText('Tasks without an answer: 1. They score 0.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect((await screen.findByTestId('where')).textContent).toBe('/challenge/result/res-1');
  });

  it('a student without a year of study is sent to complete the profile instead of starting', async () => {
    const { user } = renderAttempt({
      [`GET ${base}/attempt`]: () => ({ body: { attempt: null } }),
      [`POST ${base}/attempt`]: () => ({ status: 409, body: { title: 'Conflict', status: 409, code: 'ONBOARDING_REQUIRED' } }),
    });
    await user.click(await screen.findByRole('button', { name: 'Start' }));
    expect((await screen.findByTestId('attempt-onboarding-needed')).textContent).toContain('Tell us your year of study first');
    expect(screen.getByRole('link', { name: 'Complete your profile' })).toBeTruthy();
  });

  it('an attempt in progress resumes at the first unanswered task', async () => {
    renderAttempt({ [`GET ${base}/attempt`]: () => ({ body: { attempt: { ...attempt, answers: { t1: { optionId: 't1-b' } } } } }) });
    expect(await screen.findByRole('heading', { name: 'Task 2 of 2' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Task 1, answered' })).toBeTruthy();
  });

  it('an attempt that cannot be loaded says so, and Retry loads it again', async () => {
    let fail = true;
    const { user } = renderAttempt({ [`GET ${base}/attempt`]: () => (fail ? 'network-error' : { body: { attempt: null } }) });
    expect((await screen.findByTestId('attempt-load-failed')).textContent).toContain('Your attempt could not be loaded.');
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('button', { name: 'Start' })).toBeTruthy();
  });
});
