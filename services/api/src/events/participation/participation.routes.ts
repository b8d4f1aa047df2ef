import { randomUUID } from 'node:crypto';
import type { Db } from '@fast-track/shared/db/db';
import type { Projection } from '@fast-track/shared/event-store/projection';
import type { RecordedEvent } from '@fast-track/shared/event-store/types';
import { Router, type RequestHandler } from 'express';
import { z } from 'zod';
import { callerOf } from '../../accounts/index.ts';
import { parseBody } from '../../http/parse-body.ts';
import { storableText } from '../../http/safe-text.ts';
import type { EventNotices } from '../event-notices.ts';
import type { EventNotifier } from '../event-notifier.ts';
import { promoteWaiting, type Promotions } from './waitlist.ts';
import type { EventEvent } from '../event.ts';
import { createParticipantsBroadcast } from './participants-broadcast.ts';
import { runParticipationCommand, type ParticipationCommand } from './participation.commands.ts';
import { participantsOf } from '../read-models/event-attendance.projection.ts';
import { upvotesOf } from '../read-models/event-list.queries.ts';

// Request shapes of docs/events.md § Participation. Ids are the uuids the API hands out; anything else is a
// malformed request (400), an unknown but well-formed id is a 404. Ids name streams, so they are made canonical
// (lowercase) here: one student and one event must never have two attendance streams.
const id = z
  .string()
  .regex(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i, 'a uuid')
  .transform((value) => value.toLowerCase());
const applyRequest = z.object({ eventId: id });
// The real rule (3–500 characters, plain text) is the decider's; this bound only keeps huge bodies out of it.
const questionRequest = z.object({ eventId: id, question: storableText(10_000) });
// userId is in the spec's payload but the acting user is the token's; it is accepted and ignored.
const upvoteRequest = z.object({ eventId: id, questionId: id, upvoted: z.boolean(), userId: z.unknown().optional() });

export interface ParticipationDeps {
  db: Db;
  requireStudent: RequestHandler;
  notify: EventNotifier;
  /** The confirmation mail of an attendance that needed no approval, and the mail of a place given from the waitlist. */
  notices: Pick<EventNotices, 'confirmAttendance' | 'stageRequestDecided' | 'handOff'>;
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
  WaitlistJoined: 'waitlisted',
  WaitlistLeft: 'left-waitlist',
};

const changesParticipants = (events: readonly RecordedEvent<EventEvent>[]): boolean =>
  events.some((e) => e.type === 'ParticipantJoined' || e.type === 'ParticipantLeft');

/**
 * Thin routes: parse, build the command with the token's student, run it on its stream, answer, tell the viewers.
 * The host's side (deciding requests, answering questions) is in event-requests.routes.ts and event-hosting.routes.ts.
 */
export function participationRoutes(deps: ParticipationDeps): Router {
  const router = Router();
  const newId = deps.newId ?? randomUUID;
  // An event kept to an audience (organisations/audience.ts) does not exist for a student it does not reach: the
  // command's own read checks it (reachFor), so a refused student gets the 404 of an unknown event.
  const run = (command: ParticipationCommand, actor: string) =>
    runParticipationCommand({ db: deps.db, projections: deps.projections, metadata: { actor, correlationId: randomUUID() }, reachFor: actor }, command);
  const nowIso = () => new Date(deps.now()).toISOString();
  const participants = createParticipantsBroadcast({
    read: (eventId) => participantsOf(deps.db, eventId),
    send: (eventId, list) => deps.notify.participantsChanged(eventId, list),
  });

  router.post('/event/apply', deps.requireStudent, async (req, res) => {
    const { eventId } = parseBody(applyRequest, req.body);
    const studentId = callerOf(res).accountId;
    const now = nowIso();
    const metadata = { actor: studentId, correlationId: randomUUID() };
    // A place freed by leaving goes to the first waiting student in the same transaction (waitlist.ts).
    let promotions: Promotions = { promoted: [], mails: [] };
    const events = await runParticipationCommand(
      {
        db: deps.db,
        projections: deps.projections,
        metadata,
        reachFor: studentId,
        // Only a leave frees a place: any other toggle commits as its one statement (handleCommand).
        inSameTransactionFor: (decided) => decided.some((e) => e.type === 'ParticipantLeft'),
        inSameTransaction: async (tx) => {
          promotions = await promoteWaiting(tx, { projections: deps.projections, metadata, notices: deps.notices }, eventId, now);
        },
      },
      { type: 'ApplyToEvent', data: { eventId, userId: studentId, now } },
    );
    const msg = events[0] ? applyAnswers[events[0].type] : undefined;
    if (!msg) throw new Error('ApplyToEvent decided no toggle');
    if (changesParticipants(events)) await participants.changed(eventId);
    if (events[0]?.type === 'ParticipantJoined') await deps.notices.confirmAttendance(eventId, studentId);
    res.json({ msg });
    for (const promoted of promotions.promoted) deps.notify.attendanceDecided(eventId, promoted, 'attending');
    await deps.notices.handOff(promotions.mails);
  });

  router.post('/event/post/question', deps.requireStudent, async (req, res) => {
    const { eventId, question } = parseBody(questionRequest, req.body);
    const studentId = callerOf(res).accountId;
    const questionId = newId();
    const events = await run({ type: 'PostQuestion', data: { eventId, questionId, text: question, askedBy: studentId, now: nowIso() } }, studentId);
    const added = events.find((e) => e.type === 'QuestionAdded');
    if (!added) throw new Error('PostQuestion decided no question');
    const newQuestion = { uniqueId: questionId, text: added.data.text, upvotes: [], askedAt: added.data.askedAt, answered: false };
    deps.notify.questionPosted(eventId, newQuestion);
    res.json({ msg: 'success', newQuestion });
  });

  router.post('/event/upvote', deps.requireStudent, async (req, res) => {
    const { eventId, questionId, upvoted } = parseBody(upvoteRequest, req.body);
    const studentId = callerOf(res).accountId;
    const events = await run({ type: 'SetUpvote', data: { eventId, questionId, userId: studentId, upvoted, now: nowIso() } }, studentId);
    // Viewers hear the vote itself, as soon as it is committed; only the voter is answered the whole list.
    if (events.length > 0) deps.notify.upvoteChanged(eventId, questionId, studentId, upvoted);
    // The question's votes as they are once this one is in (others' votes of the same moment included).
    const upvotes = await upvotesOf(deps.db, questionId);
    res.json({ msg: 'success', upvotes });
  });

  return router;
}
