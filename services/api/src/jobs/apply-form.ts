import type { Request } from 'express';
import { z } from 'zod';
import { parseBody } from '../http/parse-body.ts';
import { checkPdf, readUpload, uploadLimits } from '../uploads/index.ts';
import type { CheckedCv } from './application.service.ts';
import { coverNoteText } from './job.schema.ts';

const fields = z.object({ coverNote: coverNoteText.default('') });

/**
 * The application form: JSON `{ coverNote }` without a CV, or multipart/form-data with the field `coverNote` and
 * the CV under `cv` (the uploads slice reads it with its limits; a PDF by its bytes, else 415).
 */
export async function readApplyForm(req: Request): Promise<{ coverNote: string; cv: CheckedCv | null }> {
  if (!req.is('multipart/form-data')) return { ...parseBody(fields, req.body ?? {}), cv: null };
  const upload = await readUpload(req, { field: 'cv', maxFileBytes: uploadLimits.pdfBytes, maxFields: 2, maxFieldBytes: 16_384 });
  const { coverNote } = parseBody(fields, upload.fields);
  checkPdf(upload.file.bytes);
  return { coverNote, cv: { bytes: upload.file.bytes, name: cvName(upload.file.filename) } };
}

/** A name to offer on download: the upload's own, reduced to safe characters, always ending in .pdf. */
export function cvName(name: string): string {
  const base = name.replace(/\.pdf$/i, '').replace(/[^\p{L}\p{N} ._-]+/gu, '').trim().slice(0, 80);
  return `${base || 'cv'}.pdf`;
}
