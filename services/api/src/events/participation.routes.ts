import { randomUUID } from 'node:crypto';
import type { Db } from '@fast-track/shared/db/db';
import { ForbiddenError, NotFoundError } from '@fast-track/shared/errors';
import { handleCommand } from '@fast-track/shared/event-store/handle-command';
import type { Projection } from '@fast-track/shared/event-store/projection';
import type { RecordedEvent } from '@fast-track/shared/event-store/types';
import { Router, type RequestHandler } from 'express';
import { z } from 'zod';
import { callerOf } from '../accounts/index.ts';
import { parseBody } from '../http/parse-body.ts';
import { storableText } from '../http/safe-text.ts';
import { eventDecider, type EventCommand } from './event.decider.ts';
import type { EventNotifier } from './event-notifier.ts';
import { eventStreamId, type EventEvent, type EventState } from './event.ts';
import type { HostMembership } from './host-membership.ts';
import { hostOf } from './read-models/event-list.queries.ts';

// Request shapes of docs/participation-contract.md. Ids are the uuids the API hands out; anything else is a
// malformed request (400), an unknown but well-formed id is a 404.
const id = z.string().regex(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i, 'a uuid');
const applyRequest = z.object({ eventId: id });
const decideRequest = z.object({ eventId: id, userId: storableText(100).pipe(z.string().min(1)), decision: z.enum(['approve', 'decline']) });
// The real rule (3–500 characters, plain text) is the decider's; this bound only keeps huge bodies out of it.
const questionRequest = z.object({ eventId: id, question: storableText(10_000) });
// userId is in the spec's payload but the acting user is the token's; it is accepted and ignored.
const upvoteRequest = z.object({ eventId: id, questionId: id, upvoted: z.boolean(), userId: z.unknown().optional() });

export interface ParticipationDeps {
  db: Db;
  requireStudent: RequestHandler;
  /** Employers: deciding requests needs membership of the hosting company, checked per event. */
  requireEmployer: RequestHandler;
  hosts: HostMembership;
  notify: EventNotifier;
  projections: readonly Projection[];
  now: () => number;
  newId?: () => string;
}

/** The Attend button's answer, named after what the toggle did. */
const applyAnswers: Partial<Record<EventEvent['type'], string>> = {
  ParticipantJoined: 'added',
  ParticipantLeft: 'removed',
  AttendanceRequested: 'requested',
  AttendanceRequestWithdrawn: 'withdrawn',
};

const changesParticipants = (events: readonly RecordedEvent<EventEvent>[]): boolean =>
  events.some((e) => e.type === 'ParticipantJoined' || e.type === 'ParticipantLeft');

type Published = Extract<EventState, { status: 'published' }>;
const published = (state: EventState): Published => {
  if (state.status !== 'published') throw new Error('a command that succeeded left no published event');
  return state;
};

/** Thin routes: parse, build the command with the token's student, handle, answer, tell the event's viewers. */
export function participationRoutes(deps: ParticipationDeps): Router {
  const router = Router();
  const newId = deps.newId ?? randomUUID;
  const handle = (eventId: string, command: EventCommand, actor: string) =>
    handleCommand(deps.db, eventStreamId(eventId), eventDecider, command, {
      projections: deps.projections,
      metadata: { actor, correlationId: randomUUID() },
    });
  const nowIso = () => new Date(deps.now()).toISOString();

  router.post('/event/apply', deps.requireStudent, async (req, res) => {
    const { eventId } = parseBody(applyRequest, req.body);
    const studentId = callerOf(res).accountId;
    const result = await handle(eventId, { type: 'ApplyToEvent', data: { eventId, userId: studentId, now: nowIso() } }, studentId);
    const msg = result.events[0] ? applyAnswers[result.events[0].type] : undefined;
    if (!msg) throw new Error('ApplyToEvent decided no toggle');
    if (changesParticipants(result.events)) deps.notify.participantsChanged(eventId, [...published(result.state).participants]);
    res.json({ msg });
  });

  router.post('/event/requests/decide', deps.requireEmployer, async (req, res) => {
    const { eventId, userId, decision } = parseBody(decideRequest, req.body);
    const studentId = callerOf(res).accountId;
    const companyId = await hostOf(deps.db, eventId);
    if (!companyId) throw new NotFoundError(`No event ${eventId}`);
    if (!(await deps.hosts.isHostMember(studentId, companyId))) {
      throw new ForbiddenError('Only a member of the hosting company may decide attendance requests.');
    }
    const result = await handle(
      eventId,
      { type: 'DecideRequest', data: { eventId, userId, decision, decidedBy: studentId, asCompanyId: companyId, now: nowIso() } },
      studentId,
    );
    if (changesParticipants(result.events)) deps.notify.participantsChanged(eventId, [...published(result.state).participants]);
    res.json({ msg: decision === 'approve' ? 'approved' : 'declined' });
  });

  router.post('/event/post/question', deps.requireStudent, async (req, res) => {
    const { eventId, question } = parseBody(questionRequest, req.body);
    const studentId = callerOf(res).accountId;
    const questionId = newId();
    const result = await handle(
      eventId,
      { type: 'PostQuestion', data: { eventId, questionId, text: question, askedBy: studentId, now: nowIso() } },
      studentId,
    );
    const added = result.events.find((e) => e.type === 'QuestionAdded');
    if (!added) throw new Error('PostQuestion decided no question');
    const newQuestion = { uniqueId: questionId, text: added.data.text, upvotes: [] };
    deps.notify.questionPosted(eventId, newQuestion);
    res.json({ msg: 'success', newQuestion });
  });

  router.post('/event/upvote', deps.requireStudent, async (req, res) => {
    const { eventId, questionId, upvoted } = parseBody(upvoteRequest, req.body);
    const studentId = callerOf(res).accountId;
    const result = await handle(
      eventId,
      { type: 'SetUpvote', data: { eventId, questionId, userId: studentId, upvoted, now: nowIso() } },
      studentId,
    );
    const upvotes = [...(published(result.state).questions[questionId] ?? [])];
    if (result.events.length > 0) deps.notify.upvotesChanged(eventId, questionId, upvotes);
    res.json({ msg: 'success', upvotes });
  });

  return router;
}
