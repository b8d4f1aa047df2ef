import { randomUUID } from 'node:crypto';
import type { Db } from '@fast-track/shared/db/db';
import type { Projection } from '@fast-track/shared/event-store/projection';
import { Router, type Request } from 'express';
import { z } from 'zod';
import { callerOf, membershipOf, type Guard } from '../accounts/index.ts';
import { parseBody } from '../http/parse-body.ts';
import { requiredText } from '../http/safe-text.ts';
import { RegistrationNotFoundError, WebinarNotFoundError, type WebinarTeamCommand } from './webinar-team.decider.ts';
import { runWebinarTeamCommand } from './webinar-team.service.ts';
import { teamLimitPerWebinar } from './webinar-team.ts';
import { AlreadyRegisteredError, webinarContacts } from './webinar-contacts.ts';
import { findRegistration, registrationsOf } from './read-models/webinar-teams.projection.ts';
import { mailContext, upcomingWebinars, webinarStatus } from './read-models/webinars.queries.ts';
import type { MailQueue } from '../mail/index.ts';

export interface WebinarTeamDeps {
  db: Db;
  projections: readonly Projection[];
  now: () => number;
  /** The confirmation to each registered address; none sent without it. */
  mail?: MailQueue;
}

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const registerRequest = z
  .object({
    name: requiredText(100),
    email: requiredText(254).pipe(z.email('an e-mail address')),
  })
  .strict();

function idParam(req: Request, name: string, notFound: () => Error): string {
  const value = String(req.params[name] ?? '');
  if (!uuid.test(value)) throw notFound();
  return value.toLowerCase();
}

/**
 * Career center staff register named members of their team for upcoming webinars, list and cancel them
 * (docs/host-areas.md). Staff of the career center only (requireMembership); anyone else 401/403, and another
 * career center's registration is simply not found.
 */
export function webinarTeamRoutes(deps: WebinarTeamDeps, guard: Guard): Router {
  const router = Router();
  const staff = guard.requireMembership('career_center');
  const base = '/organisations/:organisationId/webinars';
  const run = (command: WebinarTeamCommand, actor: string, db: Db = deps.db) => runWebinarTeamCommand(deps, command, actor, db);

  router.get(base, staff, async (_req, res) => {
    const organisationId = membershipOf(res).organisationId;
    const [webinars, registrations] = await Promise.all([upcomingWebinars(deps.db, deps.now()), registrationsOf(deps.db, organisationId)]);
    res.set('Cache-Control', 'no-store').json({ webinars, registrations, limitPerWebinar: teamLimitPerWebinar });
  });

  router.post(`${base}/:eventId/registrations`, staff, async (req, res) => {
    const eventId = idParam(req, 'eventId', () => new WebinarNotFoundError('No such upcoming webinar.'));
    const { name, email } = parseBody(registerRequest, req.body);
    const organisationId = membershipOf(res).organisationId;
    const by = callerOf(res).accountId;
    const registrationId = randomUUID();
    const found = await webinarStatus(deps.db, eventId, deps.now());
    const webinar = found.status;
    await deps.db.transaction(async (tx) => {
      if (webinar === 'open' && (await webinarContacts.taken(tx, organisationId, eventId, email))) {
        throw new AlreadyRegisteredError('This address is already registered for this webinar.');
      }
      await run({ type: 'RegisterTeamMember', data: { organisationId, eventId, registrationId, webinar, by, now: new Date(deps.now()).toISOString() } }, by, tx);
      await webinarContacts.insert(tx, { registrationId, organisationId, eventId, name, email });
    });
    if (deps.mail) {
      // Stored before we answer (the queue's contract); the address is the registered person's, the language the registering staff member's.
      const { centerName, lng } = await mailContext(deps.db, organisationId, by);
      await deps.mail.enqueue(
        { to: email, template: 'webinar-registration', lng, vars: { webinarTitle: found.title || '—', link: found.link, centerName: [...centerName].slice(0, 200).join(''), name } },
        { jobId: `webinar-registration:${email}:${registrationId}` },
      );
    }
    res.status(201).json({ msg: 'success', registration: { registrationId, eventId, name, email } });
  });

  router.post(`${base}/registrations/:registrationId/cancel`, staff, async (req, res) => {
    const notFound = () => new RegistrationNotFoundError('No such registration of this team.');
    const registrationId = idParam(req, 'registrationId', notFound);
    const organisationId = membershipOf(res).organisationId;
    const found = await findRegistration(deps.db, organisationId, registrationId);
    if (!found) throw notFound();
    const by = callerOf(res).accountId;
    await deps.db.transaction(async (tx) => {
      await run({ type: 'CancelTeamRegistration', data: { organisationId, eventId: found.eventId, registrationId, reason: 'cancelled', by, now: new Date(deps.now()).toISOString() } }, by, tx);
      await webinarContacts.delete(tx, registrationId);
    });
    res.json({ msg: 'success' });
  });

  return router;
}
