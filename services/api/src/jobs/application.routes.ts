import { UnsupportedMediaTypeError } from '@fast-track/shared/errors';
import { Router, type NextFunction, type Request, type Response } from 'express';
import { callerOf, type Caller, type Guard } from '../accounts/index.ts';
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
  // The page is public: a visitor or a stale token reads it as a visitor (never a 401); a signed-in account may
  // also see the jobs its career center or its societies keep to their audience.
  const maybeSignedIn = (req: Request, res: Response, next: NextFunction): void => {
    guard.requireAccount(req, res, () => {
      res.removeHeader('WWW-Authenticate');
      next();
    });
  };
  const viewerOf = (res: Response): string | undefined => (res.locals['caller'] as Caller | undefined)?.accountId;

  // Public: visitors read job pages like event pages. Only jobs of approved companies exist here.
  router.get('/jobs/:jobId', maybeSignedIn, async (req, res) => {
    const job = await findPublicJob(deps.db, idParam(req, 'jobId'), viewerOf(res));
    if (!job) throw new JobNotFoundError('No such job.');
    // How the company answers students is its own call (GET /api/companies/:id/responsiveness), shared with its page.
    res.set('Cache-Control', 'no-store').json({ job });
  });

  router.get('/jobs/:jobId/application', students, async (req, res) => {
    const application = await findStudentApplication(deps.db, idParam(req, 'jobId'), callerOf(res).accountId, deps.now());
    res.set('Cache-Control', 'no-store').json({ application: application ?? null });
  });

  router.post('/jobs/:jobId/apply', students, async (req, res) => {
    const jobId = idParam(req, 'jobId');
    // A job kept to an audience that does not reach this student does not exist for them.
    if (!(await findPublicJob(deps.db, jobId, callerOf(res).accountId))) throw new JobNotFoundError('No such job.');
    formBody(req);
    const form = await readApplyForm(req);
    res.status(201).json({ msg: 'success', application: await applyToJob(deps, callerOf(res).accountId, jobId, form) });
  });

  router.post('/jobs/:jobId/withdraw', students, async (req, res) => {
    res.json({ msg: 'success', application: await withdrawApplication(deps, callerOf(res).accountId, idParam(req, 'jobId')) });
  });

  router.get('/student/applications', students, async (_req, res) => {
    res.set('Cache-Control', 'no-store').json({ applications: await listStudentApplications(deps.db, callerOf(res).accountId, deps.now()) });
  });

  return router;
}
