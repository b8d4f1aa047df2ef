// The job editor's form: what the person types (strings), checked with the server's rules before sending, and
// turned into the request body. Pure, so the rules are unit-tested without a browser.

import { jobLimits } from '@fast-track/shared/jobs/job-limits';
import type { ScreeningQuestion } from '@fast-track/shared/jobs/screening';
import { isLanguage, supportedLanguages, type Language } from '@fast-track/shared/languages';
import type { JobVersion } from '@fast-track/shared/jobs/job-languages';
import { checkQuestions, fromQuestions, splitOptions, toQuestions, type QuestionDraft } from './screening-form.ts';

export const JOB_TYPES = ['internship', 'graduate', 'placement', 'part-time'] as const;
export const SALARY_CURRENCIES = ['EUR', 'GBP', 'USD', 'CHF', 'PLN', 'SEK', 'NOK', 'DKK', 'CZK', 'HUF', 'RON', 'TRY'] as const;
export const SALARY_PERIODS = ['year', 'month', 'hour'] as const;
// The server's limits (@fast-track/shared/jobs/job-limits), under the names the editor's components use.
export const MAX_TITLE = jobLimits.titleLength;
export const MAX_LOCATIONS = jobLimits.locations;
export const MAX_LOCATION = jobLimits.locationLength;
export const MAX_REQUIREMENTS = jobLimits.requirements;
export const MAX_REQUIREMENT = jobLimits.requirementLength;
export const MAX_DESCRIPTION = jobLimits.descriptionLength;
export const MAX_DEADLINE_DAYS = jobLimits.deadlineDays;

export interface JobDraft {
  title: string;
  type: string;
  track: string;
  /** Comma-separated, as typed. */
  locations: string;
  remote: boolean;
  /** Sanitised HTML from the rich-text editor. */
  description: string;
  /** One per line, as typed. */
  requirements: string;
  salaryShown: boolean;
  salaryMin: string;
  salaryMax: string;
  currency: string;
  period: string;
  /** YYYY-MM-DD: applications close at the end of this day in the person's time zone. */
  deadline: string;
  applyBy: 'platform' | 'external';
  applyUrl: string;
  /** Who it is for, when the host may choose (components/ui/visibility-field.tsx); absent for companies. */
  visibility?: string;
  /** Screening questions every applicant answers (utils/screening-form.ts). */
  screening: QuestionDraft[];
  /** The language the texts above are written in; `translations` the company's other versions (docs/jobs.md § Languages). */
  sourceLanguage: Language;
  translations: Partial<Record<Language, JobVersionDraft>>;
}

/** One language version as typed: requirements one per line; a question's prompt and options (one per line) by id. */
export interface JobVersionDraft {
  title: string;
  description: string;
  requirements: string;
  screening: Record<string, { prompt: string; options: string }>;
}

export const emptyVersion = (): JobVersionDraft => ({ title: '', description: '', requirements: '', screening: {} });

export interface JobRequestBody {
  title: string;
  type: string;
  track: string;
  locations: string[];
  remote: boolean;
  description: string;
  requirements: string[];
  salary: { min: number; max: number; currency: string; period: string } | null;
  deadline: string;
  apply: { method: 'platform' } | { method: 'external'; url: string };
  visibility?: string;
  screening?: ScreeningQuestion[];
  sourceLanguage?: Language;
  translations?: Partial<Record<Language, JobVersion>>;
}

/** A language version's field: `title.de` is the German title (the source's are `title`, `description` …). */
export type VersionField = `${'title' | 'description' | 'requirements' | 'screening'}.${Language}`;
export type JobField = 'title' | 'type' | 'track' | 'locations' | 'description' | 'requirements' | 'salary' | 'deadline' | 'applyUrl' | 'screening' | VersionField;
/** A problem per field; the screen turns each into a translated message (jobs.editor.errors.<field>.<problem>). */
export type JobErrors = Partial<Record<JobField, string>>;

export const emptyDraft = (track = 'Finance'): JobDraft => ({
  title: '',
  type: '',
  track,
  locations: '',
  remote: false,
  description: '',
  requirements: '',
  salaryShown: false,
  salaryMin: '',
  salaryMax: '',
  currency: 'EUR',
  period: 'year',
  deadline: '',
  applyBy: 'platform',
  applyUrl: '',
  screening: [],
  sourceLanguage: 'en',
  translations: {},
});

export const splitLocations = (text: string): string[] => text.split(',').map((s) => s.trim()).filter(Boolean);
export const splitRequirements = (text: string): string[] => text.split('\n').map((s) => s.trim()).filter(Boolean);

/** The end of the chosen day in the browser's zone, as an instant. */
export function deadlineInstant(date: string): Date | null {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date)) return null;
  const end = new Date(`${date}T23:59:00`);
  return Number.isNaN(end.getTime()) ? null : end;
}

/** An instant as the YYYY-MM-DD of the browser's zone (for the date input). */
export function localDate(iso: string): string {
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return '';
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
}

const textOf = (html: string): string => html.replace(/<[^>]*>/g, '').replace(/&nbsp;/g, ' ').trim();
const wholeNumber = (s: string): number | null => (/^\d{1,8}$/.test(s.trim()) ? Number(s.trim()) : null);

export function checkJob(draft: JobDraft, now: Date = new Date()): JobErrors {
  const errors: JobErrors = {};
  const title = draft.title.trim();
  if (!title) errors.title = 'required';
  else if (title.length > MAX_TITLE) errors.title = 'long';
  if (!(JOB_TYPES as readonly string[]).includes(draft.type)) errors.type = 'required';
  if (!draft.track) errors.track = 'required';
  const locations = splitLocations(draft.locations);
  if (locations.length === 0 && !draft.remote) errors.locations = 'required';
  else if (locations.length > MAX_LOCATIONS) errors.locations = 'tooMany';
  else if (locations.some((l) => l.length > MAX_LOCATION)) errors.locations = 'long';
  if (!textOf(draft.description)) errors.description = 'required';
  else if (draft.description.length > MAX_DESCRIPTION) errors.description = 'long';
  const requirements = splitRequirements(draft.requirements);
  if (requirements.length > MAX_REQUIREMENTS) errors.requirements = 'tooMany';
  else if (requirements.some((r) => r.length > MAX_REQUIREMENT)) errors.requirements = 'long';
  if (draft.salaryShown) {
    const min = wholeNumber(draft.salaryMin);
    const max = wholeNumber(draft.salaryMax);
    if (min === null || max === null) errors.salary = 'invalid';
    else if (min > max) errors.salary = 'order';
  }
  const deadline = deadlineInstant(draft.deadline);
  if (!deadline) errors.deadline = 'required';
  else if (deadline.getTime() <= now.getTime()) errors.deadline = 'past';
  else if (deadline.getTime() - now.getTime() > MAX_DEADLINE_DAYS * 86_400_000) errors.deadline = 'far';
  if (draft.applyBy === 'external' && !/^https:\/\/[^\s/]+\.[^\s]+$/i.test(draft.applyUrl.trim())) errors.applyUrl = 'https';
  // Each question's own problem is shown beside it (screening-questions-field.tsx); this marks the group.
  if (draft.applyBy === 'platform' && Object.keys(checkQuestions(draft.screening)).length > 0) errors.screening = 'invalid';
  checkVersions(draft, errors);
  return errors;
}

/** The versions a draft sends: every language but the source's. */
const versionsOf = (draft: JobDraft): [Language, JobVersionDraft][] =>
  supportedLanguages.filter((lng) => lng !== draft.sourceLanguage && draft.translations[lng]).map((lng) => [lng, draft.translations[lng]!]);

/**
 * Each language version by the source's rules; a question's texts are optional (left empty, it reads in the source
 * language), but a single choice's options, when given, are as many as the question's.
 */
function checkVersions(draft: JobDraft, errors: JobErrors): void {
  for (const [lng, version] of versionsOf(draft)) {
    const title = version.title.trim();
    if (!title) errors[`title.${lng}`] = 'required';
    else if (title.length > MAX_TITLE) errors[`title.${lng}`] = 'long';
    if (!textOf(version.description)) errors[`description.${lng}`] = 'required';
    else if (version.description.length > MAX_DESCRIPTION) errors[`description.${lng}`] = 'long';
    const requirements = splitRequirements(version.requirements);
    if (requirements.length > MAX_REQUIREMENTS) errors[`requirements.${lng}`] = 'tooMany';
    else if (requirements.some((r) => r.length > MAX_REQUIREMENT)) errors[`requirements.${lng}`] = 'long';
    if (draft.applyBy !== 'platform') continue;
    for (const q of draft.screening) {
      const texts = version.screening[q.id];
      if (!texts || (!texts.prompt.trim() && !texts.options.trim())) continue;
      const options = splitOptions(texts.options);
      if (!texts.prompt.trim() || texts.prompt.trim().length > jobLimits.screeningPromptLength) errors[`screening.${lng}`] = 'prompt';
      else if (q.kind === 'choice' && options.length > 0 && options.length !== splitOptions(q.options).length) errors[`screening.${lng}`] = 'options';
    }
  }
}

/** The language a field belongs to: `title.de` is German; the source's own fields are in the source language. */
export const languageOfField = (field: JobField, source: Language): Language => {
  const lng = field.split('.')[1];
  return lng && isLanguage(lng) ? lng : source;
};

/** A version as the request sends it: the questions the job still has, with texts; options only when given. */
function versionRequest(draft: JobDraft, version: JobVersionDraft): JobVersion {
  const requirements = splitRequirements(version.requirements);
  const screening = Object.fromEntries(
    (draft.applyBy === 'platform' ? draft.screening : [])
      .filter((q) => version.screening[q.id]?.prompt.trim())
      .map((q) => {
        const texts = version.screening[q.id]!;
        const options = q.kind === 'choice' ? splitOptions(texts.options) : [];
        return [q.id, { prompt: texts.prompt.trim(), ...(options.length > 0 ? { options } : {}) }];
      }),
  );
  return {
    title: version.title.trim(),
    description: version.description,
    ...(requirements.length > 0 ? { requirements } : {}),
    ...(Object.keys(screening).length > 0 ? { screening } : {}),
  };
}

/** The request body of a draft that passed checkJob. */
export function toRequest(draft: JobDraft): JobRequestBody {
  const deadline = deadlineInstant(draft.deadline);
  return {
    title: draft.title.trim(),
    type: draft.type,
    track: draft.track,
    locations: splitLocations(draft.locations),
    remote: draft.remote,
    description: draft.description,
    requirements: splitRequirements(draft.requirements),
    salary: draft.salaryShown
      ? { min: Number(draft.salaryMin.trim()), max: Number(draft.salaryMax.trim()), currency: draft.currency, period: draft.period }
      : null,
    deadline: (deadline ?? new Date(NaN)).toISOString(),
    apply: draft.applyBy === 'external' ? { method: 'external', url: draft.applyUrl.trim() } : { method: 'platform' },
    ...(draft.visibility ? { visibility: draft.visibility } : {}),
    // Questions are answered in the apply box: a job applied to on the company's site asks none.
    ...(draft.applyBy === 'platform' && draft.screening.length > 0 ? { screening: toQuestions(draft.screening) } : {}),
    sourceLanguage: draft.sourceLanguage,
    translations: Object.fromEntries(versionsOf(draft).map(([lng, version]) => [lng, versionRequest(draft, version)])),
  };
}

/** The draft of a saved job, for editing it. */
export function fromJob(job: {
  title: string;
  type: string;
  track: string;
  locations: string[];
  remote: boolean;
  description: string;
  requirements: string[];
  salary: { min: number; max: number; currency: string; period: string } | null;
  deadline: string;
  apply: { method: string; url?: string | undefined };
  visibility?: string | undefined;
  screening?: { id: string; kind: string; prompt: string; options?: string[] | undefined; knockOut?: string[] | undefined }[] | undefined;
  sourceLanguage?: Language | undefined;
  translations?: Partial<Record<Language, JobVersion>> | undefined;
}): JobDraft {
  return {
    title: job.title,
    type: job.type,
    track: job.track,
    locations: job.locations.join(', '),
    remote: job.remote,
    description: job.description,
    requirements: job.requirements.join('\n'),
    salaryShown: job.salary !== null,
    salaryMin: job.salary ? String(job.salary.min) : '',
    salaryMax: job.salary ? String(job.salary.max) : '',
    currency: job.salary?.currency ?? 'EUR',
    period: job.salary?.period ?? 'year',
    deadline: localDate(job.deadline),
    applyBy: job.apply.method === 'external' ? 'external' : 'platform',
    applyUrl: job.apply.url ?? '',
    ...(job.visibility ? { visibility: job.visibility } : {}),
    screening: fromQuestions(job.screening ?? []),
    sourceLanguage: job.sourceLanguage ?? 'en',
    translations: Object.fromEntries(
      Object.entries(job.translations ?? {}).map(([lng, v]) => [
        lng,
        {
          title: v.title,
          description: v.description,
          requirements: (v.requirements ?? []).join('\n'),
          screening: Object.fromEntries(Object.entries(v.screening ?? {}).map(([id, q]) => [id, { prompt: q.prompt, options: (q.options ?? []).join('\n') }])),
        },
      ]),
    ),
  };
}

/** Server field paths (salary.max, apply.url, locations.0 …) as the editor's fields. */
export function fieldOf(path: string): JobField | null {
  const [head = '', lng = '', part = 'title'] = path.split('.');
  // translations.de.title, translations.de.screening.visa.prompt …: that version's field (a whole version: its title).
  if (head === 'translations') {
    if (!isLanguage(lng)) return null;
    const field = (['title', 'description', 'requirements', 'screening'] as const).find((f) => f === part) ?? 'title';
    return `${field}.${lng}`;
  }
  if (head === 'salary') return 'salary';
  if (head === 'apply') return 'applyUrl';
  return (['title', 'type', 'track', 'locations', 'description', 'requirements', 'deadline', 'screening'] as const).find((f) => f === head) ?? null;
}

export const STAGES = ['applied', 'shortlisted', 'interview', 'offer', 'rejected'] as const;
