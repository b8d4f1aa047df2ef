import { messageLimits } from '@fast-track/shared/messaging/message-limits';
import { ForbiddenError, NotFoundError } from '@fast-track/shared/errors';
import { Router, type Request, type RequestHandler, type Response } from 'express';
import { z } from 'zod';
import { callerOf, membershipOf, type Guard } from '../accounts/index.ts';
import { parseBody } from '../http/parse-body.ts';
import { storableText } from '../http/safe-text.ts';
import { reportReasons, type Party } from './conversation.ts';
import { whoMayStartOptions } from './messaging-settings.ts';
import { changeMessagingSetting, decideReport, markRead, openConversation, reportMessage, sendMessage, setBlocked, sideIn, type MessagingDeps } from './messaging.service.ts';
import { conversationView, listConversations, listReports, medianFirstResponse, messagesBefore, unreadTotal, whoMayStartOf } from './read-models/conversation-queries.ts';

/** Longest message: a long cover-letter-sized note, not a document. */
export const maxMessageLength = messageLimits.textLength;

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const uuidText = z.string().regex(uuid, 'an id').transform((s) => s.toLowerCase());
const openRequest = z.object({ to: z.object({ type: z.enum(['student', 'company', 'society']), id: uuidText }).strict() }).strict();
const sendRequest = z
  .object({
    clientMessageId: uuidText,
    text: storableText(maxMessageLength * 2)
      .transform((s) => s.trim())
      .pipe(z.string().min(1, 'must not be empty').max(maxMessageLength, `at most ${maxMessageLength} characters`)),
  })
  .strict();
const readRequest = z.object({ upToSeq: z.number().int().min(0).max(2_147_483_647) }).strict();
const blockRequest = z.object({ blocked: z.boolean() }).strict();
const reportRequest = z.object({ reason: z.enum(reportReasons) }).strict();
const pageQuery = z.object({
  before: z.coerce.number().int().min(1).max(2_147_483_647).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(30),
});
const settingRequest = z.object({ whoMayStart: z.enum(whoMayStartOptions) }).strict();
const decideRequest = z.object({ decision: z.enum(['dismissed', 'removed']) }).strict();
const reportsQuery = z.object({ status: z.enum(['open', 'dismissed', 'removed']).default('open') });

function idParam(req: Request, name: string): string {
  const value = String(req.params[name] ?? '');
  if (!uuid.test(value)) throw new NotFoundError('Not found.');
  return value.toLowerCase();
}

/**
 * Messaging (docs/messaging.md). The same calls for every party, under two bases: a student's own
 * (`/api/messages`) and an organisation's (`/api/organisations/{id}/messages`, its members speak for a company or a
 * society). A conversation the caller's party is not in is not found.
 */
export function messagingRoutes(deps: MessagingDeps & { adminDoor: boolean }, guard: Guard): Router {
  const router = Router();
  const student = guard.requireKind('student');
  const member = guard.requireMembership('*');
  const studentParty = (res: Response): Party => ({ type: 'student', id: callerOf(res).accountId });
  const orgParty = (res: Response): Party => {
    const m = membershipOf(res);
    if (m.kind === 'company') return { type: 'company', id: m.organisationId };
    if (m.kind === 'student_organisation') return { type: 'society', id: m.organisationId };
    throw new ForbiddenError('Only companies and student organisations have conversations.');
  };

  const mount = (base: string, guardFor: RequestHandler, partyOf: (res: Response) => Party) => {
    router.get(`${base}/conversations`, guardFor, async (_req, res) => {
      const me = partyOf(res);
      res.set('Cache-Control', 'no-store').json({ conversations: await listConversations(deps.db, me) });
    });

    router.post(`${base}/conversations`, guardFor, async (req, res) => {
      const me = partyOf(res);
      const { to } = parseBody(openRequest, req.body);
      const opened = await openConversation(deps, me, to, callerOf(res).accountId);
      res.status(opened.created ? 201 : 200).json({ conversation: await conversationView(deps.db, opened.conversationId, opened.side) });
    });

    router.get(`${base}/conversations/:conversationId`, guardFor, async (req, res) => {
      const conversationId = idParam(req, 'conversationId');
      const { side } = await sideIn(deps.db, conversationId, partyOf(res));
      res.set('Cache-Control', 'no-store').json({ conversation: await conversationView(deps.db, conversationId, side) });
    });

    router.get(`${base}/conversations/:conversationId/messages`, guardFor, async (req, res) => {
      const conversationId = idParam(req, 'conversationId');
      const { before, limit } = parseBody(pageQuery, req.query);
      const { side } = await sideIn(deps.db, conversationId, partyOf(res));
      res.set('Cache-Control', 'no-store').json(await messagesBefore(deps.db, conversationId, side, before, limit));
    });

    router.post(`${base}/conversations/:conversationId/messages`, guardFor, async (req, res) => {
      const conversationId = idParam(req, 'conversationId');
      const body = parseBody(sendRequest, req.body);
      const sent = await sendMessage(deps, partyOf(res), conversationId, body, callerOf(res).accountId);
      res.status(sent.duplicate ? 200 : 201).json({ message: sent.message });
    });

    router.post(`${base}/conversations/:conversationId/read`, guardFor, async (req, res) => {
      const conversationId = idParam(req, 'conversationId');
      const { upToSeq } = parseBody(readRequest, req.body);
      await markRead(deps, partyOf(res), conversationId, upToSeq, callerOf(res).accountId);
      res.status(204).end();
    });

    router.post(`${base}/conversations/:conversationId/block`, guardFor, async (req, res) => {
      const conversationId = idParam(req, 'conversationId');
      const { blocked } = parseBody(blockRequest, req.body);
      const me = partyOf(res);
      await setBlocked(deps, me, conversationId, blocked, callerOf(res).accountId);
      const { side } = await sideIn(deps.db, conversationId, me);
      res.json({ conversation: await conversationView(deps.db, conversationId, side) });
    });

    router.post(`${base}/conversations/:conversationId/messages/:messageId/report`, guardFor, async (req, res) => {
      const conversationId = idParam(req, 'conversationId');
      const messageId = idParam(req, 'messageId');
      const { reason } = parseBody(reportRequest, req.body);
      const reportId = await reportMessage(deps, partyOf(res), conversationId, messageId, reason, callerOf(res).accountId);
      res.status(201).json({ reportId });
    });
  };
  mount('/messages', student, studentParty);
  mount('/organisations/:organisationId/messages', member, orgParty);

  // The header badge: everything unread across the parties the caller speaks for.
  router.get('/messaging/unread', guard.requireAccount, async (_req, res) => {
    res.set('Cache-Control', 'no-store').json({ unread: await unreadTotal(deps.db, callerOf(res).accountId) });
  });

  router.get('/student/messaging-settings', student, async (_req, res) => {
    res.set('Cache-Control', 'no-store').json({ whoMayStart: await whoMayStartOf(deps.db, callerOf(res).accountId) });
  });
  router.post('/student/messaging-settings', student, async (req, res) => {
    const { whoMayStart } = parseBody(settingRequest, req.body);
    const accountId = callerOf(res).accountId;
    await changeMessagingSetting(deps, accountId, whoMayStart);
    res.json({ whoMayStart: await whoMayStartOf(deps.db, accountId) });
  });

  // Public: how fast a company answers students (median of its first replies; null until 3 conversations).
  router.get('/companies/:companyId/response-time', async (req, res) => {
    const companyId = idParam(req, 'companyId');
    res.set('Cache-Control', 'public, max-age=300').json(await medianFirstResponse(deps.db, companyId));
  });

  // The admin's Reports screen (behind the hidden admin door, like every admin call).
  const hidden: RequestHandler = (_req, _res, next) => next(deps.adminDoor ? undefined : new NotFoundError('Not found'));
  const admin = [hidden, guard.requireKind('admin')];
  router.get('/admin/message-reports', ...admin, async (req, res) => {
    const { status } = parseBody(reportsQuery, req.query);
    res.set('Cache-Control', 'no-store').json({ reports: await listReports(deps.db, status) });
  });
  router.post('/admin/message-reports/:reportId/decide', ...admin, async (req, res) => {
    const reportId = idParam(req, 'reportId');
    const { decision } = parseBody(decideRequest, req.body);
    await decideReport(deps, reportId, decision, callerOf(res).accountId);
    res.status(204).end();
  });

  return router;
}

