import { Router, type Request, type Response } from 'express';
import { callerOf, membershipOf, type Guard } from '../accounts/index.ts';
import { parseBody } from '../http/parse-body.ts';
import { InterviewApplicationNotFoundError } from './interview.decider.ts';
import { messageRequest, pickRequest, proposalRequest } from './interview.schema.ts';
import {
  cancelByCompany,
  cancelByStudent,
  companyInterview,
  pickSlot,
  proposeInterview,
  requestNewTime,
  studentInterview,
  type ActingMember,
  type InterviewDeps,
} from './interview.service.ts';

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A route's id parameter, lowercased (ids name streams); a malformed one is simply not found. */
function idParam(req: Request, name: 'jobId' | 'applicationId'): string {
  const value = String(req.params[name] ?? '');
  if (!uuid.test(value)) throw new InterviewApplicationNotFoundError('No such application.');
  return value.toLowerCase();
}

const member = (res: Response): ActingMember => ({ accountId: callerOf(res).accountId, companyId: membershipOf(res).organisationId });

/**
 * Interviews (issue 25 part 4): members of the organisation that posted the job propose times and cancel; the applicant
 * picks a time, cancels, or asks for another time. An application of another organisation, or another student's, is
 * simply not found.
 */
export function interviewRoutes(deps: InterviewDeps, guard: Guard): Router {
  const router = Router();
  const members = guard.requireMembership('*');
  const students = guard.requireKind('student');
  const base = '/organisations/:organisationId/jobs/:jobId/applications/:applicationId/interview';
  const ids = (req: Request) => [idParam(req, 'jobId'), idParam(req, 'applicationId')] as const;

  router.get(base, members, async (req, res) => {
    res.set('Cache-Control', 'no-store').json({ interview: await companyInterview(deps, member(res), ...ids(req)) });
  });

  router.post(base, members, async (req, res) => {
    const [jobId, applicationId] = ids(req);
    const input = parseBody(proposalRequest, req.body);
    res.status(201).json({ msg: 'success', interview: await proposeInterview(deps, member(res), jobId, applicationId, input) });
  });

  router.post(`${base}/cancel`, members, async (req, res) => {
    const [jobId, applicationId] = ids(req);
    const { message } = parseBody(messageRequest, req.body);
    res.json({ msg: 'success', interview: await cancelByCompany(deps, member(res), jobId, applicationId, message) });
  });

  const mine = '/jobs/:jobId/interview';
  router.get(mine, students, async (req, res) => {
    res.set('Cache-Control', 'no-store').json({ interview: await studentInterview(deps, callerOf(res).accountId, idParam(req, 'jobId')) });
  });

  router.post(`${mine}/pick`, students, async (req, res) => {
    const { slotId } = parseBody(pickRequest, req.body);
    res.json({ msg: 'success', interview: await pickSlot(deps, callerOf(res).accountId, idParam(req, 'jobId'), slotId.toLowerCase()) });
  });

  router.post(`${mine}/cancel`, students, async (req, res) => {
    const { message } = parseBody(messageRequest, req.body);
    res.json({ msg: 'success', interview: await cancelByStudent(deps, callerOf(res).accountId, idParam(req, 'jobId'), message) });
  });

  router.post(`${mine}/new-time`, students, async (req, res) => {
    const { message } = parseBody(messageRequest, req.body);
    res.json({ msg: 'success', interview: await requestNewTime(deps, callerOf(res).accountId, idParam(req, 'jobId'), message) });
  });

  return router;
}
