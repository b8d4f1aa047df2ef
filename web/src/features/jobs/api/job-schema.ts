import * as z from 'zod/mini';
import { LANGUAGES } from '../../../lib/languages.ts';

/** A job as the API answers it (docs/jobs.md). Unknown strings are kept; the screens map known values. */
/** A screening question as the API sends it; `knockOut` only to the job's own company (docs/jobs.md). */
export const screeningQuestionSchema = z.object({
  id: z.string(),
  kind: z.string(),
  prompt: z.string(),
  options: z.optional(z.array(z.string())),
  knockOut: z.optional(z.array(z.string())),
});
/**
 * `values`: set by readableJob, never by the API — a single choice's source options (what an answer sends) when
 * `options` are the reader's language's labels.
 */
export type ScreeningQuestionView = z.infer<typeof screeningQuestionSchema> & { values?: string[] | undefined };

/** One language version of a job's texts (docs/jobs.md § Languages; @fast-track/shared/jobs/job-languages). */
const jobVersionSchema = z.object({
  title: z.string(),
  description: z.string(),
  requirements: z.optional(z.array(z.string())),
  screening: z.optional(z.record(z.string(), z.object({ prompt: z.string(), options: z.optional(z.array(z.string())) }))),
});

export const jobSchema = z.object({
  uniqueId: z.string(),
  status: z.catch(z.enum(['draft', 'scheduled', 'open', 'closed']), 'closed'),
  title: z.string(),
  type: z.string(),
  track: z.string(),
  locations: z.array(z.string()),
  remote: z.boolean(),
  description: z.string(),
  requirements: z.array(z.string()),
  salary: z.nullable(z.object({ min: z.number(), max: z.number(), currency: z.string(), period: z.string() })),
  deadline: z.string(),
  apply: z.object({ method: z.string(), url: z.optional(z.string()) }),
  visibility: z.optional(z.string()),
  screening: z.catch(z.array(screeningQuestionSchema), []),
  screeningVersion: z.catch(z.number(), 0),
  /** The language the texts are in (absent: English) and the company's other versions; malformed ones are left out. */
  sourceLanguage: z.catch(z.optional(z.enum(LANGUAGES)), undefined),
  translations: z.catch(z.optional(z.partialRecord(z.enum(LANGUAGES), jobVersionSchema)), undefined),
  publishedAt: z.nullable(z.string()),
  publishAt: z.catch(z.nullable(z.string()), null),
  updatedAt: z.string(),
  version: z.number(),
  company: z.object({ organisationId: z.string(), name: z.string(), logo: z.nullable(z.string()), status: z.string() }),
});
export type Job = z.infer<typeof jobSchema>;

export const stageCountsSchema = z.object({
  total: z.number(),
  applied: z.number(),
  shortlisted: z.number(),
  interview: z.number(),
  offer: z.number(),
  rejected: z.number(),
});
/** `takenDown`: an admin took the job down (docs/admin.md § Takedowns); students no longer see it. */
export const companyJobSchema = z.extend(jobSchema, { applicants: stageCountsSchema, takenDown: z.catch(z.boolean(), false) });
export type CompanyJob = z.infer<typeof companyJobSchema>;

/** The company's median time to a first answer in hours; null until it has answered five applications. */
/** How a company answers students (GET /api/companies/:id/responsiveness's figure; docs/companies.md); null under five answers. */
const responsivenessSchema = z.nullable(z.object({ answered: z.number(), counted: z.number(), answeredPercent: z.number(), medianHours: z.number() }));

export const myApplicationSchema = z.object({
  applicationId: z.string(),
  jobId: z.string(),
  stage: z.string(),
  hasCv: z.boolean(),
  coverNote: z.string(),
  submittedAt: z.string(),
  updatedAt: z.string(),
  /** The timeline, oldest first: applied, viewed, the company's moves, withdrawn or closed. */
  history: z.catch(z.array(z.object({ status: z.string(), at: z.string() })), []),
  job: z.object({
    title: z.string(),
    status: z.string(),
    deadline: z.string(),
    /** The company's response transparency (docs/companies.md), the same figure as its page's; null under five answers. */
    company: z.object({ name: z.string(), logo: z.nullable(z.string()), responsiveness: z.catch(responsivenessSchema, null) }),
  }),
});
export type MyApplication = z.infer<typeof myApplicationSchema>;
