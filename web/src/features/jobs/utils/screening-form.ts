// The job editor's screening questions as typed: pure, so the rules are unit-tested without a browser. The limits are
// the server's (@fast-track/shared/jobs/job-limits); the server checks everything again (docs/jobs.md).

import { jobLimits } from '@fast-track/shared/jobs/job-limits';
import { screeningKinds, type ScreeningKind, type ScreeningQuestion } from '@fast-track/shared/jobs/screening';

export const MAX_QUESTIONS = jobLimits.screeningQuestions;
export const MAX_PROMPT = jobLimits.screeningPromptLength;
export const MIN_OPTIONS = jobLimits.screeningOptionsMin;
export const MAX_OPTIONS = jobLimits.screeningOptionsMax;
export const MAX_OPTION = jobLimits.screeningOptionLength;
export const MAX_ANSWER = jobLimits.screeningAnswerLength;
export const QUESTION_KINDS = screeningKinds;
export type QuestionKind = ScreeningKind;

export interface QuestionDraft {
  id: string;
  kind: QuestionKind;
  prompt: string;
  /** Single choice: one option per line, as typed. */
  options: string;
  /** The answers that decline at once: `yes`/`no`, or option texts. */
  knockOut: string[];
}

export type QuestionProblem = 'prompt' | 'promptLong' | 'options' | 'optionLong' | 'optionsSame' | 'knockOutAll';

export const splitOptions = (text: string): string[] => text.split('\n').map((s) => s.trim()).filter(Boolean);

let counter = 0;
/** A short id unique in the job (the answers are keyed by it). */
export function newQuestionId(taken: readonly string[]): string {
  let id: string;
  do id = `q${Date.now().toString(36)}${(counter++).toString(36)}`;
  while (taken.includes(id));
  return id;
}

export const emptyQuestion = (taken: readonly string[], kind: QuestionKind = 'yes-no'): QuestionDraft => ({ id: newQuestionId(taken), kind, prompt: '', options: '', knockOut: [] });

/** The answers a question can take. */
export function answersOf(q: QuestionDraft): string[] {
  if (q.kind === 'yes-no') return ['yes', 'no'];
  return q.kind === 'choice' ? splitOptions(q.options) : [];
}

/** The first problem of each question, by index; empty when every question may be sent. */
export function checkQuestions(questions: readonly QuestionDraft[]): Record<number, QuestionProblem> {
  const problems: Record<number, QuestionProblem> = {};
  questions.forEach((q, i) => {
    const prompt = q.prompt.trim();
    if (!prompt) problems[i] = 'prompt';
    else if (prompt.length > MAX_PROMPT) problems[i] = 'promptLong';
    else if (q.kind === 'choice') {
      const options = splitOptions(q.options);
      if (options.length < MIN_OPTIONS || options.length > MAX_OPTIONS) problems[i] = 'options';
      else if (options.some((o) => o.length > MAX_OPTION)) problems[i] = 'optionLong';
      else if (new Set(options.map((o) => o.toLowerCase())).size !== options.length) problems[i] = 'optionsSame';
    }
    if (problems[i] === undefined && q.kind !== 'text') {
      const answers = answersOf(q);
      if (knockOutOf(q).length >= answers.length) problems[i] = 'knockOutAll';
    }
  });
  return problems;
}

/** Knock-out answers that still exist (an option renamed since it was ticked drops out). */
const knockOutOf = (q: QuestionDraft): string[] => q.knockOut.filter((k) => answersOf(q).includes(k));

export function toQuestions(questions: readonly QuestionDraft[]): ScreeningQuestion[] {
  return questions.map((q): ScreeningQuestion => {
    const prompt = q.prompt.trim();
    if (q.kind === 'text') return { id: q.id, kind: 'text', prompt };
    if (q.kind === 'yes-no') return { id: q.id, kind: 'yes-no', prompt, knockOut: knockOutOf(q).filter((k): k is 'yes' | 'no' => k === 'yes' || k === 'no') };
    return { id: q.id, kind: 'choice', prompt, options: splitOptions(q.options), knockOut: knockOutOf(q) };
  });
}

export function fromQuestions(questions: readonly { id: string; kind: string; prompt: string; options?: string[] | undefined; knockOut?: string[] | undefined }[]): QuestionDraft[] {
  return questions.map((q) => ({
    id: q.id,
    kind: (QUESTION_KINDS as readonly string[]).includes(q.kind) ? (q.kind as QuestionKind) : 'text',
    prompt: q.prompt,
    options: (q.options ?? []).join('\n'),
    knockOut: q.knockOut ?? [],
  }));
}
