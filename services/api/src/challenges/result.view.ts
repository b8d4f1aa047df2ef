import { challengeInLanguage } from '@fast-track/shared/challenges/challenge-languages';
import type { Language } from '@fast-track/shared/languages';
import type { Db } from '@fast-track/shared/db/db';
import { companyLink } from '../company-profiles/index.ts';
import { expectedValue } from './expression.ts';
import type { Answer } from './grading.ts';
import type { PublishedContent, Task } from './challenge.ts';
import { ChallengeNotFoundError, ResultNotFoundError } from './challenge.errors.ts';
import { findLiveChallenge, versionContent, type PublicChallenge } from './read-models/challenge.queries.ts';
import type { ResultRow } from './read-models/attempt.queries.ts';
import { rankView, type RankView } from './rank-rule.ts';
import { studentTask, type Variant } from './variant.ts';

// What a student sees of their result. The answer key (`feedback`) only once the window has closed: before that
// the result says how many points each task earned, never what the right answer was.

/** A result's rank as its student sees it (rank-rule.ts): the band once the cohort is large enough and not hidden. */
export interface ResultRank extends RankView {
  percentile: number | null;
  cohort: { track: string; yearOfStudy: string };
}

export function resultRank(row: ResultRow, track: string): ResultRank | null {
  if (row.cohortSize === null) return null;
  const view = rankView(row.percentile, row.cohortSize, !row.rankVisible);
  return {
    ...view,
    percentile: view.band !== null && row.percentile !== null ? Math.round(row.percentile * 10) / 10 : null,
    cohort: { track, yearOfStudy: row.yearOfStudy },
  };
}

type Feedback =
  | { taskId: string; kind: 'single'; correct: string | null; correctText: string }
  | { taskId: string; kind: 'multiple'; correct: string[]; correctTexts: string[] }
  | { taskId: string; kind: 'numeric'; expected: number; tolerance: { mode: 'absolute' | 'relative'; value: number } }
  | { taskId: string; kind: 'ordering'; order: string[]; orderTexts: string[] }
  | { taskId: string; kind: 'written'; rubric: { criterion: string; points: number }[]; scores: number[] | null };

function feedbackOf(task: Task, variant: Variant, scores: Record<string, number[]>): Feedback {
  switch (task.kind) {
    case 'single':
      return { taskId: task.id, kind: 'single', correct: task.correct, correctText: task.options.find((o) => o.id === task.correct)?.text ?? '' };
    case 'multiple':
      return { taskId: task.id, kind: 'multiple', correct: task.correct, correctTexts: task.correct.map((id) => task.options.find((o) => o.id === id)?.text ?? '') };
    case 'numeric':
      return { taskId: task.id, kind: 'numeric', expected: expectedValue(task.answer, variant.params[task.id] ?? {}), tolerance: task.tolerance };
    case 'ordering':
      return { taskId: task.id, kind: 'ordering', order: task.items.map((i) => i.id), orderTexts: task.items.map((i) => i.text) };
    case 'written':
      return { taskId: task.id, kind: 'written', rubric: task.rubric.map((c) => ({ criterion: c.criterion, points: c.points })), scores: scores[task.id] ?? null };
  }
}

/**
 * Learning after the window (issue 23): per task the student's own answer, the firm's model answer and feedback.
 * Built only for the result's owner — a student who submitted — and only once the window has closed.
 */
export interface TaskReview {
  taskId: string;
  /** Texts of the chosen options / items in the given order, the written text, or the number given; null: unanswered. */
  yourAnswer: { texts: string[] } | { value: number } | null;
  modelAnswer: string;
  feedback: string;
}

function yourAnswer(task: Task, answer: Answer | undefined): TaskReview['yourAnswer'] {
  if (!answer) return null;
  const choices = task.kind === 'single' || task.kind === 'multiple' ? task.options : task.kind === 'ordering' ? task.items : [];
  const text = (id: string) => choices.find((c) => c.id === id)?.text ?? '';
  if ('optionId' in answer) return { texts: [text(answer.optionId)] };
  if ('optionIds' in answer) return { texts: answer.optionIds.map(text) };
  if ('itemIds' in answer) return { texts: answer.itemIds.map(text) };
  if ('text' in answer) return { texts: [answer.text] };
  return { value: answer.value };
}

const reviewOf = (task: Task, answers: Record<string, Answer>): TaskReview => ({
  taskId: task.id,
  yourAnswer: yourAnswer(task, answers[task.id]),
  modelAnswer: task.modelAnswer ?? '',
  feedback: task.feedback ?? '',
});

export interface ResultJson {
  resultId: string;
  challenge: PublicChallenge;
  status: 'pending' | 'ranked';
  submittedAt: string;
  score: { earned: number; total: number; percent: number } | null;
  rank: ResultRank | null;
  tasks: { taskId: string; kind: Task['kind']; prompt: string; points: number; earned: number | null; status: 'graded' | 'pending' }[];
  feedback: Feedback[] | null;
  /** null until the window closes. `companyLink`: the firm's public page, which lists its open jobs. */
  review: { tasks: TaskReview[]; companyLink: string } | null;
  certificateId: string | null;
}

export function resultJson(row: ResultRow, content: PublishedContent, challenge: PublicChallenge, nowMs: number): ResultJson {
  const windowClosed = nowMs >= Date.parse(challenge.closesAt);
  const ranked = row.status === 'ranked' && row.percent !== null && row.earned !== null;
  return {
    resultId: row.attemptId,
    challenge,
    status: row.status,
    submittedAt: row.submittedAt,
    score: ranked ? { earned: row.earned ?? 0, total: row.total, percent: row.percent ?? 0 } : null,
    rank: ranked ? resultRank(row, content.track) : null,
    tasks: content.tasks.map((t) => {
      const grade = row.grades.find((g) => g.taskId === t.id);
      return { taskId: t.id, kind: t.kind, prompt: studentTask(t, row.variant).prompt, points: t.points, earned: grade?.earned ?? null, status: grade?.earned === null ? 'pending' : 'graded' };
    }),
    feedback: windowClosed ? content.tasks.map((t) => feedbackOf(t, row.variant, row.writtenScores)) : null,
    review: windowClosed ? { tasks: content.tasks.map((t) => reviewOf(t, row.answers)), companyLink: companyLink(challenge.company.name, challenge.company.organisationId) } : null,
    certificateId: ranked ? row.certificateId : null,
  };
}

/** In the reader's language: prompts, model answers, feedback and options from its version when the firm wrote one. */
export async function studentResultJson(db: Db, row: ResultRow, nowMs: number, reader?: Language): Promise<ResultJson> {
  const [challenge, content] = await Promise.all([findLiveChallenge(db, row.challengeId, nowMs, reader), versionContent(db, row.challengeId, row.contentVersion)]);
  if (!challenge || !content) throw new ChallengeNotFoundError('This challenge is no longer available.');
  return resultJson(row, reader ? (challengeInLanguage(content, reader).content) : content, challenge.view, nowMs);
}

export function ownResult(row: ResultRow | undefined, studentId: string): ResultRow {
  if (!row || row.studentId !== studentId) throw new ResultNotFoundError('No such result.');
  return row;
}
