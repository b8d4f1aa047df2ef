import { ValidationError, type FieldError } from '@fast-track/shared/errors';
import { jobLimits } from '@fast-track/shared/jobs/job-limits';
import type { ScreeningAnswer, ScreeningQuestion } from '@fast-track/shared/jobs/screening';
import { ScreeningChangedError } from './job.errors.ts';

/** What the apply form sends: the job's `screeningVersion` the student saw, and an answer per question id. */
export interface ScreeningSubmission {
  version: number;
  answers: Record<string, string>;
}

/** The job's questions now, and the version at which they last changed (job_posts.screening_version). */
export interface JobScreening {
  questions: readonly ScreeningQuestion[];
  version: number;
}

export interface ScreenedAnswers {
  answers: ScreeningAnswer[];
  /** Some answer is one the company marked as knock-out: the application is declined right after submission. */
  knockedOut: boolean;
}

/**
 * The decision on a student's screening answers, pure: answers are taken only against the questions the student saw
 * (their version is the job's current one, else 409 SCREENING_CHANGED so they reload), every question is answered
 * (yes/no, one of the options, or a short text), nothing else is answered. A job without questions takes none.
 */
export function screenAnswers(job: JobScreening, sent: ScreeningSubmission | null): ScreenedAnswers {
  if (job.questions.length === 0 && (sent === null || Object.keys(sent.answers).length === 0)) return { answers: [], knockedOut: false };
  if (sent === null || sent.version !== job.version) {
    throw new ScreeningChangedError("This job's screening questions changed since you opened it: reload the page and answer them again.");
  }
  const problems: FieldError[] = [];
  const asked = new Set(job.questions.map((q) => q.id));
  for (const id of Object.keys(sent.answers)) if (!asked.has(id)) problems.push({ path: `screening.answers.${id}`, message: 'not a question of this job' });
  const answers: ScreeningAnswer[] = [];
  for (const q of job.questions) {
    const path = `screening.answers.${q.id}`;
    const answer = (sent.answers[q.id] ?? '').trim();
    if (!answer) {
      problems.push({ path, message: 'required' });
      continue;
    }
    if (q.kind === 'text') {
      if ([...answer].length > jobLimits.screeningAnswerLength) problems.push({ path, message: `at most ${jobLimits.screeningAnswerLength} characters` });
      else answers.push({ questionId: q.id, kind: q.kind, prompt: q.prompt, answer, knockOut: false });
      continue;
    }
    const allowed: readonly string[] = q.kind === 'yes-no' ? ['yes', 'no'] : q.options;
    if (!allowed.includes(answer)) {
      problems.push({ path, message: q.kind === 'yes-no' ? 'yes or no' : 'one of the options' });
      continue;
    }
    answers.push({ questionId: q.id, kind: q.kind, prompt: q.prompt, answer, knockOut: (q.knockOut as readonly string[]).includes(answer) });
  }
  if (problems.length > 0) throw new ValidationError(problems.map((p) => `${p.path}: ${p.message}`).join('; '), problems);
  return { answers, knockedOut: answers.some((a) => a.knockOut) };
}
