import { readableVersion, type ContentLanguages, type LanguageVersion } from '../content-languages.ts';
import type { Language } from '../languages.ts';

// A job post in several languages (issue 25 part 6; docs/jobs.md § Languages), on the shape every multilingual
// object shares (content-languages.ts): the job's own fields are its source language's, and each other language
// version carries the same free texts. Pure, so the API's rules and the SPA's editor and pages share it.

/** The plain-text fields of a version, as content-languages.ts' helpers see them (title, rich-text description). */
export const jobTextFields = ['title', 'description'] as const;
export type JobTextField = (typeof jobTextFields)[number];

/** A screening question's texts in a version: its prompt and, for a single-choice question, its options in order. */
export interface JobQuestionVersion {
  prompt: string;
  /** As many as the source question's, in the same order; an answer is still the source option (what knocks out). */
  options?: string[];
}

/**
 * One language version of a job: title and description always; the requirements (absent: the source's list) and
 * screening questions by id (a question without one reads in the source language).
 */
export type JobVersion = LanguageVersion<JobTextField> & {
  requirements?: string[];
  screening?: Record<string, JobQuestionVersion>;
};

export interface JobLanguages extends ContentLanguages<JobTextField> {
  translations?: Partial<Record<Language, JobVersion>>;
}

interface ReadableQuestion {
  id: string;
  prompt: string;
  options?: string[] | undefined;
}

interface ReadableJob extends JobLanguages {
  title: string;
  description: string;
  requirements: string[];
  screening?: readonly ReadableQuestion[] | undefined;
}

/**
 * What a reader of `reader` reads of a job: their version when the company wrote one, else the source, with
 * `writtenIn` (the source language) when it is not theirs. A screening question keeps its id, kind and, for a
 * single choice, `values` (the source options: what the answer sends); `options` are the labels to show.
 */
export function readableJob<J extends ReadableJob>(
  job: J,
  reader: string | undefined,
): Omit<J, 'screening'> & {
  lang: Language;
  writtenIn: Language | undefined;
  screening: (NonNullable<J['screening']>[number] & { values?: string[] })[];
} {
  const shown = readableVersion<JobTextField>({ title: job.title, description: job.description }, job, reader);
  const version = shown.isReaderLanguage && shown.language !== (job.sourceLanguage ?? 'en') ? job.translations?.[shown.language] : undefined;
  const screening = (job.screening ?? []).map((q) => {
    const texts = version?.screening?.[q.id];
    const values = q.options ? { values: q.options } : {};
    if (!texts) return { ...q, ...values };
    const options = q.options && texts.options?.length === q.options.length ? texts.options : q.options;
    return { ...q, ...values, prompt: texts.prompt, ...(options ? { options } : {}) };
  });
  return {
    ...job,
    ...shown.texts,
    requirements: version?.requirements ?? job.requirements,
    screening,
    lang: shown.language,
    writtenIn: shown.isReaderLanguage ? undefined : shown.language,
  };
}
