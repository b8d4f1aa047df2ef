import { randomUUID } from 'node:crypto';
import type { Db } from '@fast-track/shared/db/db';
import { NotFoundError } from '@fast-track/shared/errors';
import type { Projection } from '@fast-track/shared/event-store/projection';
import type { RateLimiter } from '@fast-track/shared/rate-limit/rate-limiter';
import { Router, type Request, type RequestHandler } from 'express';
import { z } from 'zod';
import { callerOf, membershipOf, type Guard } from '../../accounts/index.ts';
import { toCsv } from '../../analytics/index.ts';
import { parseBody } from '../../http/parse-body.ts';
import { storableText } from '../../http/safe-text.ts';
import { runParticipationCommand } from '../participation/participation.commands.ts';
import { hostAttendanceOf, hostedEventOf } from '../read-models/hosted-events.queries.ts';
import { checkedInAttendee, holderOfCode, ticketOf } from './check-in.queries.ts';
import { newTicketCode, normaliseTicketCode } from './ticket-code.ts';

export interface CheckInDeps {
  db: Db;
  guard: Guard;
  requireStudent: RequestHandler;
  /** Shared by every replica (Redis when configured): the bound on guessing codes holds across them. */
  rateLimiter: RateLimiter;
  projections: readonly Projection[];
  now: () => number;
  newCode?: () => string;
}

/**
 * Wrong codes a host may try per event in ten minutes (every attempt by code counts; a hit is given back when the
 * code was right), per host account and for the event as a whole: a door with several scanners and typos stays far
 * below it, while guessing one 40-bit code at that pace takes decades (ticket-code.ts).
 */
export const checkInLimits = { perHost: 30, perEvent: 100, windowMs: 10 * 60 * 1000 } as const;

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const id = z
  .string()
  .regex(uuid, 'a uuid')
  .transform((value) => value.toLowerCase());
const ticketRequest = z.object({ eventId: id }).strict();
// Either the ticket's code (scanned or typed at the door) or a student from the attendance list.
const checkInRequest = z
  .object({ code: storableText(100).optional(), userId: storableText(100).pipe(z.string().min(1)).optional() })
  .strict()
  .refine((body) => (body.code === undefined) !== (body.userId === undefined), { message: 'either code or userId', path: ['code'] });

function eventIdOf(req: Request): string {
  const value = String(req.params['eventId'] ?? '');
  if (!uuid.test(value)) throw new NotFoundError('No such event in this organisation.');
  return value.toLowerCase();
}

/**
 * Tickets and check-in (docs/events.md § Check-in): a student's ticket for an event they attend, the host's check-in
 * by code or from the list, and the attendance list as CSV. Hosts are members of the organisation in the path, and
 * every event is looked up within it: a code, a student or an event of another host is simply not found.
 */
export function checkInRoutes(deps: CheckInDeps): Router {
  const router = Router();
  const members = deps.guard.requireMembership('*');
  const base = '/organisations/:organisationId/events/:eventId';
  const newCode = deps.newCode ?? (() => newTicketCode());
  const nowIso = () => new Date(deps.now()).toISOString();

  /** The event of the path if it is this organisation's; otherwise it does not exist for the caller. */
  const ownEvent = async (req: Request, organisationId: string) => {
    const eventId = eventIdOf(req);
    const event = await deps.db.query<{ company_id: string }>('SELECT company_id::text AS company_id FROM hosted_events WHERE event_id = $1', [eventId]);
    if (event.rows[0]?.company_id !== organisationId) throw new NotFoundError('No such event in this organisation.');
    return eventId;
  };

  router.post('/event/ticket', deps.requireStudent, async (req, res) => {
    const { eventId } = parseBody(ticketRequest, req.body);
    const studentId = callerOf(res).accountId;
    await runParticipationCommand(
      { db: deps.db, projections: deps.projections, metadata: { actor: studentId, correlationId: randomUUID() } },
      { type: 'IssueTicket', data: { eventId, userId: studentId, code: newCode(), now: nowIso() } },
    );
    const ticket = await ticketOf(deps.db, eventId, studentId);
    if (!ticket) throw new NotFoundError(`No ticket for event ${eventId}`);
    res.set('Cache-Control', 'private, no-store').json({ msg: 'success', ticket });
  });

  router.post(`${base}/check-in`, members, async (req, res) => {
    const body = parseBody(checkInRequest, req.body);
    const organisationId = membershipOf(res).organisationId;
    const hostId = callerOf(res).accountId;
    const eventId = await ownEvent(req, organisationId);
    let userId = body.userId;
    if (body.code !== undefined) {
      const keys = [
        [`check-in:host:${eventId}:${hostId}`, checkInLimits.perHost],
        [`check-in:event:${eventId}`, checkInLimits.perEvent],
      ] as const;
      const counted: string[] = [];
      for (const [key, limit] of keys) {
        const hit = await deps.rateLimiter.hit(key, limit, checkInLimits.windowMs);
        if (!hit.allowed) {
          await Promise.all(counted.map((k) => deps.rateLimiter.release(k)));
          const retryAfter = Math.max(1, Math.ceil(hit.retryAfterMs / 1000));
          res.status(429).set('Retry-After', String(retryAfter)).json({ msg: 'throttled', retryAfter });
          return;
        }
        counted.push(key);
      }
      const code = normaliseTicketCode(body.code);
      userId = code === undefined ? undefined : await holderOfCode(deps.db, eventId, code);
      if (userId === undefined) throw new NotFoundError('No ticket with this code at this event.');
      // A right code is not a guess: only wrong ones use up the limit.
      await Promise.all(counted.map((k) => deps.rateLimiter.release(k)));
    }
    const student = userId!;
    const events = await runParticipationCommand(
      { db: deps.db, projections: deps.projections, metadata: { actor: hostId, correlationId: randomUUID() } },
      {
        type: 'CheckInAttendee',
        data: { eventId, userId: student, checkedInBy: hostId, asCompanyId: organisationId, by: body.code !== undefined ? 'code' : 'list', now: nowIso() },
      },
    );
    const attendee = await checkedInAttendee(deps.db, eventId, student);
    res.set('Cache-Control', 'no-store').json({ msg: events.length > 0 ? 'checked-in' : 'already', attendee });
  });

  router.get(`${base}/attendance.csv`, members, async (req, res) => {
    const eventId = await ownEvent(req, membershipOf(res).organisationId);
    const event = await hostedEventOf(deps.db, eventId);
    const { attendees } = await hostAttendanceOf(deps.db, eventId);
    const rows = attendees
      .filter((a) => a.status === 'attending' || a.status === 'waiting')
      .map((a) => [a.firstName, a.LastName, a.university, a.status, a.checkedInAt ? 'yes' : 'no', a.checkedInAt]);
    const name = `attendance-${(event?.link ?? eventId).slice(0, 60)}.csv`;
    res
      .set('Cache-Control', 'no-store')
      .set('Content-Type', 'text/csv; charset=utf-8')
      .set('Content-Disposition', `attachment; filename="${name}"`)
      .send(`\uFEFF${toCsv(['First name', 'Last name', 'University', 'Status', 'Checked in', 'Checked in at'], rows)}`);
  });

  return router;
}
