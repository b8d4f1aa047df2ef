import { Router, type RequestHandler } from 'express';
import { callerOf } from '../accounts/index.ts';
import { likelyLanguage } from '../http/index-html.ts';
import { parseBody } from '../http/parse-body.ts';
import { getAttempt, saveAnswer, startAttempt, submitAttempt } from './attempt.service.ts';
import { answerRequest } from './challenge.schema.ts';
import { AttemptNotFoundError } from './challenge.errors.ts';
import type { ChallengesDeps } from './challenge.service.ts';
import { challengeIdParam, noStore, taskIdParam } from './http.ts';
import { findResult, studentResults } from './read-models/attempt.queries.ts';
import { ownResult, studentResultJson } from './result.view.ts';

/** The student's attempt and results (docs/challenges.md, "Public and student calls"). */
export function attemptRoutes(deps: ChallengesDeps, requireStudent: RequestHandler): Router {
  const router = Router();
  const me = (res: Parameters<typeof callerOf>[0]) => callerOf(res).accountId;

  router.post('/challenges/:challengeId/attempt', requireStudent, async (req, res) => {
    const { attempt, created } = await startAttempt(deps, challengeIdParam(req), me(res), likelyLanguage(req));
    noStore(res).status(created ? 201 : 200).json({ attempt });
  });

  // Not started yet is the attempt screen's normal first visit: `{ attempt: null }`, not a 404.
  router.get('/challenges/:challengeId/attempt', requireStudent, async (req, res) => {
    try {
      noStore(res).json({ attempt: await getAttempt(deps, challengeIdParam(req), me(res), likelyLanguage(req)) });
    } catch (error) {
      if (!(error instanceof AttemptNotFoundError)) throw error;
      noStore(res).json({ attempt: null });
    }
  });

  router.put('/challenges/:challengeId/attempt/answers/:taskId', requireStudent, async (req, res) => {
    const challengeId = challengeIdParam(req);
    const taskId = taskIdParam(req);
    const { answer } = parseBody(answerRequest, req.body);
    noStore(res).json({ msg: 'success', ...(await saveAnswer(deps, challengeId, me(res), taskId, answer)) });
  });

  router.post('/challenges/:challengeId/attempt/submit', requireStudent, async (req, res) => {
    noStore(res).json({ msg: 'success', resultId: await submitAttempt(deps, challengeIdParam(req), me(res)) });
  });

  router.get('/results/:resultId', requireStudent, async (req, res) => {
    const row = ownResult(await findResult(deps.db, challengeIdParam(req, 'resultId')), me(res));
    noStore(res).json({ result: await studentResultJson(deps.db, row, deps.now(), likelyLanguage(req)) });
  });

  router.get('/student/results', requireStudent, async (req, res) => {
    const rows = await studentResults(deps.db, me(res));
    const results = [];
    for (const row of rows) {
      try {
        results.push(await studentResultJson(deps.db, row, deps.now(), likelyLanguage(req)));
      } catch {
        // A challenge whose company is no longer active is left out rather than failing the whole list.
      }
    }
    noStore(res).json({ results });
  });

  return router;
}
