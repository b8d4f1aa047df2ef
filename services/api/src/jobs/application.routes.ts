import { UnsupportedMediaTypeError } from '@fast-track/shared/errors';
import { Router, type Request } from 'express';
import { callerOf, type Guard } from '../accounts/index.ts';
import { readApplyForm } from './apply-form.ts';
import { applyToJob, withdrawApplication, type ApplicationDeps } from './application.service.ts';
import { JobNotFoundError } from './job.errors.ts';
import { idParam } from './job.routes.ts';
import { findStudentApplication, listStudentApplications } from './read-models/application.queries.ts';
import { findPublicJob } from './read-models/job.queries.ts';

/** A body that is neither JSON nor multipart would be read as an empty form: refuse it instead. */
function formBody(req: Request): void {
  const hasBody = Number(req.get('content-length') ?? 0) > 0 || req.get('transfer-encoding') !== undefined;
  if (hasBody && !req.is('application/json') && !req.is('multipart/form-data')) {
    throw new UnsupportedMediaTypeError('Send the application as JSON or multipart/form-data.');
  }
}

/** Students and visitors: the job page, applying once, withdrawing, and the student's own applications. */
export function applicationRoutes(deps: ApplicationDeps, guard: Guard): Router {
  const router = Router();
  const students = guard.requireKind('student');

  // Public: visitors read job pages like event pages. Only jobs of approved companies exist here.
  router.get('/jobs/:jobId', async (req, res) => {
    const job = await findPublicJob(deps.db, idParam(req, 'jobId'));
    if (!job) throw new JobNotFoundError('No such job.');
    res.set('Cache-Control', 'no-store').json({ job });
  });

  router.get('/jobs/:jobId/application', students, async (req, res) => {
    const application = await findStudentApplication(deps.db, idParam(req, 'jobId'), callerOf(res).accountId);
    res.set('Cache-Control', 'no-store').json({ application: application ?? null });
  });

  router.post('/jobs/:jobId/apply', students, async (req, res) => {
    const jobId = idParam(req, 'jobId');
    formBody(req);
    const form = await readApplyForm(req);
    res.status(201).json({ msg: 'success', application: await applyToJob(deps, callerOf(res).accountId, jobId, form) });
  });

  router.post('/jobs/:jobId/withdraw', students, async (req, res) => {
    res.json({ msg: 'success', application: await withdrawApplication(deps, callerOf(res).accountId, idParam(req, 'jobId')) });
  });

  router.get('/student/applications', students, async (_req, res) => {
    res.set('Cache-Control', 'no-store').json({ applications: await listStudentApplications(deps.db, callerOf(res).accountId) });
  });

  return router;
}
