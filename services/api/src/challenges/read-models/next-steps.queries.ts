import type { AttemptSummary } from './attempt.queries.ts';
import type { LiveChallenge } from './challenge.queries.ts';

// 'Your next steps' of GET /api/get/percentage. Each step has one fact, its completion (0–100): the status is read
// from it (0 to do, 100 done, between in progress), so a step can never show "33 %" and "To do" at once. Each link is
// the step's own page; a step with no page to go to has no link (never the dashboard itself).

export type StepKey = 'application' | 'induction' | 'intro' | 'fellowship' | 'virtualExperience';
export interface NextStep {
  key: StepKey;
  track: string;
  status: 'done' | 'todo' | 'in-progress';
  /** The step's completion in percent, the same fact the status is read from. */
  score: number;
  link: string | null;
}

/** Ranked challenges of a track that complete the fellowship step. */
export const FELLOWSHIP_CHALLENGES = 3;

const step = (key: StepKey, track: string, completion: number, link: string | null): NextStep => {
  const score = Math.min(100, Math.max(0, Math.round(completion)));
  return { key, track, status: score >= 100 ? 'done' : score > 0 ? 'in-progress' : 'todo', score, link };
};

const page = (c: LiveChallenge | undefined): string | null => (c ? `/challenge/${c.challengeId}` : null);

export function trackSteps(track: string, ofTrack: readonly LiveChallenge[], attempts: ReadonlyMap<string, AttemptSummary>, applied: boolean): NextStep[] {
  const open = (pick: (c: LiveChallenge) => boolean) => ofTrack.find((c) => pick(c) && c.view.status === 'open' && !attempts.has(c.challengeId));
  const resultOf = (c: LiveChallenge | undefined): string | null => {
    const id = c && attempts.get(c.challengeId)?.resultId;
    return id ? `/challenge/result/${id}` : null;
  };
  // A submitted attempt completes the step; a running one counts the tasks already answered.
  const attemptCompletion = (a: AttemptSummary): number => (a.status === 'submitted' ? 100 : a.tasks > 0 ? Math.min(99, (100 * a.answered) / a.tasks) : 0);
  const seriesStep = (key: 'induction' | 'intro'): NextStep => {
    const all = ofTrack.filter((c) => c.content.series === key);
    const taken = all.find((c) => attempts.has(c.challengeId));
    const attempt = taken && attempts.get(taken.challengeId);
    if (taken && attempt) {
      return step(key, track, attemptCompletion(attempt), attempt.status === 'submitted' ? resultOf(taken) : `/challenge/attempt/${taken.challengeId}`);
    }
    return step(key, track, 0, page(all.find((c) => c.view.status === 'open') ?? all[0]));
  };
  const rankedOfTrack = ofTrack.filter((c) => attempts.get(c.challengeId)?.ranked);
  const partner = ofTrack.filter((c) => c.content.series === null);
  const partnerDone = partner.find((c) => attempts.get(c.challengeId)?.status === 'submitted');
  return [
    step('application', track, applied ? 100 : 0, '/student/applications'),
    seriesStep('induction'),
    seriesStep('intro'),
    step('fellowship', track, (100 * rankedOfTrack.length) / FELLOWSHIP_CHALLENGES, page(open(() => true)) ?? resultOf(rankedOfTrack[0])),
    step('virtualExperience', track, partnerDone ? 100 : 0, partnerDone ? resultOf(partnerDone) : page(open((c) => c.content.series === null))),
  ];
}
