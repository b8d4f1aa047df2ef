import { ValidationError } from '@fast-track/shared/errors';
import type { Decider, DomainCommand } from '@fast-track/shared/event-store/types';
import type { PublishedContent, Task } from './challenge.ts';
import { AttemptClosedError, AttemptNotSubmittedError, ChallengeNotOpenError, TaskNotFoundError } from './challenge.errors.ts';
import { gradeTask, rubricScore, scoreOf, type Answer } from './grading.ts';
import { evolveAttempt, initialAttemptState, type AttemptEvent, type AttemptState } from './attempt.ts';
import type { Variant } from './variant.ts';

// `content` is always the attempt's own published version (the service loads it), so grading never reads a newer one.
export type StartAttempt = DomainCommand<
  'StartAttempt',
  {
    attemptId: string;
    challengeId: string;
    studentId: string;
    companyId: string;
    yearOfStudy: string;
    contentVersion: number;
    content: PublishedContent;
    /** The firm closed it early: no new starts. */
    closed: boolean;
    variant: Variant;
    now: string;
  }
>;
export type SaveAnswer = DomainCommand<'SaveAnswer', { content: PublishedContent; taskId: string; answer: Answer; now: string }>;
/** `ifOpen`: the sweeper's time-up, which finding the attempt already submitted is not an error. */
export type SubmitAttempt = DomainCommand<
  'SubmitAttempt',
  { content: PublishedContent; reason: 'student' | 'time-up'; certificateId: string; ifOpen: boolean; now: string }
>;
export type ScoreWritten = DomainCommand<
  'ScoreWritten',
  { content: PublishedContent; taskId: string; scores: number[]; certificateId: string; by: string; now: string }
>;
export type AttemptCommand = StartAttempt | SaveAnswer | SubmitAttempt | ScoreWritten;

type Started = Exclude<AttemptState, { status: 'none' }>;

const taskOf = (content: PublishedContent, taskId: string): Task => {
  const task = content.tasks.find((t) => t.id === taskId);
  if (!task) throw new TaskNotFoundError('No such task in this challenge.');
  return task;
};

const refuse = (message: string): never => {
  throw new ValidationError(message, [{ path: 'answer', message }]);
};

/** The answer must fit its task: the right shape, known ids, a whole permutation, text within the limit. */
export function checkAnswer(task: Task, answer: Answer): void {
  switch (task.kind) {
    case 'single':
      if (!('optionId' in answer) || !task.options.some((o) => o.id === answer.optionId)) refuse('choose one of the options');
      return;
    case 'multiple':
      if (!('optionIds' in answer) || new Set(answer.optionIds).size !== answer.optionIds.length || answer.optionIds.some((id) => !task.options.some((o) => o.id === id))) {
        refuse('choose among the options, each once');
      }
      return;
    case 'numeric':
      if (!('value' in answer)) refuse('a number');
      return;
    case 'ordering': {
      const ids = 'itemIds' in answer ? answer.itemIds : [];
      if (ids.length !== task.items.length || new Set(ids).size !== ids.length || ids.some((id) => !task.items.some((i) => i.id === id))) refuse('every item once, in your order');
      return;
    }
    case 'written':
      if (!('text' in answer) || answer.text.length > task.maxLength) refuse(`a text of at most ${task.maxLength} characters`);
  }
}

function submitted(state: Started, d: SubmitAttempt['data']): AttemptEvent[] {
  const { attemptId, challengeId, studentId } = state.started;
  const grades = d.content.tasks.map((t) => gradeTask(t, state.answers[t.id], state.started.variant.params[t.id] ?? {}));
  const events: AttemptEvent[] = [{ type: 'AttemptSubmitted', data: { attemptId, challengeId, studentId, reason: d.reason, grades, submittedAt: d.now } }];
  const score = scoreOf(grades);
  if (score) events.push(ranked(state, score, d.certificateId, d.now));
  return events;
}

function ranked(state: Started, score: NonNullable<ReturnType<typeof scoreOf>>, certificateId: string, now: string): AttemptEvent {
  const { attemptId, challengeId, studentId, track, yearOfStudy } = state.started;
  return { type: 'AttemptRanked', data: { attemptId, challengeId, studentId, track, yearOfStudy, score, certificateId: state.certificateId ?? certificateId, at: now } };
}

export const attemptDecider: Decider<AttemptState, AttemptCommand, AttemptEvent> = {
  initialState: initialAttemptState,
  evolve: evolveAttempt,
  decide(command, state) {
    if (command.type === 'StartAttempt') {
      const d = command.data;
      if (state.status !== 'none') return []; // one attempt: a second start resumes the first
      const { opensAt, closesAt, minutes, track } = d.content;
      if (d.closed || d.now < opensAt || d.now >= closesAt) throw new ChallengeNotOpenError('This challenge is not open for attempts now.');
      const deadline = new Date(Math.min(Date.parse(d.now) + minutes * 60_000, Date.parse(closesAt))).toISOString();
      const { attemptId, challengeId, studentId, companyId, yearOfStudy, contentVersion, variant } = d;
      return [{ type: 'AttemptStarted', data: { attemptId, challengeId, studentId, companyId, track, yearOfStudy, contentVersion, variant, startedAt: d.now, deadline } }];
    }
    if (state.status === 'none') throw new AttemptClosedError('No attempt here.');
    switch (command.type) {
      case 'SaveAnswer': {
        const d = command.data;
        if (state.status !== 'in-progress' || d.now >= state.started.deadline) throw new AttemptClosedError('This attempt is over.');
        checkAnswer(taskOf(d.content, d.taskId), d.answer);
        return [{ type: 'AnswerSaved', data: { attemptId: state.started.attemptId, challengeId: state.started.challengeId, taskId: d.taskId, answer: d.answer, at: d.now } }];
      }
      case 'SubmitAttempt': {
        if (state.status !== 'in-progress') {
          if (command.data.ifOpen) return [];
          throw new AttemptClosedError('This attempt is already submitted.');
        }
        return submitted(state, command.data);
      }
      case 'ScoreWritten': {
        const d = command.data;
        if (state.status !== 'submitted') throw new AttemptNotSubmittedError('The attempt is not submitted yet.');
        const task = taskOf(d.content, d.taskId);
        if (task.kind !== 'written') throw new TaskNotFoundError('Only written answers are scored by hand.');
        const earned = rubricScore(task, d.scores);
        if (earned === undefined) throw new ValidationError('One whole score per rubric criterion, within its points.', [{ path: 'scores', message: 'one score per criterion, 0..its points' }]);
        const { attemptId, challengeId } = state.started;
        const events: AttemptEvent[] = [{ type: 'WrittenAnswerScored', data: { attemptId, challengeId, taskId: d.taskId, scores: d.scores, earned, by: d.by, at: d.now } }];
        const grades = state.grades.map((g) => (g.taskId === d.taskId ? { ...g, earned } : g));
        const score = scoreOf(grades);
        if (score) events.push(ranked(state, score, d.certificateId, d.now));
        return events;
      }
    }
  },
};
