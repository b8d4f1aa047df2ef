import type { Request } from 'express';
import { z } from 'zod';
import { parseBody } from '../http/parse-body.ts';
import { checkPdf, readUpload, uploadLimits } from '../uploads/index.ts';
import type { CheckedCv } from './application.service.ts';
import { coverNoteText } from './job.schema.ts';

const fields = z.object({ coverNote: coverNoteText.default('') });
const jsonFields = z.object({ coverNote: coverNoteText.default(''), useSavedCv: z.boolean().default(false) }).strict();

export interface ApplyForm {
  coverNote: string;
  /** A new CV sent with the application (it then becomes the saved CV too). */
  cv: CheckedCv | null;
  /** Send the CV saved in the profile instead (JSON only). */
  useSavedCv: boolean;
}

/**
 * The application form: JSON `{ coverNote?, useSavedCv? }` (no CV, or the saved one), or multipart/form-data with the
 * field `coverNote` and a new CV under `cv` (the uploads slice reads it with its limits; a PDF by its bytes, else 415).
 */
export async function readApplyForm(req: Request): Promise<ApplyForm> {
  if (!req.is('multipart/form-data')) return { ...parseBody(jsonFields, req.body ?? {}), cv: null };
  const upload = await readUpload(req, { field: 'cv', maxFileBytes: uploadLimits.pdfBytes, maxFields: 2, maxFieldBytes: 16_384 });
  const { coverNote } = parseBody(fields, upload.fields);
  return { coverNote, cv: readCv(upload.file), useSavedCv: false };
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
