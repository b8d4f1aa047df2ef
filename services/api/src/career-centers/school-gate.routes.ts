import { ForbiddenError, NotFoundError } from '@fast-track/shared/errors';
import { Router, type Request, type Response } from 'express';
import { z } from 'zod';
import { callerOf, membershipOf, type Guard } from '../accounts/index.ts';
import { parseBody } from '../http/parse-body.ts';
import { storableText } from '../http/safe-text.ts';
import { findOrganisation } from '../organisations/index.ts';
import {
  companyOwnsPosting,
  findEmployerByLink,
  modesOf,
  postingAtSchools,
  recentDecisions,
  relationshipOf,
  reviewQueue,
} from './read-models/school-gate.queries.ts';
import { EmployerNotFoundError, PostingNotFoundError } from './school-gate.decider.ts';
import { decidePosting, runSchoolGateCommand, type SchoolGateDeps } from './school-gate.service.ts';
import { contactsMax, declineReasonMax, notesMax, postingKinds, postingModes, relationshipStatuses, type PostingKind } from './school-gate.ts';

// Issue 26 parts 2 and 3 (docs/host-areas.md "Posting approval and employer relationships"). The center's side is
// for its staff only (requireMembership career_center: anyone else 401/403, staff of another center 403); the
// employer reads its own posting's status per school (requireMembership company, and the posting must be its own).

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const modeRequest = z.object({ mode: z.enum(postingModes) }).strict();
// Bounds twice the counted limit in UTF-16 units; the decider counts code points (an emoji is one character).
const declineRequest = z.object({ reason: storableText(declineReasonMax * 2) }).strict();
const relationshipRequest = z
  .object({ status: z.enum(relationshipStatuses), notes: storableText(notesMax * 2).default(''), contacts: storableText(contactsMax * 2).default('') })
  .strict();
const linkParam = z.object({ link: z.string().max(80).regex(/^[a-z0-9-]+$/i) });

class CenterNotAdmittedError extends ForbiddenError {
  override readonly code = 'CENTER_NOT_ADMITTED';
}

function kindParam(req: Request): PostingKind {
  const kind = String(req.params['kind'] ?? '');
  if (!(postingKinds as readonly string[]).includes(kind)) throw new PostingNotFoundError('No such kind of posting.');
  return kind as PostingKind;
}

function postingIdParam(req: Request): string {
  const value = String(req.params['postingId'] ?? '');
  if (!uuid.test(value)) throw new PostingNotFoundError('No such posting.');
  return value.toLowerCase();
}

export function schoolGateRoutes(deps: SchoolGateDeps, guard: Guard): Router {
  const router = Router();
  const staff = guard.requireMembership('career_center');
  const leads = guard.requireMembership('career_center', ['owner', 'admin']);
  const employer = guard.requireMembership('company');
  const base = '/organisations/:organisationId';

  /** The caller's center, which must be admitted: a center waiting for review decides nothing for students. */
  const centerOf = async (res: Response): Promise<string> => {
    const centerId = membershipOf(res).organisationId;
    const center = await findOrganisation(deps.db, centerId);
    if (center?.status !== 'active') throw new CenterNotAdmittedError('Your career center is not admitted yet.');
    return centerId;
  };
  const nowIso = () => new Date(deps.now()).toISOString();

  router.get(`${base}/posting-review`, staff, async (_req, res) => {
    const centerId = await centerOf(res);
    const [modes, queue, decided] = await Promise.all([modesOf(deps.db, centerId), reviewQueue(deps.db, centerId, deps.now()), recentDecisions(deps.db, centerId, deps.now())]);
    res.set('Cache-Control', 'private, no-store').json({ modes, queue, decided });
  });

  // The setting is the center's policy: its owners and admins choose it.
  router.put(`${base}/posting-review/modes/:kind`, leads, async (req, res) => {
    const kind = kindParam(req);
    const { mode } = parseBody(modeRequest, req.body);
    const centerId = await centerOf(res);
    const by = callerOf(res).accountId;
    await runSchoolGateCommand(deps, { type: 'SetPostingMode', data: { centerId, kind, mode, by, now: nowIso() } }, by);
    res.json({ msg: 'success', modes: await modesOf(deps.db, centerId) });
  });

  router.post(`${base}/posting-review/:kind/:postingId/approve`, staff, async (req, res) => {
    const kind = kindParam(req);
    const postingId = postingIdParam(req);
    const centerId = await centerOf(res);
    await decidePosting(deps, { centerId, by: callerOf(res).accountId, kind, postingId, decision: 'approve' });
    res.json({ msg: 'success' });
  });

  router.post(`${base}/posting-review/:kind/:postingId/decline`, staff, async (req, res) => {
    const kind = kindParam(req);
    const postingId = postingIdParam(req);
    const { reason } = parseBody(declineRequest, req.body);
    const centerId = await centerOf(res);
    await decidePosting(deps, { centerId, by: callerOf(res).accountId, kind, postingId, decision: 'decline', reason });
    res.json({ msg: 'success' });
  });

  const employerOf = async (req: Request) => {
    const { link } = parseBody(linkParam, req.params);
    const found = await findEmployerByLink(deps.db, link);
    if (!found) throw new EmployerNotFoundError('No such employer.');
    return found;
  };

  // Private to the center: notes and contacts are never in any answer to a company or a student.
  router.get(`${base}/employers/:link/relationship`, staff, async (req, res) => {
    const centerId = await centerOf(res);
    const { companyId } = await employerOf(req);
    res.set('Cache-Control', 'private, no-store').json({ relationship: await relationshipOf(deps.db, centerId, companyId) });
  });

  router.put(`${base}/employers/:link/relationship`, staff, async (req, res) => {
    const body = parseBody(relationshipRequest, req.body);
    const centerId = await centerOf(res);
    const { companyId } = await employerOf(req);
    const by = callerOf(res).accountId;
    await runSchoolGateCommand(deps, { type: 'SetEmployerRelationship', data: { centerId, companyId, ...body, by, now: nowIso() } }, by);
    res.set('Cache-Control', 'private, no-store').json({ msg: 'success', relationship: await relationshipOf(deps.db, centerId, companyId) });
  });

  // The employer's side: its own posting at each school that does not simply publish it.
  router.get(`${base}/postings/:kind/:postingId/schools`, employer, async (req, res) => {
    const kind = kindParam(req);
    const postingId = postingIdParam(req);
    const companyId = membershipOf(res).organisationId;
    if (!(await companyOwnsPosting(deps.db, kind, postingId, companyId))) throw new NotFoundError('No such posting of this company.');
    res.set('Cache-Control', 'private, no-store').json({ schools: await postingAtSchools(deps.db, kind, postingId, companyId) });
  });

  return router;
}
