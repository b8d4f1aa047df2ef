import { challengeInLanguage } from '@fast-track/shared/challenges/challenge-languages';
import { isLanguage } from '@fast-track/shared/languages';
import { Router } from 'express';
import { membershipOf, type Guard } from '../accounts/index.ts';
import { parseBody } from '../http/parse-body.ts';
import { scoreWritten } from './attempt.service.ts';
import { ChallengeNotFoundError } from './challenge.errors.ts';
import { challengeContentRequest, rubricScoresRequest } from './challenge.schema.ts';
import { closeChallenge, createInvite, deleteChallengeDraft, draftChallenge, publishChallenge, saveChallenge, type ChallengesDeps } from './challenge.service.ts';
import { challengeIdParam, ifMatch, member, noStore, taskIdParam } from './http.ts';
import { challengeDetails, writtenAnswers } from './read-models/details.queries.ts';
import { findCompanyChallenge, listCompanyChallenges, publicView, type AuthorChallenge } from './read-models/challenge.queries.ts';
import { findResult } from './read-models/attempt.queries.ts';
import { identityVariant, studentTasks } from './variant.ts';

/** Paths whose bodies may exceed the app's 16 KB JSON limit: the builder sends material and up to 10 tasks. */
export const challengeEditorPaths = ['/api/organisations/:organisationId/challenges'];

const withEtag = (res: Parameters<typeof noStore>[0], c: AuthorChallenge) => noStore(res).set('ETag', `"${c.version}"`);

/**
 * The firm's side (docs/challenges.md, "Employer calls"): members of the company in the path only, and every
 * challenge looked up within that company, so another company's is simply not found.
 */
export function challengeRoutes(deps: ChallengesDeps, guard: Guard): Router {
  const router = Router();
  const members = guard.requireMembership('company');
  const base = '/organisations/:organisationId/challenges';
  const own = async (companyId: string, challengeId: string): Promise<AuthorChallenge> => {
    const found = await findCompanyChallenge(deps.db, companyId, challengeId);
    if (!found) throw new ChallengeNotFoundError('No such challenge in this company.');
    return found;
  };

  router.post(base, members, async (req, res) => {
    const challenge = await draftChallenge(deps, member(res), parseBody(challengeContentRequest, req.body));
    withEtag(res, challenge).status(201).json({ msg: 'success', challenge });
  });

  router.get(base, members, async (_req, res) => {
    noStore(res).json({ challenges: await listCompanyChallenges(deps.db, membershipOf(res).organisationId) });
  });

  router.get(`${base}/:challengeId`, members, async (req, res) => {
    const challenge = await own(membershipOf(res).organisationId, challengeIdParam(req));
    withEtag(res, challenge).json({ challenge });
  });

  router.put(`${base}/:challengeId`, members, async (req, res) => {
    const challengeId = challengeIdParam(req);
    const expected = ifMatch(req);
    const content = parseBody(challengeContentRequest, req.body);
    const challenge = await saveChallenge(deps, member(res), challengeId, expected, content);
    withEtag(res, challenge).json({ msg: 'success', challenge });
  });

  router.delete(`${base}/:challengeId`, members, async (req, res) => {
    const challengeId = challengeIdParam(req);
    await deleteChallengeDraft(deps, member(res), challengeId, ifMatch(req));
    noStore(res).status(204).end();
  });

  router.post(`${base}/:challengeId/publish`, members, async (req, res) => {
    const challengeId = challengeIdParam(req);
    const challenge = await publishChallenge(deps, member(res), challengeId, ifMatch(req));
    withEtag(res, challenge).json({ msg: 'success', challenge });
  });

  router.post(`${base}/:challengeId/close`, members, async (req, res) => {
    const challengeId = challengeIdParam(req);
    const challenge = await closeChallenge(deps, member(res), challengeId, ifMatch(req));
    withEtag(res, challenge).json({ msg: 'success', challenge });
  });

  // Exactly the student's shape, of the content being edited: unshuffled, every parameter at its minimum.
  router.get(`${base}/:challengeId/preview`, members, async (req, res) => {
    const c = await own(membershipOf(res).organisationId, challengeIdParam(req));
    const opensAt = c.opensAt ?? c.createdAt;
    const content = { ...c, track: c.track ?? '', minutes: c.minutes ?? 0, opensAt, closesAt: c.closesAt ?? opensAt };
    const row = { challenge_id: c.uniqueId, closes_at: null, company_id: c.organisationId, company_name: c.company.name, company_logo: c.company.logo };
    // `?lng=de`: the preview of one language version (docs/challenges.md § Languages); none: the source as written.
    const lng = typeof req.query['lng'] === 'string' && isLanguage(req.query['lng']) ? req.query['lng'] : undefined;
    const tasks = studentTasks(lng ? challengeInLanguage(c, lng).content : c, identityVariant(c));
    noStore(res).json({ challenge: publicView(content, row, deps.now(), lng), tasks });
  });

  router.get(`${base}/:challengeId/details`, members, async (req, res) => {
    const c = await own(membershipOf(res).organisationId, challengeIdParam(req));
    noStore(res).json(await challengeDetails(deps.db, c));
  });

  router.get(`${base}/:challengeId/written`, members, async (req, res) => {
    const c = await own(membershipOf(res).organisationId, challengeIdParam(req));
    noStore(res).json({ answers: await writtenAnswers(deps.db, c.uniqueId) });
  });

  router.post(`${base}/:challengeId/written/:attemptId/:taskId`, members, async (req, res) => {
    const c = await own(membershipOf(res).organisationId, challengeIdParam(req));
    const attemptId = challengeIdParam(req, 'attemptId');
    const taskId = taskIdParam(req);
    const { scores } = parseBody(rubricScoresRequest, req.body);
    await scoreWritten(deps, member(res).accountId, c.uniqueId, attemptId, taskId, scores);
    const result = await findResult(deps.db, attemptId);
    noStore(res).json({ msg: 'success', result: { status: result?.status ?? 'pending', score: result?.percent ?? null } });
  });

  router.post(`${base}/:challengeId/invites`, members, async (req, res) => {
    const challengeId = challengeIdParam(req);
    noStore(res).status(201).json(await createInvite(deps, member(res), challengeId));
  });

  return router;
}
