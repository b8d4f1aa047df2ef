import { ValidationError } from '@fast-track/shared/errors';
import { deciderSpec } from '@fast-track/shared/event-store/decider-spec';
import { describe, expect, it } from 'vitest';
import { attemptDecider, type AttemptCommand } from './attempt.decider.ts';
import type { AttemptEvent } from './attempt.ts';
import { emptyContent, type PublishedContent, type Task } from './challenge.ts';
import { AttemptClosedError, AttemptNotSubmittedError, ChallengeNotOpenError, TaskNotFoundError } from './challenge.errors.ts';
import type { Answer, Grade } from './grading.ts';
import type { Variant } from './variant.ts';

const spec = deciderSpec(attemptDecider);
const attemptId = 'a0000000-0000-4000-8000-000000000001';
const challengeId = 'c0000000-0000-4000-8000-000000000001';
const studentId = 's0000000-0000-4000-8000-000000000001';
const companyId = 'f0000000-0000-4000-8000-000000000001';
const now = '2026-11-22T12:00:00.000Z';
const deadline = '2026-11-22T12:30:00.000Z';
const closesAt = '2026-11-24T12:00:00.000Z';

const gradedTasks: Task[] = [
  { id: 'single', kind: 'single', prompt: 'Pick', points: 10, options: [{ id: 'a', text: 'A' }, { id: 'b', text: 'B' }], correct: 'a' },
  { id: 'multiple', kind: 'multiple', prompt: 'Pick some', points: 10, options: [{ id: 'a', text: 'A' }, { id: 'b', text: 'B' }, { id: 'c', text: 'C' }], correct: ['a', 'b'] },
  { id: 'numeric', kind: 'numeric', prompt: 'Triple {{x}}', points: 10, params: [{ name: 'x', min: 1, max: 9, step: 1 }], answer: 'x*3', tolerance: { mode: 'absolute', value: 0 }, unit: '' },
  { id: 'ordering', kind: 'ordering', prompt: 'Order', points: 10, items: [{ id: 'i1', text: 'First' }, { id: 'i2', text: 'Second' }] },
];
const writtenTask: Task = {
  id: 'written',
  kind: 'written',
  prompt: 'Explain',
  points: 10,
  maxLength: 20,
  rubric: [{ id: 'r1', criterion: 'Clear', points: 4 }, { id: 'r2', criterion: 'Right', points: 6 }],
};
const publishedContent = (tasks: Task[]): PublishedContent => ({
  ...emptyContent('Sprint'),
  track: 'Finance',
  minutes: 30,
  opensAt: '2026-11-22T11:00:00.000Z',
  closesAt,
  tasks,
});
/** Every kind of task, a written one included (graded by hand). */
const content = publishedContent([...gradedTasks, writtenTask]);
/** Graded in full at submit. */
const autoGraded = publishedContent(gradedTasks);
/** This attempt's own numbers: its numeric task triples 2. */
const variant: Variant = { orders: { single: ['b', 'a'], multiple: ['c', 'a', 'b'], ordering: ['i2', 'i1'] }, params: { numeric: { x: 2 } } };

const start = (overrides: Partial<{ now: string; closed: boolean; content: PublishedContent }> = {}): AttemptCommand => ({
  type: 'StartAttempt',
  data: { attemptId, challengeId, studentId, companyId, yearOfStudy: '2', contentVersion: 1, content, closed: false, variant, now, ...overrides },
});
const started = (at = now, until = deadline): AttemptEvent => ({
  type: 'AttemptStarted',
  data: { attemptId, challengeId, studentId, companyId, track: 'Finance', yearOfStudy: '2', contentVersion: 1, variant, startedAt: at, deadline: until },
});
const save = (taskId: string, answer: Answer, at = now, of = content): AttemptCommand => ({ type: 'SaveAnswer', data: { content: of, taskId, answer, now: at } });
const saved = (taskId: string, answer: Answer): AttemptEvent => ({ type: 'AnswerSaved', data: { attemptId, challengeId, taskId, answer, at: now } });
const submit = (of: PublishedContent, ifOpen = false): AttemptCommand => ({
  type: 'SubmitAttempt',
  data: { content: of, reason: 'student', certificateId: 'cert-1', ifOpen, now },
});
const score = (taskId: string, scores: number[], certificateId = 'cert-1'): AttemptCommand => ({
  type: 'ScoreWritten',
  data: { content, taskId, scores, certificateId, by: 'grader', now },
});

/** Right, half right (one of two correct options), right for this variant's x = 2, and in order. */
const answers: AttemptEvent[] = [
  saved('single', { optionId: 'a' }),
  saved('multiple', { optionIds: ['a'] }),
  saved('numeric', { value: 6 }),
  saved('ordering', { itemIds: ['i1', 'i2'] }),
];
const autoGrades: Grade[] = [
  { taskId: 'single', points: 10, earned: 10 },
  { taskId: 'multiple', points: 10, earned: 5 },
  { taskId: 'numeric', points: 10, earned: 10 },
  { taskId: 'ordering', points: 10, earned: 10 },
];
const submitted = (grades: Grade[]): AttemptEvent => ({
  type: 'AttemptSubmitted',
  data: { attemptId, challengeId, studentId, reason: 'student', grades, submittedAt: now },
});
const ranked = (earned: number, total: number, percent: number, certificateId = 'cert-1'): AttemptEvent => ({
  type: 'AttemptRanked',
  data: { attemptId, challengeId, studentId, track: 'Finance', yearOfStudy: '2', score: { earned, total, percent }, certificateId, at: now },
});
const waitingForGrader = [...autoGrades, { taskId: 'written', points: 10, earned: null }];
const scored = (scores: number[], earned: number): AttemptEvent => ({
  type: 'WrittenAnswerScored',
  data: { attemptId, challengeId, taskId: 'written', scores, earned, by: 'grader', at: now },
});

const isClosed = (e: AttemptClosedError) => e.code === 'ATTEMPT_CLOSED' && e.status === 409;
const taskNotFound = (e: TaskNotFoundError) => e.code === 'TASK_NOT_FOUND' && e.status === 404;
const answerRefused = (message: string) => (e: ValidationError) => {
  expect(e.errors).toEqual([{ path: 'answer', message }]);
};

describe('attempt decider', () => {
  it('starts an attempt with the time limit, cut short by the window closing', () => {
    spec.given([]).when(start()).then([started()]);
    const late = '2026-11-24T11:50:00.000Z';
    spec.given([]).when(start({ now: late })).then([started(late, closesAt)]);
  });

  it('keeps one attempt per student: a second start resumes the first', () => {
    spec.given([started()]).when(start()).thenNothingHappened();
    spec.given([started(), ...answers, submitted(autoGrades)]).when(start()).thenNothingHappened();
  });

  it('starts nothing before the window opens, once it has closed, or after the firm closed it', () => {
    const notOpen = (e: ChallengeNotOpenError) => e.code === 'CHALLENGE_NOT_OPEN' && e.status === 409;
    spec.given([]).when(start({ now: '2026-11-22T10:59:59.999Z' })).thenThrows(ChallengeNotOpenError, notOpen);
    spec.given([]).when(start({ now: closesAt })).thenThrows(ChallengeNotOpenError, notOpen);
    spec.given([]).when(start({ closed: true })).thenThrows(ChallengeNotOpenError, notOpen);
  });

  it('saves an answer of the right shape until the deadline', () => {
    spec.given([started()]).when(save('single', { optionId: 'b' })).then([saved('single', { optionId: 'b' })]);
    spec.given([started(), saved('single', { optionId: 'b' })]).when(save('single', { optionId: 'a' })).then([saved('single', { optionId: 'a' })]);
    spec.given([started()]).when(save('single', { optionId: 'a' }, deadline)).thenThrows(AttemptClosedError, isClosed);
    spec.given([started(), submitted(autoGrades)]).when(save('single', { optionId: 'a' })).thenThrows(AttemptClosedError, isClosed);
    spec.given([]).when(save('single', { optionId: 'a' })).thenThrows(AttemptClosedError, isClosed);
    spec.given([started()]).when(save('nope', { optionId: 'a' })).thenThrows(TaskNotFoundError, taskNotFound);
  });

  it('refuses an answer that does not fit its task', () => {
    const refused = (taskId: string, answer: Answer, message: string) =>
      spec.given([started()]).when(save(taskId, answer)).thenThrows(ValidationError, answerRefused(message));
    refused('single', { optionId: 'z' }, 'choose one of the options');
    refused('single', { value: 1 }, 'choose one of the options');
    refused('multiple', { optionIds: ['a', 'a'] }, 'choose among the options, each once');
    refused('multiple', { optionIds: ['z'] }, 'choose among the options, each once');
    refused('numeric', { text: '6' }, 'a number');
    refused('ordering', { itemIds: ['i1'] }, 'every item once, in your order');
    refused('ordering', { itemIds: ['i1', 'i1'] }, 'every item once, in your order');
    refused('ordering', { itemIds: ['i1', 'zz'] }, 'every item once, in your order');
    refused('written', { text: 'x'.repeat(21) }, 'a text of at most 20 characters');
    spec.given([started()]).when(save('written', { text: 'x'.repeat(20) })).then([saved('written', { text: 'x'.repeat(20) })]);
  });

  it("grades on submit with the attempt's own numbers and ranks a fully graded attempt", () => {
    spec.given([started(), ...answers]).when(submit(autoGraded)).then([submitted(autoGrades), ranked(35, 40, 87.5)]);
    const wrongForThisVariant = saved('numeric', { value: 3 });
    spec
      .given([started(), ...answers, wrongForThisVariant])
      .when(submit(autoGraded))
      .then([submitted(autoGrades.map((g) => (g.taskId === 'numeric' ? { ...g, earned: 0 } : g))), ranked(25, 40, 62.5)]);
  });

  it('leaves a written answer for the grader, but an empty one scores nothing at once', () => {
    spec.given([started(), ...answers, saved('written', { text: 'Because.' })]).when(submit(content)).then([submitted(waitingForGrader)]);
    const blank = [...autoGrades, { taskId: 'written', points: 10, earned: 0 }];
    spec.given([started(), ...answers, saved('written', { text: '   ' })]).when(submit(content)).then([submitted(blank), ranked(35, 50, 70)]);
  });

  it("submits once; the sweeper's time-up finding it submitted is no error", () => {
    const past = [started(), ...answers, submitted(autoGrades)];
    spec.given(past).when(submit(autoGraded)).thenThrows(AttemptClosedError, isClosed);
    spec.given(past).when(submit(autoGraded, true)).thenNothingHappened();
    spec.given([]).when(submit(autoGraded, true)).thenThrows(AttemptClosedError, isClosed);
  });

  it('scores a written answer by its rubric and ranks the attempt once nothing waits', () => {
    const past = [started(), ...answers, saved('written', { text: 'Because.' }), submitted(waitingForGrader)];
    spec.given(past).when(score('written', [4, 3])).then([scored([4, 3], 7), ranked(42, 50, 84)]);
  });

  it('rescoring ranks again under the certificate the attempt already has', () => {
    const past = [started(), ...answers, saved('written', { text: 'Because.' }), submitted(waitingForGrader), scored([4, 3], 7), ranked(42, 50, 84)];
    spec.given(past).when(score('written', [4, 6], 'cert-2')).then([scored([4, 6], 10), ranked(45, 50, 90)]);
  });

  it('scores only a submitted attempt, only written tasks, one whole score per criterion within its points', () => {
    spec
      .given([started()])
      .when(score('written', [4, 3]))
      .thenThrows(AttemptNotSubmittedError, (e) => e.code === 'ATTEMPT_NOT_SUBMITTED' && e.status === 409);
    spec.given([]).when(score('written', [4, 3])).thenThrows(AttemptClosedError, isClosed);
    const past = [started(), submitted(waitingForGrader)];
    spec.given(past).when(score('single', [1])).thenThrows(TaskNotFoundError, taskNotFound);
    spec.given(past).when(score('nope', [1])).thenThrows(TaskNotFoundError, taskNotFound);
    const badScores = (e: ValidationError) => {
      expect(e.errors).toEqual([{ path: 'scores', message: 'one score per criterion, 0..its points' }]);
    };
    spec.given(past).when(score('written', [4])).thenThrows(ValidationError, badScores);
    spec.given(past).when(score('written', [5, 0])).thenThrows(ValidationError, badScores);
    spec.given(past).when(score('written', [1.5, 0])).thenThrows(ValidationError, badScores);
    spec.given(past).when(score('written', [-1, 0])).thenThrows(ValidationError, badScores);
  });
});
