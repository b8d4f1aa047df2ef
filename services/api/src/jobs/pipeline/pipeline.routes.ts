import { ValidationError } from '@fast-track/shared/errors';
import { Router, type Request, type Response } from 'express';
import { callerOf, membershipOf, type Guard } from '../../accounts/index.ts';
import { toCsv } from '../../analytics/index.ts';
import { parseBody } from '../../http/parse-body.ts';
import type { ApplicationDeps } from '../application.service.ts';
import { nextStages } from '../application.ts';
import { ApplicationNotFoundError } from '../application.decider.ts';
import { JobNotFoundError } from '../job.errors.ts';
import { idParam } from '../job.routes.ts';
import type { ActingMember } from '../job.service.ts';
import { findCompanyJob, type JobView } from '../read-models/job.queries.ts';
import { applicantUniversities, findReview, listStageMails, pipelineBoard, pipelineColumn, pipelineRows } from './pipeline.queries.ts';
import { bulkMoveRequest, noteRequest, pipelineQuery, ratingRequest, stageMailParams, stageMailRequest } from './pipeline.schema.ts';
import { addNote, bulkMove, rateApplication, removeStageMail, saveStageMail } from './pipeline.service.ts';

const member = (res: Response): ActingMember => ({ accountId: callerOf(res).accountId, companyId: membershipOf(res).organisationId });

/** The job in the path, looked up within the caller's organisation: another organisation's job is simply not found. */
async function ownJob(deps: ApplicationDeps, req: Request, res: Response): Promise<JobView> {
  const job = await findCompanyJob(deps.db, membershipOf(res).organisationId, idParam(req, 'jobId'));
  if (!job) throw new JobNotFoundError('No such job in this company.');
  return job;
}

/** One CSV column per field (English headers: the file is read by spreadsheets, not the SPA). */
const csvHeader = ['First name', 'Last name', 'University', 'Country', 'Tracks', 'Stage', 'Rating', 'Best challenge band', 'Notes', 'CV', 'Applied at'];

/**
 * The applicant pipeline (docs/jobs.md § Pipeline): the board of a job, its column pages and CSV export, bulk moves,
 * private reviews (ratings and notes) and the organisation's stage mails. Members of the organisation in the path
 * only; every application is looked up within its job, and every job within the organisation.
 */
export function pipelineRoutes(deps: ApplicationDeps, guard: Guard): Router {
  const router = Router();
  const members = guard.requireMembership('*');
  const base = '/organisations/:organisationId/jobs/:jobId';

  router.get(`${base}/pipeline`, members, async (req, res) => {
    const { after: _after, ...query } = parseBody(pipelineQuery, req.query);
    const job = await ownJob(deps, req, res);
    const [board, universities] = await Promise.all([pipelineBoard(deps.db, job.uniqueId, query), applicantUniversities(deps.db, job.uniqueId)]);
    res.set('Cache-Control', 'no-store').json({ ...board, moves: nextStages, universities });
  });

  router.get(`${base}/pipeline/column`, members, async (req, res) => {
    const query = parseBody(pipelineQuery, req.query);
    if (!query.stage) throw new ValidationError('stage: name the column (?stage=…)', [{ path: 'stage', message: 'required' }]);
    const job = await ownJob(deps, req, res);
    res.set('Cache-Control', 'no-store').json(await pipelineColumn(deps.db, job.uniqueId, query.stage, query));
  });

  router.get(`${base}/pipeline/export`, members, async (req, res) => {
    const { after: _after, ...query } = parseBody(pipelineQuery, req.query);
    const job = await ownJob(deps, req, res);
    const rows = (await pipelineRows(deps.db, job.uniqueId, query)).map((c) => [
      c.firstName,
      c.lastName,
      c.university?.name ?? '',
      c.university?.area ?? '',
      c.tracks.join('; '),
      c.stage === 'rejected' ? 'declined' : c.stage,
      c.rating,
      c.bestBand ?? '',
      c.notes,
      c.hasCv ? 'yes' : 'no',
      c.submittedAt,
    ]);
    const name = `applications-${job.uniqueId.slice(0, 8)}.csv`;
    res.set('Cache-Control', 'no-store').set('Content-Type', 'text/csv; charset=utf-8').set('Content-Disposition', `attachment; filename="${name}"`).send(`\uFEFF${toCsv(csvHeader, rows)}`);
  });

  router.post(`${base}/applications/move`, members, async (req, res) => {
    const body = parseBody(bulkMoveRequest, req.body);
    res.json({ msg: 'success', ...(await bulkMove(deps, member(res), idParam(req, 'jobId'), body.applicationIds, body.stage, body.mail)) });
  });

  router.get(`${base}/applications/:applicationId/review`, members, async (req, res) => {
    const job = await ownJob(deps, req, res);
    const review = await findReview(deps.db, job.uniqueId, idParam(req, 'applicationId'));
    if (!review) throw new ApplicationNotFoundError('No such application for this job.');
    res.set('Cache-Control', 'no-store').json({ review });
  });

  router.post(`${base}/applications/:applicationId/rating`, members, async (req, res) => {
    const { rating } = parseBody(ratingRequest, req.body);
    res.json({ msg: 'success', ...(await rateApplication(deps, member(res), idParam(req, 'jobId'), idParam(req, 'applicationId'), rating)) });
  });

  router.post(`${base}/applications/:applicationId/notes`, members, async (req, res) => {
    const { text } = parseBody(noteRequest, req.body);
    const note = await addNote(deps, member(res), idParam(req, 'jobId'), idParam(req, 'applicationId'), text);
    res.status(201).json({ msg: 'success', note });
  });

  router.get('/organisations/:organisationId/stage-mails', members, async (_req, res) => {
    res.set('Cache-Control', 'no-store').json({ templates: await listStageMails(deps.db, membershipOf(res).organisationId) });
  });

  router.post('/organisations/:organisationId/stage-mails/:stage/:lng', members, async (req, res) => {
    const { stage, lng } = parseBody(stageMailParams, req.params);
    await saveStageMail(deps, member(res), stage, lng, parseBody(stageMailRequest, req.body));
    res.json({ msg: 'success', templates: await listStageMails(deps.db, membershipOf(res).organisationId) });
  });

  router.post('/organisations/:organisationId/stage-mails/:stage/:lng/remove', members, async (req, res) => {
    const { stage, lng } = parseBody(stageMailParams, req.params);
    await removeStageMail(deps, member(res), stage, lng);
    res.json({ msg: 'success', templates: await listStageMails(deps.db, membershipOf(res).organisationId) });
  });

  return router;
}
