import { ValidationError } from '@fast-track/shared/errors';
import { Router } from 'express';
import { callerOf, type Guard } from '../accounts/index.ts';
import { readUpload, sendStoredFile, uploadLimits } from '../uploads/index.ts';
import { readCv } from './apply-form.ts';
import type { ApplicationDeps } from './application.service.ts';
import { JobNotFoundError } from './job.errors.ts';
import { findSavedCv, removeSavedCv, saveCv, savedCvView } from './saved-cv.ts';

/** The student's saved CV (docs/jobs.md): read, replace (upload), download their own, remove. Students only. */
export function savedCvRoutes(deps: ApplicationDeps, guard: Guard): Router {
  const router = Router();
  const students = guard.requireKind('student');

  router.get('/student/cv', students, async (_req, res) => {
    const saved = await findSavedCv(deps.db, callerOf(res).accountId);
    res.set('Cache-Control', 'no-store').json({ cv: saved ? savedCvView(saved) : null });
  });

  router.post('/student/cv', students, async (req, res) => {
    const upload = await readUpload(req, { field: 'cv', maxFileBytes: uploadLimits.pdfBytes, maxFields: 1, maxFieldBytes: 256 });
    // Only the file: a text field besides it is an unknown field.
    const extra = Object.keys(upload.fields);
    if (extra.length > 0) throw new ValidationError(`Unknown field ${extra[0]}: send only the file "cv".`, [{ path: extra[0] ?? '(body)', message: 'unknown field' }]);
    const saved = await saveCv(deps, callerOf(res).accountId, readCv(upload.file));
    res.status(201).json({ msg: 'success', cv: savedCvView(saved) });
  });

  router.get('/student/cv/file', students, async (_req, res) => {
    const saved = await findSavedCv(deps.db, callerOf(res).accountId);
    const stored = saved && (await deps.blobs.get(saved.key));
    if (!saved || !stored) throw new JobNotFoundError('There is no saved CV.');
    sendStoredFile(res, { bytes: stored.bytes, contentType: 'application/pdf' }, { cache: 'private', download: saved.name });
  });

  router.delete('/student/cv', students, async (_req, res) => {
    await removeSavedCv(deps, callerOf(res).accountId);
    res.json({ msg: 'success', cv: null });
  });

  return router;
}
