import { randomUUID } from 'node:crypto';
import type { Db } from '@fast-track/shared/db/db';
import { NotFoundError, PreconditionFailedError, PreconditionRequiredError } from '@fast-track/shared/errors';
import type { Projection } from '@fast-track/shared/event-store/projection';
import { readStream } from '@fast-track/shared/event-store/read';
import { Router, type Request, type Response } from 'express';
import { z } from 'zod';
import { callerOf, membershipOf, type Guard, type OrganisationKind } from '../../accounts/index.ts';
import { checkedVisibility } from '../../organisations/index.ts';
import { parseBody } from '../../http/parse-body.ts';
import { storableText } from '../../http/safe-text.ts';
import { eventStreamId, type EventHost } from '../event.ts';
import { checkedDetails, eventFormSchema, formFromDetails } from './event-form.ts';
import { eventLink } from '../event-link.ts';
import { hostingDecider, type HostingCommand } from './event-hosting.decider.ts';
import { runHostingCommand } from './event-hosting.service.ts';
import { materialFields, type EventStreamEvent, type HostedEventState } from './event-hosting.ts';
import type { EventNotices } from '../event-notices.ts';
import type { EventNotifier } from '../event-notifier.ts';
import { runParticipationCommand } from '../participation/participation.commands.ts';
import { promoteWaiting } from '../participation/waitlist.ts';
import { hostAttendanceOf, hostedEventsOf } from '../read-models/hosted-events.queries.ts';

/**
 * The hosting organisation as an event shows it, its kind (company, career center, student organisation: which
 * visibilities it may choose) and whether it may publish (active: approved by an admin, or active from creation).
 */
export interface HostCompanies {
  companyOf(companyId: string): Promise<{ name: string; logo: string; approved: boolean; kind: OrganisationKind } | undefined>;
}

export interface HostingDeps {
  db: Db;
  guard: Guard;
  companies: HostCompanies;
  notify: EventNotifier;
  notices: EventNotices;
  projections: readonly Projection[];
  now: () => number;
  newId?: () => string;
}

/** Paths whose bodies may exceed the app's 16 KB JSON limit: the event editor sends rich text. */
export const eventEditorPaths = ['/api/organisations/:organisationId/events', '/api/organisations/:organisationId/events/:eventId/edit'];

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const createRequest = eventFormSchema.extend({ publish: z.boolean() });
const cancelRequest = z.object({ reason: storableText(5000).optional() });

/** The event id of the path, lowercased (ids name streams); a malformed one is simply not found. */
function eventIdOf(req: Request): string {
  const value = String(req.params['eventId'] ?? '');
  if (!uuid.test(value)) throw new NotFoundError('No such event in this company.');
  return value.toLowerCase();
}

/** The version the client loaded, from `If-Match: "<version>"`: a change without it could undo someone else's. */
function ifMatch(req: Request): number {
  const header = req.get('if-match');
  if (!header) throw new PreconditionRequiredError('Send If-Match with the ETag of the event you loaded.');
  const match = /^(?:W\/)?"(\d{1,9})"$/.exec(header.trim());
  if (!match) throw new PreconditionFailedError('If-Match must be the ETag of the event you loaded.');
  return Number(match[1]);
}

type Hosted = Extract<HostedEventState, { details: unknown }>;

/** What the editor loads: the form's fields plus where the event stands. */
function viewOf(state: Hosted) {
  const { details } = state;
  return {
    uniqueId: details.eventId,
    link: details.link,
    status: state.status,
    version: state.version,
    cancelReason: state.cancelReason,
    ...formFromDetails(details),
  };
}

const answer = (res: Response, state: Hosted, status = 200): void => {
  res.status(status).set('ETag', `"${state.version}"`).set('Cache-Control', 'no-store').json({ msg: 'success', event: viewOf(state) });
};

/**
 * A host's own events (docs/events.md § Hosting): every call is for members of the organisation in the path
 * — a company, a career center or a student organisation: one editor, parameterised by the host's kind — and every
 * event is looked up within that organisation, so another host's event is simply not found.
 */
export function eventHostingRoutes(deps: HostingDeps): Router {
  const router = Router();
  const members = deps.guard.requireMembership('*');
  const base = '/organisations/:organisationId/events';
  const newId = deps.newId ?? randomUUID;
  const nowIso = () => new Date(deps.now()).toISOString();

  const hostOf = async (companyId: string): Promise<{ host: EventHost; approved: boolean; kind: OrganisationKind }> => {
    const company = await deps.companies.companyOf(companyId);
    if (!company) throw new NotFoundError('No such company.');
    // A company's snapshot stays as it always was; other hosts say what they are.
    const host: EventHost = { companyId, name: company.name, logo: company.logo, ...(company.kind === 'company' ? {} : { kind: company.kind }) };
    return { host, approved: company.approved, kind: company.kind };
  };

  /** `db`: the transaction a command shares with the mails it causes (event-notices.ts). */
  const run = async (eventId: string, command: HostingCommand, actor: string, db: Db = deps.db) => runHostingCommand(deps, eventId, command, actor, db);

  /** The event as its stream says, if it belongs to this company. */
  const load = async (companyId: string, eventId: string): Promise<Hosted> => {
    const { events } = await readStream<EventStreamEvent>(deps.db, eventStreamId(eventId));
    const state = events.reduce((s, e) => hostingDecider.evolve(s, { type: e.type, data: e.data } as EventStreamEvent), hostingDecider.initialState());
    if (state.status === 'none' || state.details.host.companyId !== companyId) throw new NotFoundError('No such event in this company.');
    return state;
  };

  router.post(base, members, async (req, res) => {
    const { publish, ...form } = parseBody(createRequest, req.body);
    const companyId = membershipOf(res).organisationId;
    const by = callerOf(res).accountId;
    const { host, approved, kind } = await hostOf(companyId);
    const eventId = newId();
    const now = nowIso();
    const details = checkedDetails({ ...form, visibility: checkedVisibility(kind, form.visibility) }, { eventId, link: eventLink(host.name, form.title, eventId), host }, now);
    const result = await run(eventId, { type: 'CreateEvent', data: { details, publish, companyApproved: approved, by, now } }, by);
    answer(res, result.state as Hosted, 201);
  });

  router.get(base, members, async (_req, res) => {
    const events = await hostedEventsOf(deps.db, membershipOf(res).organisationId, deps.now());
    res.set('Cache-Control', 'no-store').json({ msg: 'success', events });
  });

  router.get(`${base}/:eventId`, members, async (req, res) => {
    answer(res, await load(membershipOf(res).organisationId, eventIdOf(req)));
  });

  router.post(`${base}/:eventId/edit`, members, async (req, res) => {
    const eventId = eventIdOf(req);
    const expectedVersion = ifMatch(req);
    const form = parseBody(eventFormSchema, req.body);
    const companyId = membershipOf(res).organisationId;
    const by = callerOf(res).accountId;
    const before = await load(companyId, eventId);
    const { host, kind } = await hostOf(companyId);
    const now = nowIso();
    const details = checkedDetails({ ...form, visibility: checkedVisibility(kind, form.visibility) }, { eventId, link: before.details.link, host }, now);
    const { after, edited, mails, promoted } = await deps.db.transaction(async (tx) => {
      const result = await run(eventId, { type: 'EditEvent', data: { eventId, asCompanyId: companyId, expectedVersion, details, by, now } }, by, tx);
      const edited = result.events.find((e) => e.type === 'EventEdited');
      const after = result.state as Hosted;
      // Attendees are mailed when what they need to get there changed, not for a reworded paragraph; the mails are
      // stored with the edit, so a crash before they reach the queue loses none.
      const material = edited && after.status === 'published' && edited.data.changed.some((field) => (materialFields as readonly string[]).includes(field));
      const mails = material ? await deps.notices.stageEventChanged(tx, after.details, 'updated', `${eventId}:${edited.globalPosition}`) : [];
      // More places (or none as the limit): the students waiting first get them, with the edit.
      const promotions =
        edited && after.status === 'published' && edited.data.changed.includes('capacity')
          ? await promoteWaiting(tx, { projections: deps.projections, metadata: { actor: by, correlationId: randomUUID() }, notices: deps.notices }, eventId, now)
          : { promoted: [], mails: [] };
      return { after, edited, mails: [...mails, ...promotions.mails], promoted: promotions.promoted };
    });
    answer(res, after);
    if (edited && after.status === 'published') deps.notify.eventChanged(eventId, 'updated');
    for (const student of promoted) deps.notify.attendanceDecided(eventId, student, 'attending');
    await deps.notices.handOff(mails);
  });

  router.post(`${base}/:eventId/publish`, members, async (req, res) => {
    const eventId = eventIdOf(req);
    const expectedVersion = ifMatch(req);
    const companyId = membershipOf(res).organisationId;
    const by = callerOf(res).accountId;
    const { approved } = await hostOf(companyId);
    const result = await run(
      eventId,
      { type: 'PublishDraft', data: { eventId, asCompanyId: companyId, expectedVersion, companyApproved: approved, by, now: nowIso() } },
      by,
    );
    answer(res, result.state as Hosted);
  });

  router.post(`${base}/:eventId/cancel`, members, async (req, res) => {
    const eventId = eventIdOf(req);
    const expectedVersion = ifMatch(req);
    const { reason = '' } = parseBody(cancelRequest, req.body);
    const companyId = membershipOf(res).organisationId;
    const by = callerOf(res).accountId;
    const before = await load(companyId, eventId);
    const { after, told, mails } = await deps.db.transaction(async (tx) => {
      const command = { type: 'CancelEvent' as const, data: { eventId, asCompanyId: companyId, expectedVersion, reason, by, now: nowIso() } };
      const result = await run(eventId, command, by, tx);
      const after = result.state as Hosted;
      const cancelled = result.events.find((e) => e.type === 'EventCancelled');
      // Only a published event had attendees to tell; their mails are stored with the cancellation.
      const told = cancelled !== undefined && before.status === 'published';
      const key = `${eventId}:${cancelled?.globalPosition ?? ''}`;
      const mails = told ? await deps.notices.stageEventChanged(tx, after.details, 'cancelled', key, after.cancelReason ?? undefined) : [];
      return { after, told, mails };
    });
    answer(res, after);
    if (told) deps.notify.eventChanged(eventId, 'cancelled');
    await deps.notices.handOff(mails);
  });

  router.get(`${base}/:eventId/attendance`, members, async (req, res) => {
    const state = await load(membershipOf(res).organisationId, eventIdOf(req));
    const { attendees, questions } = await hostAttendanceOf(deps.db, state.details.eventId);
    res.set('Cache-Control', 'no-store').json({
      msg: 'success',
      event: { ...viewOf(state), startsAt: state.details.startTime, endsAt: state.details.endTime },
      participants: attendees.filter((a) => a.status === 'attending'),
      // In line order: the first gets the next free place.
      waitlist: attendees.filter((a) => a.status === 'waiting'),
      requests: attendees.filter((a) => a.status === 'pending' || a.status === 'declined'),
      questions,
    });
  });

  router.post(`${base}/:eventId/questions/:questionId/answer`, members, async (req, res) => {
    const eventId = eventIdOf(req);
    const questionId = String(req.params['questionId'] ?? '');
    if (!uuid.test(questionId)) throw new NotFoundError('No such question on this event.');
    const companyId = membershipOf(res).organisationId;
    const by = callerOf(res).accountId;
    await load(companyId, eventId);
    const command = {
      type: 'MarkQuestionAnswered' as const,
      data: { eventId, questionId: questionId.toLowerCase(), answeredBy: by, asCompanyId: companyId, now: nowIso() },
    };
    const events = await runParticipationCommand({ db: deps.db, projections: deps.projections, metadata: { actor: by, correlationId: randomUUID() } }, command);
    if (events.length > 0) deps.notify.questionAnswered(eventId, command.data.questionId);
    res.json({ msg: 'success', answered: true });
  });

  return router;
}
