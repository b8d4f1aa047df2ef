import { randomUUID } from 'node:crypto';
import type { Db } from '@fast-track/shared/db/db';
import { ForbiddenError, NotFoundError } from '@fast-track/shared/errors';
import type { Projection } from '@fast-track/shared/event-store/projection';
import { Router, type RequestHandler } from 'express';
import { z } from 'zod';
import { callerOf } from '../../accounts/index.ts';
import { parseBody } from '../../http/parse-body.ts';
import { storableText } from '../../http/safe-text.ts';
import type { StagedMail } from '../../mail/index.ts';
import type { EventNotices } from '../event-notices.ts';
import type { EventNotifier } from '../event-notifier.ts';
import type { HostMembership } from './host-membership.ts';
import { createParticipantsBroadcast } from '../participation/participants-broadcast.ts';
import { runParticipationCommand } from '../participation/participation.commands.ts';
import { participantsOf } from '../read-models/event-attendance.projection.ts';
import { hostedEventOf } from '../read-models/hosted-events.queries.ts';
import { EventFullError } from '../event.errors.ts';
import { promoteWaiting } from '../participation/waitlist.ts';

export interface RequestsDeps {
  db: Db;
  /** Employers; deciding needs membership of the hosting company, checked per event. */
  requireEmployer: RequestHandler;
  hosts: HostMembership;
  notify: EventNotifier;
  notices: EventNotices;
  projections: readonly Projection[];
  now: () => number;
}

const id = z
  .string()
  .regex(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i, 'a uuid')
  .transform((value) => value.toLowerCase());
const userId = storableText(100).pipe(z.string().min(1));
// The contract's one decision ({ userId }), or the same decision for several requests at once ({ userIds }).
const decideRequest = z
  .object({ eventId: id, userId: userId.optional(), userIds: z.array(userId).min(1).max(100).optional(), decision: z.enum(['approve', 'decline']) })
  .refine((body) => (body.userId === undefined) !== (body.userIds === undefined), { message: 'either userId or userIds', path: ['userId'] });

type Outcome = 'approved' | 'declined' | 'unchanged' | 'not-found' | 'full';

/** A host's answers to attendance requests: one by one (the contract) or in bulk, each student told by mail and live. */
export function eventRequestsRoutes(deps: RequestsDeps): Router {
  const router = Router();
  const participants = createParticipantsBroadcast({
    read: (eventId) => participantsOf(deps.db, eventId),
    send: (eventId, list) => deps.notify.participantsChanged(eventId, list),
  });

  router.post('/event/requests/decide', deps.requireEmployer, async (req, res) => {
    const body = parseBody(decideRequest, req.body);
    const { eventId, decision } = body;
    const hostId = callerOf(res).accountId;
    const event = await hostedEventOf(deps.db, eventId);
    if (!event) throw new NotFoundError(`No event ${eventId}`);
    if (!(await deps.hosts.isHostMember(hostId, event.companyId))) {
      throw new ForbiddenError('Only a member of the hosting company may decide attendance requests.');
    }
    const students = body.userIds ? [...new Set(body.userIds)] : [body.userId!];
    const metadata = { actor: hostId, correlationId: randomUUID() };
    const decided: { userId: string; outcome: Outcome }[] = [];
    const mails: StagedMail[] = [];
    const promoted: string[] = [];
    for (const student of students) {
      const command = {
        type: 'DecideRequest' as const,
        data: { eventId, userId: student, decision, decidedBy: hostId, asCompanyId: event.companyId, now: new Date(deps.now()).toISOString() },
      };
      try {
        const { outcome, staged } = await deps.db.transaction(async (tx): Promise<{ outcome: Outcome; staged: StagedMail[] }> => {
          const events = await runParticipationCommand({ db: tx, projections: deps.projections, metadata }, command);
          const fact = events.find((e) => e.type === 'AttendanceRequestApproved' || e.type === 'AttendanceRequestDeclined');
          if (!fact) return { outcome: 'unchanged', staged: [] };
          const told = fact.type === 'AttendanceRequestApproved' ? 'approved' : 'declined';
          // The student's mail is stored with the decision: a crash before it reaches the queue loses none.
          const staged = await deps.notices.stageRequestDecided(tx, event, student, told, `${eventId}:${student}:${fact.globalPosition}`);
          // Declining an attendee frees a place: the first on the waitlist gets it in the same transaction.
          if (events.some((e) => e.type === 'ParticipantLeft')) {
            const promotions = await promoteWaiting(tx, { projections: deps.projections, metadata, notices: deps.notices }, eventId, command.data.now);
            promoted.push(...promotions.promoted);
            staged.push(...promotions.mails);
          }
          return { outcome: told, staged };
        });
        decided.push({ userId: student, outcome });
        mails.push(...staged);
      } catch (error) {
        // One by one, a refusal is the answer; in bulk, the others still stand and the refusal is reported per student.
        if (!body.userIds || !(error instanceof NotFoundError || error instanceof EventFullError)) throw error;
        decided.push({ userId: student, outcome: error instanceof EventFullError ? 'full' : 'not-found' });
      }
    }
    const changed = decided.filter((d): d is { userId: string; outcome: 'approved' | 'declined' } => d.outcome === 'approved' || d.outcome === 'declined');
    if (changed.length > 0 || promoted.length > 0) await participants.changed(eventId);
    const msg = decision === 'approve' ? 'approved' : 'declined';
    res.json(body.userIds ? { msg, decided } : { msg });
    for (const { userId: student, outcome } of changed) deps.notify.attendanceDecided(eventId, student, outcome === 'approved' ? 'attending' : 'declined');
    for (const student of promoted) deps.notify.attendanceDecided(eventId, student, 'attending');
    await deps.notices.handOff(mails);
  });

  return router;
}
