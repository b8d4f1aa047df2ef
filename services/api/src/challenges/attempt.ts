import type { LogRedaction } from '@fast-track/shared/event-store/redact-subject';
import type { DomainEvent } from '@fast-track/shared/event-store/types';
import type { Answer, Grade } from './grading.ts';
import type { Variant } from './variant.ts';

// One student's attempt at one challenge: the stream is named by both (`challenge-attempt-<challengeId>-<studentId>`),
// so "one attempt per student per challenge" is the stream's own rule, settled by its version under any concurrency.
// Grades are decided at submit and recorded in the events: rebuilding the results replays them, never regrades.

export type Score = { earned: number; total: number; percent: number };

export type AttemptStarted = DomainEvent<
  'AttemptStarted',
  {
    attemptId: string;
    challengeId: string;
    studentId: string;
    companyId: string;
    track: string;
    /** The cohort is fixed at start: a later change of year does not move old results between cohorts. */
    yearOfStudy: string;
    contentVersion: number;
    variant: Variant;
    startedAt: string;
    deadline: string;
  }
>;
export type AnswerSaved = DomainEvent<'AnswerSaved', { attemptId: string; challengeId: string; taskId: string; answer: Answer; at: string }>;
export type AttemptSubmitted = DomainEvent<
  'AttemptSubmitted',
  { attemptId: string; challengeId: string; studentId: string; reason: 'student' | 'time-up'; grades: Grade[]; submittedAt: string }
>;
export type WrittenAnswerScored = DomainEvent<
  'WrittenAnswerScored',
  { attemptId: string; challengeId: string; taskId: string; scores: number[]; earned: number; by: string; at: string }
>;
/** Every task graded: the result counts in its cohort (again, with the new score, after a rescore). */
export type AttemptRanked = DomainEvent<
  'AttemptRanked',
  { attemptId: string; challengeId: string; studentId: string; track: string; yearOfStudy: string; score: Score; certificateId: string; at: string }
>;

export type AttemptEvent = AttemptStarted | AnswerSaved | AttemptSubmitted | WrittenAnswerScored | AttemptRanked;

export type AttemptState =
  | { status: 'none' }
  | {
      status: 'in-progress' | 'submitted';
      started: AttemptStarted['data'];
      answers: Record<string, Answer>;
      grades: Grade[];
      certificateId: string | null;
    };

export const initialAttemptState = (): AttemptState => ({ status: 'none' });

export function evolveAttempt(state: AttemptState, event: AttemptEvent): AttemptState {
  if (event.type === 'AttemptStarted') return { status: 'in-progress', started: event.data, answers: {}, grades: [], certificateId: null };
  if (state.status === 'none') return state;
  switch (event.type) {
    case 'AnswerSaved':
      return { ...state, answers: { ...state.answers, [event.data.taskId]: event.data.answer } };
    case 'AttemptSubmitted':
      return { ...state, status: 'submitted', grades: event.data.grades };
    case 'WrittenAnswerScored':
      return { ...state, grades: state.grades.map((g) => (g.taskId === event.data.taskId ? { ...g, earned: event.data.earned } : g)) };
    case 'AttemptRanked':
      return { ...state, certificateId: event.data.certificateId };
  }
}

export const attemptStreamId = (challengeId: string, studentId: string): string => `challenge-attempt-${challengeId}-${studentId}`;

/** A written answer is the student's own words: blanked on their attempt streams when they delete their account. */
export const attemptLogRedactions: readonly LogRedaction[] = [{ type: 'AnswerSaved', fields: [['answer', 'text']] }];
