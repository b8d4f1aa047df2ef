import { NotFoundError } from '@fast-track/shared/errors';
import { isTrackId } from '@fast-track/shared/tracks';
import { Router, type NextFunction, type Request, type RequestHandler, type Response } from 'express';
import { callerOf, type Caller, type Guard } from '../accounts/index.ts';
import { likelyLanguage } from '../http/index-html.ts';
import { parseBody } from '../http/parse-body.ts';
import { ChallengeNotFoundError, InviteNotFoundError } from './challenge.errors.ts';
import { rankVisibilityRequest } from './challenge.schema.ts';
import { setRankVisibility, type ChallengesDeps } from './challenge.service.ts';
import { challengeIdParam, noStore } from './http.ts';
import { attemptsOf } from './read-models/attempt.queries.ts';
import { findCertificate, findPublic } from './read-models/certificate.queries.ts';
import { findInvite, findLiveChallenge, listLiveChallenges } from './read-models/challenge.queries.ts';

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const certificateId = /^[A-Za-z0-9_-]{22}$/;

export interface PublicRoutesDeps extends ChallengesDeps {
  requireStudent: RequestHandler;
  tracksOf(studentId: string): Promise<string[]>;
}

/** Public pages (challenge, firm's list, invite, /Find) and the student's list, certificates and rank setting. */
export function challengePublicRoutes(deps: PublicRoutesDeps, guard: Guard): Router {
  const router = Router();
  const me = (res: Parameters<typeof callerOf>[0]) => callerOf(res).accountId;
  // The bearer is optional on the challenge page: a visitor (or a stale token) reads it as a visitor, never a 401; a
  // signed-in student reads it only when their school lets it through (career-centers/posting-gate.ts).
  const maybeSignedIn = (req: Request, res: Response, next: NextFunction): void => {
    guard.requireAccount(req, res, () => {
      res.removeHeader('WWW-Authenticate');
      next();
    });
  };

  router.get('/challenges/by/:product', async (req, res) => {
    const product = String(req.params['product']);
    const filter = isTrackId(product) ? { tracks: [product] } : uuid.test(product) ? { companyId: product.toLowerCase() } : undefined;
    const challenges = filter ? await listLiveChallenges(deps.db, filter, deps.now(), likelyLanguage(req)) : [];
    res.set('Cache-Control', 'no-cache').vary('Cookie').vary('Accept-Language').json({ challenges: challenges.map((c) => c.view) });
  });

  router.get('/challenges/:challengeId', maybeSignedIn, async (req, res) => {
    const viewer = (res.locals['caller'] as Caller | undefined)?.accountId;
    const challenge = await findLiveChallenge(deps.db, challengeIdParam(req), deps.now(), likelyLanguage(req), viewer);
    if (!challenge) throw new ChallengeNotFoundError('No such challenge.');
    // In the reader's language (docs/challenges.md § Languages): the answer varies with the language cookie and header.
    res.set('Cache-Control', viewer ? 'private, no-cache' : 'no-cache').vary('Cookie').vary('Accept-Language').json({ challenge: challenge.view });
  });

  router.get('/student/challenges', deps.requireStudent, async (req, res) => {
    const studentId = me(res);
    const [tracks, attempts] = await Promise.all([deps.tracksOf(studentId), attemptsOf(deps.db, studentId)]);
    const live = await listLiveChallenges(deps.db, { tracks }, deps.now(), likelyLanguage(req), studentId);
    const challenges = live.map((c) => {
      const a = attempts.get(c.challengeId);
      return { ...c.view, attempt: a ? { status: a.status, resultId: a.resultId } : null };
    });
    // Start Now: an attempt still running first, else the first open one not taken (the list puts series first).
    const running = challenges.find((c) => c.attempt?.status === 'in-progress' && c.status === 'open');
    const next = running ?? challenges.find((c) => c.status === 'open' && !c.attempt);
    noStore(res).json({ challenges, next: next?.uniqueId ?? null });
  });

  router.get('/invites/:link', async (req, res) => {
    const link = String(req.params['link']);
    const challengeId = /^[A-Za-z0-9_-]{22}$/.test(link) ? await findInvite(deps.db, link) : undefined;
    const challenge = challengeId && (await findLiveChallenge(deps.db, challengeId, deps.now(), likelyLanguage(req)));
    if (!challenge) throw new InviteNotFoundError('This invite link is not valid.');
    noStore(res).json({ challenge: challenge.view, registerPath: `/register?invite=${encodeURIComponent(link)}` });
  });

  router.get('/find/:id', async (req, res) => {
    const id = String(req.params['id']);
    const found = uuid.test(id) || certificateId.test(id) ? await findPublic(deps.db, id) : undefined;
    if (!found) throw new NotFoundError('No certificate or result with this id.');
    noStore(res).json(found);
  });

  router.get('/student/certificates/:certificateId', deps.requireStudent, async (req, res) => {
    const id = String(req.params['certificateId']);
    const certificate = certificateId.test(id) ? await findCertificate(deps.db, id, me(res)) : undefined;
    if (!certificate) throw new NotFoundError('No such certificate.');
    noStore(res).json({ certificate });
  });

  router.get('/student/settings/rank', deps.requireStudent, async (_req, res) => {
    const found = await deps.db.query<{ visible: boolean }>('SELECT visible FROM rank_visibility WHERE student_id = $1', [me(res)]);
    noStore(res).json({ visibleToEmployers: found.rows[0]?.visible ?? true });
  });

  router.put('/student/settings/rank', deps.requireStudent, async (req, res) => {
    const { visibleToEmployers } = parseBody(rankVisibilityRequest, req.body);
    const studentId = me(res);
    await setRankVisibility(deps, studentId, visibleToEmployers);
    noStore(res).json({ visibleToEmployers });
  });

  return router;
}
