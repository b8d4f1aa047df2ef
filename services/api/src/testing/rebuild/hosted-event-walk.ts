import type { Decider, DomainEvent } from '@fast-track/shared/event-store/types';
import { trackIds } from '@fast-track/shared/tracks';
import { stableUuid } from '../../demo/demo-random.ts';
import { eventStreamId, hostingDecider, runParticipationCommand, type HostingCommand, type ParticipationCommand } from '../../events/index.ts';
import { projections } from '../../projections.ts';
import { eventDetails } from '../api-fixture.ts';
import type { RebuildWorld } from './rebuild-world.ts';

/** Events authored by hosts (companies, career centers, societies) and the participation on them. */
export async function hostedEventWalk(w: RebuildWorld, companyIds: readonly string[]): Promise<void> {
  const { db, random, pick, start, tallied, run, ids, accountIds, pickOrganisation } = w;
  // Events authored by hosts: drafts and publications by companies (approved or not), edits at the right or a stale
  // version, drafts published, events cancelled, and participation on them before and after (refused once cancelled).
  const hostedIds: string[] = [];
  const runHosting = (command: HostingCommand) => {
    const eventId = command.type === 'CreateEvent' ? command.data.details.eventId : command.data.eventId;
    return run(eventStreamId(eventId), hostingDecider as Decider<unknown, HostingCommand, DomainEvent>, command);
  };
  const runParticipation = async (command: ParticipationCommand) => {
    await tallied(command.type, () => runParticipationCommand({ db, projections: projections.inline }, command));
  };
  const hostedVersion = async (eventId: string) =>
    (await db.query<{ v: number }>('SELECT COALESCE(MAX(stream_position), 0)::int AS v FROM events WHERE stream_id = $1', [eventStreamId(eventId)])).rows[0]!.v;
  const hostOfEvent = async (eventId: string) =>
    (await db.query<{ company_id: string }>('SELECT company_id::text AS company_id FROM hosted_events WHERE event_id = $1', [eventId])).rows[0]?.company_id ?? pickOrganisation();
  const hostedDetails = (eventId: string, companyId: string, step: number) =>
    eventDetails(eventId, start + (2 + (step % 40)) * 86_400_000, {
      title: `Hosted event ${step}`,
      approval: random() < 0.5,
      host: { companyId, name: `Company ${companyId.slice(0, 4)}`, logo: '/images/companies/h0.svg' },
      // Career centers and societies host too (issue 13), some events kept to their audience, edits changing it.
      ...(random() < 0.4 ? { visibility: pick(['own-university-students', 'members'] as const) } : {}),
      // Some with a track (issue 11's Opportunities), edits adding, changing or dropping it.
      ...(step % 3 === 0 ? {} : { track: trackIds[step % trackIds.length]! }),
      // Some with a few places (issue 26), so walks fill them, wait, leave and promote; edits change the limit.
      ...(step % 3 === 1 ? { capacity: 1 + (step % 3) } : {}),
      // Some written in another language, some with other language versions (issue 25): edits add, change or drop them.
      ...(step % 4 === 1 ? { sourceLanguage: pick(['de', 'fr', 'pl'] as const) } : {}),
      ...(step % 5 < 2
        ? { translations: { es: { title: `Evento ${step}`, description: '<p>Acerca de</p>' }, ...(step % 2 === 0 ? { it: { title: `Evento ospitato ${step}`, description: '<p>Informazioni</p>' } } : {}) } }
        : {}),
    });
  for (let step = 0; step < 160; step++) {
    const now = new Date(start + (500 + step) * 1000).toISOString();
    const roll = random();
    const by = pick(accountIds);
    if (hostedIds.length === 0 || roll < 0.2) {
      const eventId = stableUuid(`rebuild-hosted-${step}`);
      hostedIds.push(eventId);
      const companyId = companyIds.length > 0 ? pick(companyIds) : pickOrganisation();
      const approved = (await ids(`SELECT organisation_id AS id FROM organisations WHERE organisation_id = $1 AND status = 'active'`, [companyId])).length > 0;
      await runHosting({ type: 'CreateEvent', data: { details: hostedDetails(eventId, companyId, step), publish: random() < 0.6, companyApproved: approved, by, now } });
    } else if (roll < 0.35) {
      const eventId = pick(hostedIds);
      const companyId = await hostOfEvent(eventId);
      const expectedVersion = (await hostedVersion(eventId)) - (random() < 0.2 ? 1 : 0);
      await runHosting({ type: 'EditEvent', data: { eventId, asCompanyId: companyId, expectedVersion, details: hostedDetails(eventId, companyId, step), by, now } });
    } else if (roll < 0.45) {
      const eventId = pick(hostedIds);
      await runHosting({ type: 'PublishDraft', data: { eventId, asCompanyId: await hostOfEvent(eventId), expectedVersion: await hostedVersion(eventId), companyApproved: random() < 0.8, by, now } });
    } else if (roll < 0.52) {
      const eventId = pick(hostedIds);
      await runHosting({ type: 'CancelEvent', data: { eventId, asCompanyId: await hostOfEvent(eventId), expectedVersion: await hostedVersion(eventId), reason: `Reason ${step}`, by, now } });
    } else if (roll < 0.74) {
      await runParticipation({ type: 'ApplyToEvent', data: { eventId: pick(hostedIds), userId: pick(accountIds), now } });
    } else if (roll < 0.86) {
      // Waitlist promotions, tickets and check-ins (issue 26), on any standing: refused ones leave no trace.
      const eventId = pick(hostedIds);
      const rows = (await db.query<{ user_id: string }>('SELECT user_id FROM event_attendance WHERE event_id = $1 ORDER BY position', [eventId])).rows;
      const userId = rows.length > 0 && random() < 0.9 ? pick(rows).user_id : pick(accountIds);
      const kind = random();
      if (kind < 0.33) await runParticipation({ type: 'PromoteFromWaitlist', data: { eventId, userId, now } });
      else if (kind < 0.66) await runParticipation({ type: 'IssueTicket', data: { eventId, userId, code: `T${String(step).padStart(7, '0')}`, now } });
      else {
        const by = random() < 0.5 ? ('code' as const) : ('list' as const);
        await runParticipation({ type: 'CheckInAttendee', data: { eventId, userId, checkedInBy: pick(accountIds), asCompanyId: await hostOfEvent(eventId), by, now } });
      }
    } else if (roll < 0.93) {
      await runParticipation({ type: 'PostQuestion', data: { eventId: pick(hostedIds), questionId: stableUuid(`rebuild-hosted-question-${step}`), text: `Question ${step}?`, askedBy: by, now } });
    } else {
      const asked = (await db.query<{ question_id: string; event_id: string }>(`SELECT question_id::text, event_id::text FROM event_questions`)).rows;
      if (asked.length === 0) continue;
      const question = pick(asked);
      await runParticipation({
        type: 'MarkQuestionAnswered',
        data: { eventId: question.event_id, questionId: question.question_id, answeredBy: by, asCompanyId: await hostOfEvent(question.event_id), now },
      });
    }
  }
}
