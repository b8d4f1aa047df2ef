import { describe, expect, it } from 'vitest';
import type { AttemptSummary } from './attempt.queries.ts';
import type { LiveChallenge } from './challenge.queries.ts';
import { trackSteps } from './next-steps.queries.ts';

// 'Your next steps' from one fact per step: status and percentage never disagree, and no step links to /student.

const challenge = (challengeId: string, series: 'induction' | 'intro' | null, status: 'open' | 'closed' = 'open'): LiveChallenge =>
  ({ challengeId, content: { track: 'Finance', series }, view: { status } }) as unknown as LiveChallenge;
const attempt = (a: Partial<AttemptSummary>): AttemptSummary => ({ status: 'submitted', resultId: null, percent: null, ranked: false, answered: 0, tasks: 4, ...a });

const byKey = (steps: ReturnType<typeof trackSteps>) => Object.fromEntries(steps.map((s) => [s.key, { status: s.status, score: s.score, link: s.link }]));

describe('trackSteps', () => {
  it('reads every status from the same completion the percentage shows', () => {
    const challenges = [challenge('ind', 'induction'), challenge('p1', null), challenge('p2', null), challenge('p3', null)];
    const attempts = new Map([
      ['ind', attempt({ resultId: 'r-ind', percent: 0, ranked: false })],
      ['p1', attempt({ resultId: 'r-p1', ranked: true })],
    ]);
    const steps = byKey(trackSteps('Finance', challenges, attempts, false));
    // A submitted induction whose score is 0 % (or still being scored) is done: its step is complete, 100 %.
    expect(steps['induction']).toEqual({ status: 'done', score: 100, link: '/challenge/result/r-ind' });
    // One ranked challenge of three: in progress at 33 %, never "To do 33 %".
    expect(steps['fellowship']).toEqual({ status: 'in-progress', score: 33, link: '/challenge/p2' });
    expect(steps['virtualExperience']).toEqual({ status: 'done', score: 100, link: '/challenge/result/r-p1' });
    expect(steps['application']).toEqual({ status: 'todo', score: 0, link: '/student/applications' });
  });

  it('counts the answered tasks of a running attempt', () => {
    const steps = byKey(trackSteps('Finance', [challenge('ind', 'induction')], new Map([['ind', attempt({ status: 'in-progress', answered: 1, tasks: 4 })]]), false));
    expect(steps['induction']).toEqual({ status: 'in-progress', score: 25, link: '/challenge/attempt/ind' });
    const none = byKey(trackSteps('Finance', [challenge('ind', 'induction')], new Map([['ind', attempt({ status: 'in-progress', answered: 0 })]]), false));
    expect(none['induction']).toMatchObject({ status: 'todo', score: 0 });
  });

  it('links a step with no page of its own to nothing, never back to the dashboard', () => {
    const steps = trackSteps('Finance', [], new Map(), true);
    expect(steps.map((s) => s.link)).toEqual(['/student/applications', null, null, null, null]);
    expect(steps[0]).toMatchObject({ status: 'done', score: 100 });
  });
});
