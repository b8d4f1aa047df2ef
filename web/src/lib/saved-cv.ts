import { uploadLimits } from '@fast-track/shared/uploads/upload-limits';
import * as z from 'zod/mini';
import { dateTimeFormat } from './date-format.ts';
import { http } from './http.ts';
import { numberFormat } from './number-format.ts';
import { outcomeRequest, type Outcome } from './outcome-request.ts';

// The CV a student keeps once in their profile (docs/jobs.md): managed in the student's settings and offered
// by every apply box, so it lives here rather than in either feature.

/** The CV kept in the student's profile: its name, size in bytes and upload time (the file stays on the server). */
export const savedCvSchema = z.object({ name: z.string(), size: z.number(), uploadedAt: z.string() });
export type SavedCv = z.infer<typeof savedCvSchema>;
const savedCvAnswer = z.object({ cv: z.nullable(savedCvSchema) });

export function getSavedCv(): Promise<Outcome<SavedCv | null>> {
  return outcomeRequest('get', 'api/student/cv', (b) => savedCvAnswer.parse(b).cv);
}

/** Uploads a PDF as the saved CV, replacing the one before (applications keep the file they were sent with). */
export function uploadSavedCv(file: File): Promise<Outcome<SavedCv | null>> {
  const form = new FormData();
  form.set('cv', file, file.name);
  return outcomeRequest('post', 'api/student/cv', (b) => savedCvAnswer.parse(b).cv, { form });
}

/** Removes the saved CV; throws on failure like every plain call. */
export async function removeSavedCv(): Promise<void> {
  await http('api/student/cv', { method: 'delete' });
}

export const MAX_CV_BYTES = uploadLimits.pdfBytes;

/** The client's first check of a chosen CV (the server checks the bytes again): an error text, or null. */
export function cvProblem(file: File, t: (key: string) => string): string | null {
  if (!(file.type === 'application/pdf' || /\.pdf$/i.test(file.name))) return t('jobs.page.errors.cvType');
  return file.size > MAX_CV_BYTES ? t('jobs.page.errors.cvSize') : null;
}

/** "Anna CV.pdf · 240 kB · 3 Dec 2026" in the reader's language. */
export function savedCvText(cv: SavedCv, lng: string): string {
  const size = numberFormat(lng, { style: 'unit', unit: 'kilobyte', maximumFractionDigits: 0 }).format(Math.max(1, cv.size / 1000));
  return `${cv.name} · ${size} · ${dateTimeFormat(lng, { dateStyle: 'medium' }).format(new Date(cv.uploadedAt))}`;
}
