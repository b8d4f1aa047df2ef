import { PreconditionFailedError, PreconditionRequiredError } from '@fast-track/shared/errors';
import { Router, type Request, type Response } from 'express';
import { callerOf, membershipOf, type Guard } from '../accounts/index.ts';
import { checkedVisibility } from '../organisations/index.ts';
import type { JobDetails } from './job.ts';
import { parseBody } from '../http/parse-body.ts';
import { markApplicationViewed, moveApplication, type ApplicationDeps } from './application.service.ts';
import { sendStoredFile } from '../uploads/index.ts';
import { JobNotFoundError } from './job.errors.ts';
import { emptyRequest, jobDetailsRequest, publishRequest, stageRequest } from './job.schema.ts';
import { closeJob } from './job-closing.ts';
import { createJob, deleteDraft, editJob, publishDraft, unscheduleJob, type ActingMember } from './job.service.ts';
import { screeningAnswersOf } from './read-models/screening-answers.queries.ts';
import { findCv, listApplicants } from './read-models/application.queries.ts';
import { findCompanyJob, listCompanyJobs, type JobView } from './read-models/job.queries.ts';

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A route's id parameter, lowercased (ids name streams); a malformed one is simply not found. */
export function idParam(req: Request, name: string): string {
  const value = String(req.params[name] ?? '');
  if (!uuid.test(value)) throw new JobNotFoundError(`No such ${name === 'jobId' ? 'job' : 'application'}.`);
  return value.toLowerCase();
}

/** The version the client loaded, from `If-Match: "<version>"`; edits without one could undo someone else's. */
function ifMatch(req: Request): number {
  const header = req.get('if-match');
  if (!header) throw new PreconditionRequiredError('Send If-Match with the ETag of the job you loaded.');
  const match = /^(?:W\/)?"(\d{1,9})"$/.exec(header.trim());
  if (!match) throw new PreconditionFailedError('If-Match must be the ETag of the job you loaded.');
  return Number(match[1]);
}

const withEtag = (res: Response, job: JobView): Response => res.set('ETag', `"${job.version}"`).set('Cache-Control', 'no-store');

const member = (res: Response): ActingMember => ({ accountId: callerOf(res).accountId, companyId: membershipOf(res).organisationId });

/** The form with the visibility this host kind may choose; kept in the facts only when restricted. */
function withVisibility(res: Response, details: JobDetails): JobDetails {
  const { visibility, ...rest } = details;
  const checked = checkedVisibility(membershipOf(res).kind, visibility);
  return checked === 'everyone' ? rest : { ...rest, visibility: checked };
}

/**
 * The host's side of jobs (docs/jobs.md): every call is for members of the organisation in the path — a
 * company, a career center or a student organisation: one job editor, parameterised by the host's kind — and every
 * job is looked up within that organisation, so another host's job is simply not found.
 */
export function jobRoutes(deps: ApplicationDeps, guard: Guard): Router {
  const router = Router();
  const members = guard.requireMembership('*');
  const base = '/organisations/:organisationId/jobs';

  router.post(base, members, async (req, res) => {
    const details = withVisibility(res, parseBody(jobDetailsRequest, req.body));
    const job = await createJob(deps, member(res), details, 'published');
    withEtag(res, job).status(201).json({ msg: 'success', job });
  });

  // Drafts (docs/jobs.md "Drafts and scheduling"): saved with every rule of a job, seen by the company's members only.
  router.post(`${base}/drafts`, members, async (req, res) => {
    const details = withVisibility(res, parseBody(jobDetailsRequest, req.body));
    const job = await createJob(deps, member(res), details, 'draft');
    withEtag(res, job).status(201).json({ msg: 'success', job });
  });

  router.get(base, members, async (_req, res) => {
    res.set('Cache-Control', 'no-store').json({ jobs: await listCompanyJobs(deps.db, membershipOf(res).organisationId) });
  });

  router.get(`${base}/:jobId`, members, async (req, res) => {
    const job = await findCompanyJob(deps.db, membershipOf(res).organisationId, idParam(req, 'jobId'));
    if (!job) throw new JobNotFoundError('No such job in this company.');
    withEtag(res, job).json({ job });
  });

  router.post(`${base}/:jobId/edit`, members, async (req, res) => {
    const jobId = idParam(req, 'jobId');
    const expected = ifMatch(req);
    const details = withVisibility(res, parseBody(jobDetailsRequest, req.body));
    const job = await editJob(deps, member(res), jobId, expected, details);
    withEtag(res, job).json({ msg: 'success', job });
  });

  router.post(`${base}/:jobId/publish`, members, async (req, res) => {
    const jobId = idParam(req, 'jobId');
    const expected = ifMatch(req);
    const { at } = parseBody(publishRequest, req.body ?? {});
    const job = await publishDraft(deps, member(res), jobId, expected, at);
    withEtag(res, job).json({ msg: 'success', job });
  });

  router.post(`${base}/:jobId/unschedule`, members, async (req, res) => {
    const jobId = idParam(req, 'jobId');
    const expected = ifMatch(req);
    parseBody(emptyRequest, req.body ?? {});
    const job = await unscheduleJob(deps, member(res), jobId, expected);
    withEtag(res, job).json({ msg: 'success', job });
  });

  router.delete(`${base}/:jobId`, members, async (req, res) => {
    const jobId = idParam(req, 'jobId');
    await deleteDraft(deps, member(res), jobId, ifMatch(req));
    res.set('Cache-Control', 'no-store').json({ msg: 'success' });
  });

  router.post(`${base}/:jobId/close`, members, async (req, res) => {
    const jobId = idParam(req, 'jobId');
    const job = await closeJob(deps, member(res), jobId, ifMatch(req));
    withEtag(res, job).json({ msg: 'success', job });
  });

  router.get(`${base}/:jobId/applications`, members, async (req, res) => {
    const job = await findCompanyJob(deps.db, membershipOf(res).organisationId, idParam(req, 'jobId'));
    if (!job) throw new JobNotFoundError('No such job in this company.');
    const applications = await listApplicants(deps.db, job.uniqueId);
    // Each applicant's screening answers, for the company's members only (never on a student's call).
    const answers = await screeningAnswersOf(deps.db, job.uniqueId);
    res.set('Cache-Control', 'no-store').json({ applications: applications.map((a) => ({ ...a, screeningAnswers: answers.get(a.applicationId) ?? [] })) });
  });

  router.post(`${base}/:jobId/applications/:applicationId/stage`, members, async (req, res) => {
    const jobId = idParam(req, 'jobId');
    const applicationId = idParam(req, 'applicationId');
    const { stage } = parseBody(stageRequest, req.body);
    res.json({ msg: 'success', application: await moveApplication(deps, member(res), jobId, applicationId, stage) });
  });

  router.get(`${base}/:jobId/applications/:applicationId/cv`, members, async (req, res) => {
    const job = await findCompanyJob(deps.db, membershipOf(res).organisationId, idParam(req, 'jobId'));
    const applicationId = idParam(req, 'applicationId');
    const cv = job && (await findCv(deps.db, job.uniqueId, applicationId));
    const stored = cv && (await deps.blobs.get(cv.key));
    if (!cv || !stored) throw new JobNotFoundError('This application has no CV.');
    // Opening the CV is how a company member opens an application: the student's timeline records "viewed" once.
    await markApplicationViewed(deps, member(res), job.uniqueId, applicationId);
    sendStoredFile(res, { bytes: stored.bytes, contentType: 'application/pdf' }, { cache: 'private', download: cv.name });
  });

  return router;
}
