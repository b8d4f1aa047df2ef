import type { Request } from 'express';
import { z } from 'zod';
import { parseBody } from '../http/parse-body.ts';
import { checkPdf, readUpload, uploadLimits } from '../uploads/index.ts';
import type { CheckedCv } from './application.service.ts';
import { jobLimits } from '@fast-track/shared/jobs/job-limits';
import { questionIdPattern } from '@fast-track/shared/jobs/screening';
import { storableText } from '../http/safe-text.ts';
import { coverNoteText } from './job.schema.ts';
import type { ScreeningSubmission } from './screening.ts';

/** The answers' shape only: which questions and values are right is the job's (screening.ts). */
const screening = z
  .object({
    version: z.number().int().min(0).max(1_000_000_000),
    answers: z.record(z.string().regex(questionIdPattern), storableText(jobLimits.screeningAnswerLength * 2)).refine((a) => Object.keys(a).length <= jobLimits.screeningQuestions, 'too many answers'),
  })
  .strict();
/** In multipart the answers travel as one JSON field. */
const screeningField = storableText(32_768)
  .transform((text, ctx) => {
    try {
      return JSON.parse(text) as unknown;
    } catch {
      ctx.addIssue({ code: 'custom', message: 'must be JSON' });
      return z.NEVER;
    }
  })
  .pipe(screening);

const fields = z.object({ coverNote: coverNoteText.default(''), screening: screeningField.optional() });
const jsonFields = z.object({ coverNote: coverNoteText.default(''), useSavedCv: z.boolean().default(false), screening: screening.optional() }).strict();

export interface ApplyForm {
  coverNote: string;
  /** A new CV sent with the application (it then becomes the saved CV too). */
  cv: CheckedCv | null;
  /** Send the CV saved in the profile instead (JSON only). */
  useSavedCv: boolean;
  /** The answers to the job's screening questions; null when none were sent. */
  screening: ScreeningSubmission | null;
}

/**
 * The application form: JSON `{ coverNote?, useSavedCv?, screening? }` (no CV, or the saved one), or
 * multipart/form-data with the fields `coverNote` and `screening` (JSON) and a new CV under `cv` (the uploads slice
 * reads it with its limits; a PDF by its bytes, else 415).
 */
export async function readApplyForm(req: Request): Promise<ApplyForm> {
  if (!req.is('multipart/form-data')) {
    const { screening: answers, ...form } = parseBody(jsonFields, req.body ?? {});
    return { ...form, cv: null, screening: answers ?? null };
  }
  const upload = await readUpload(req, { field: 'cv', maxFileBytes: uploadLimits.pdfBytes, maxFields: 3, maxFieldBytes: 32_768 });
  const { coverNote, screening: answers } = parseBody(fields, upload.fields);
  return { coverNote, cv: readCv(upload.file), useSavedCv: false, screening: answers ?? null };
}

/** A CV upload checked like every PDF (a real PDF, no active content), with a safe name. */
export function readCv(file: { bytes: Buffer; filename: string }): CheckedCv {
  checkPdf(file.bytes);
  return { bytes: file.bytes, name: cvName(file.filename) };
}

/** A name to offer on download: the upload's own, reduced to safe characters, always ending in .pdf. */
export function cvName(name: string): string {
  const base = name.replace(/\.pdf$/i, '').replace(/[^\p{L}\p{N} ._-]+/gu, '').trim().slice(0, 80);
  return `${base || 'cv'}.pdf`;
}
