import type { FieldError } from '@fast-track/shared/errors';
import { jobLimits } from '@fast-track/shared/jobs/job-limits';
import { isTrackId } from '@fast-track/shared/tracks';
import { questionIdPattern, type ScreeningQuestion } from '@fast-track/shared/jobs/screening';
import { languageVersionsProblems } from '@fast-track/shared/content-languages';
import { jobTextFields, type JobTextField } from '@fast-track/shared/jobs/job-languages';
import { isLanguage, supportedLanguages } from '@fast-track/shared/languages';
import type { JobDetails } from './job.ts';

const dayMs = 86_400_000;
/** A deadline further out than this is a typo (a year of 2062), not a plan. */
export const maxDeadlineDays = jobLimits.deadlineDays;
export const maxDescriptionLength = jobLimits.descriptionLength;

/**
 * The rules of a job post that depend on more than one field or on the time. The request schema (job.schema.ts)
 * checks each field's shape; these run in the decider too, so no command can write a job that breaks them.
 */
export function jobDetailsProblems(details: JobDetails, nowIso: string): FieldError[] {
  const problems: FieldError[] = [];
  if (!isTrackId(details.track)) problems.push({ path: 'track', message: 'must be a known track' });
  if (details.locations.length === 0 && !details.remote) {
    problems.push({ path: 'locations', message: 'give at least one location, or mark the job as remote' });
  }
  if (details.salary && details.salary.min > details.salary.max) {
    problems.push({ path: 'salary.max', message: 'must not be below the minimum' });
  }
  if (details.description.length > maxDescriptionLength) {
    problems.push({ path: 'description', message: `at most ${maxDescriptionLength} characters of HTML` });
  }
  if (!/[^\s]/.test(details.description.replace(/<[^>]*>/g, '').replace(/&nbsp;/g, ' '))) {
    problems.push({ path: 'description', message: 'must say something' });
  }
  const deadline = Date.parse(details.deadline);
  const now = Date.parse(nowIso);
  if (Number.isNaN(deadline) || deadline <= now) problems.push({ path: 'deadline', message: 'must be in the future' });
  else if (deadline - now > maxDeadlineDays * dayMs) problems.push({ path: 'deadline', message: `at most ${maxDeadlineDays} days ahead` });
  if (details.apply.method === 'external' && !/^https:\/\/[^\s/]+\.[^\s]+$/i.test(details.apply.url)) {
    problems.push({ path: 'apply.url', message: 'must be an https:// link' });
  }
  problems.push(...screeningProblems(details.screening ?? []));
  problems.push(...languageProblems(details));
  return problems;
}

const visibleText = (html: string): string => html.replace(/<[^>]*>/g, '').replace(/&nbsp;/g, ' ').trim();

/** A version's title and description by the source's rules. */
function versionTextProblem(field: JobTextField, text: string): string | null {
  if (field === 'title') return /\S/.test(text) && text.trim().length <= jobLimits.titleLength ? null : `1–${jobLimits.titleLength} characters`;
  if (text.length > maxDescriptionLength) return `at most ${maxDescriptionLength} characters of HTML`;
  return visibleText(text) === '' ? 'must say something' : null;
}

/**
 * The language versions (docs/jobs.md § Languages): the structure every multilingual object shares, each title and
 * description by the source's rules, the requirements by theirs, and question texts only for questions the job has
 * (a single choice's options as many as the source's, so an answer still means one source option).
 */
export function languageProblems(details: JobDetails): FieldError[] {
  const problems: FieldError[] = [];
  if (details.sourceLanguage !== undefined && !isLanguage(details.sourceLanguage)) {
    problems.push({ path: 'sourceLanguage', message: `one of ${supportedLanguages.join(', ')}` });
  }
  problems.push(...languageVersionsProblems(details, jobTextFields, versionTextProblem, details));
  const questions = new Map((details.screening ?? []).map((q) => [q.id, q]));
  for (const [lng, version] of Object.entries(details.translations ?? {})) {
    if (!version || typeof version !== 'object') continue;
    const at = `translations.${lng}`;
    const requirements = version.requirements ?? [];
    if (requirements.length > jobLimits.requirements || requirements.some((r) => !/\S/.test(r) || r.length > jobLimits.requirementLength)) {
      problems.push({ path: `${at}.requirements`, message: `at most ${jobLimits.requirements}, each 1–${jobLimits.requirementLength} characters` });
    }
    for (const [id, texts] of Object.entries(version.screening ?? {})) {
      const question = questions.get(id);
      if (!question) {
        problems.push({ path: `${at}.screening.${id}`, message: 'no question of the job has this id' });
        continue;
      }
      if (!/\S/.test(texts.prompt) || texts.prompt.length > jobLimits.screeningPromptLength) {
        problems.push({ path: `${at}.screening.${id}.prompt`, message: `1–${jobLimits.screeningPromptLength} characters` });
      }
      const sourceOptions = question.kind === 'choice' ? question.options.length : 0;
      if ((texts.options?.length ?? sourceOptions) !== sourceOptions || texts.options?.some((o) => !/\S/.test(o) || o.length > jobLimits.screeningOptionLength)) {
        problems.push({ path: `${at}.screening.${id}.options`, message: `as many options as the question (${sourceOptions}), each 1–${jobLimits.screeningOptionLength} characters` });
      }
    }
  }
  return problems;
}

/**
 * The questions as a whole: ids unique, options unique, knock-out answers among the question's answers and never all
 * of them (a question everyone fails is a closed job, not a screen).
 */
export function screeningProblems(questions: readonly ScreeningQuestion[]): FieldError[] {
  const problems: FieldError[] = [];
  if (questions.length > jobLimits.screeningQuestions) problems.push({ path: 'screening', message: `at most ${jobLimits.screeningQuestions} questions` });
  const seen = new Set<string>();
  questions.forEach((q, i) => {
    const at = `screening.${i}`;
    if (!questionIdPattern.test(q.id) || seen.has(q.id)) problems.push({ path: `${at}.id`, message: 'must be a unique id (a-z, 0-9, -)' });
    seen.add(q.id);
    if (!/\S/.test(q.prompt) || q.prompt.length > jobLimits.screeningPromptLength) {
      problems.push({ path: `${at}.prompt`, message: `1–${jobLimits.screeningPromptLength} characters` });
    }
    if (q.kind === 'text') return;
    const answers: readonly string[] = q.kind === 'yes-no' ? ['yes', 'no'] : q.options;
    if (q.kind === 'choice') {
      const { screeningOptionsMin: min, screeningOptionsMax: max, screeningOptionLength: len } = jobLimits;
      if (q.options.length < min || q.options.length > max) problems.push({ path: `${at}.options`, message: `${min}–${max} options` });
      if (q.options.some((o) => !/\S/.test(o) || o.length > len)) problems.push({ path: `${at}.options`, message: `each option 1–${len} characters` });
      if (new Set(q.options.map((o) => o.trim().toLowerCase())).size !== q.options.length) problems.push({ path: `${at}.options`, message: 'options must differ' });
    }
    if (q.knockOut.some((k) => !answers.includes(k)) || new Set(q.knockOut).size !== q.knockOut.length) {
      problems.push({ path: `${at}.knockOut`, message: "must be some of the question's answers" });
    } else if (q.knockOut.length > 0 && q.knockOut.length >= answers.length) {
      problems.push({ path: `${at}.knockOut`, message: 'at least one answer must pass' });
    }
  });
  return problems;
}

/** When a draft may be scheduled: in the future, at most `scheduleDays` ahead, and before its deadline. */
export function scheduleProblems(publishAt: string, deadline: string, nowIso: string): FieldError[] {
  const at = Date.parse(publishAt);
  const now = Date.parse(nowIso);
  if (Number.isNaN(at) || at <= now) return [{ path: 'at', message: 'must be in the future' }];
  if (at - now > jobLimits.scheduleDays * dayMs) return [{ path: 'at', message: `at most ${jobLimits.scheduleDays} days ahead` }];
  if (at >= Date.parse(deadline)) return [{ path: 'at', message: 'must be before the deadline' }];
  return [];
}
