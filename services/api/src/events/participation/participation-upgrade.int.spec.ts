import { randomUUID } from 'node:crypto';
import type { Db } from '@fast-track/shared/db/db';
import { migrate } from '@fast-track/shared/db/migrate';
import { handleCommand } from '@fast-track/shared/event-store/handle-command';
import { rebuildProjections } from '@fast-track/shared/event-store/rebuild';
import { migrateBefore } from '@fast-track/shared/testing/migrate-before';
import { openTestDb, type TestDb } from '@fast-track/shared/testing/test-db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { projections } from '../../projections.ts';
import { eventDetails, registerHost, uuidFor } from '../../testing/api-fixture.ts';
import { eventDecider, type EventCommand } from '../event.decider.ts';
import { eventStreamId } from '../event.ts';
import type { EventDetails } from '../event.ts';
import { toEventJson, type EventJson } from '../read-models/event-json.ts';
import { participationTables } from '../testing/participation-tables.ts';
import { signIn, startParticipationApi, type ParticipationApi } from '../testing/participation-api.ts';

// An older database: every participation fact on the event's one stream, participants and questions inside the
// event's JSON document, as the code before the split wrote them. After the migration the read tables say what the
// old document said, replaying the log gives the same tables, and students carry on from where they stood.

const splitMigration = '1764374400000';

const day = 86_400_000;
const open = eventDetails(uuidFor(701), Date.now() + day);
const approval = eventDetails(uuidFor(702), Date.now() + 2 * day, { approval: true });
const physical = eventDetails(uuidFor(703), Date.now() + 3 * day, {
  type: 'Physical Event',
  virtualLink: null,
  physicalLocation: { label: 'Bahnhofstrasse 45, Zürich', lat: 47.37, lng: 8.54, placeId: '' },
});
const [u1, u2, u3, u4, u5, u6] = Array.from({ length: 6 }, () => randomUUID()) as [string, string, string, string, string, string];
const q1 = randomUUID();
const q2 = randomUUID();
// Quotes and the document's own keys inside a question: escaped in the JSON, so never mistaken for the keys.
const trickyText = 'Is "participants":[],"questions":[] part of the ],"schoolYear":[ answer?';

/** The older layout's commands, decided on the event's stream by the code that wrote them. */
const olderCommands = (now: string): EventCommand[] => [
  { type: 'PublishEvent', data: { details: open, now } },
  { type: 'PublishEvent', data: { details: approval, now } },
  { type: 'PublishEvent', data: { details: physical, now } },
  { type: 'JoinEvent', data: { eventId: open.eventId, userId: u1, now } },
  { type: 'ApplyToEvent', data: { eventId: open.eventId, userId: u2, now } },
  { type: 'ApplyToEvent', data: { eventId: open.eventId, userId: u3, now } },
  { type: 'ApplyToEvent', data: { eventId: open.eventId, userId: u2, now } },
  { type: 'PostQuestion', data: { eventId: open.eventId, questionId: q1, text: trickyText, askedBy: u1, now } },
  { type: 'PostQuestion', data: { eventId: open.eventId, questionId: q2, text: 'Remote options?', askedBy: u2, now } },
  { type: 'SetUpvote', data: { eventId: open.eventId, questionId: q1, userId: u2, upvoted: true, now } },
  { type: 'SetUpvote', data: { eventId: open.eventId, questionId: q1, userId: u3, upvoted: true, now } },
  { type: 'SetUpvote', data: { eventId: open.eventId, questionId: q1, userId: u2, upvoted: false, now } },
  { type: 'SetUpvote', data: { eventId: open.eventId, questionId: q1, userId: u1, upvoted: true, now } },
  { type: 'ApplyToEvent', data: { eventId: approval.eventId, userId: u4, now } },
  { type: 'ApplyToEvent', data: { eventId: approval.eventId, userId: u5, now } },
  { type: 'ApplyToEvent', data: { eventId: approval.eventId, userId: u6, now } },
  { type: 'DecideRequest', data: { eventId: approval.eventId, userId: u5, decision: 'approve', decidedBy: 'h1', asCompanyId: approval.host.companyId, now } },
  { type: 'DecideRequest', data: { eventId: approval.eventId, userId: u6, decision: 'decline', decidedBy: 'h1', asCompanyId: approval.host.companyId, now } },
];

/** The document as the code before issue 10 wrote it: the join link inside, where `online` is now, for everyone. */
function olderDocument(d: EventDetails, live: Partial<EventJson>): string {
  const body = JSON.stringify({ ...toEventJson(d), ...live });
  return body.replace(`,"online":${d.virtualLink !== null}`, d.virtualLink ? `,"virtualLink":${JSON.stringify(d.virtualLink)}` : '');
}

/** What the older inline projections left: the whole document in event_list.body, standings without a position. */
async function writeOlderReadModel(db: Db): Promise<void> {
  // The older documents' questions had neither askedAt nor answered.
  const older = {
    [open.eventId]: olderDocument(open, {
      participants: [u1, u3],
      questions: [
        { uniqueId: q1, text: trickyText, upvotes: [u3, u1] },
        { uniqueId: q2, text: 'Remote options?', upvotes: [] },
      ] as EventJson['questions'],
    }),
    [approval.eventId]: olderDocument(approval, { participants: [u5] }),
    [physical.eventId]: olderDocument(physical, {}),
  };
  for (const d of [open, approval, physical]) {
    await db.query(
      `INSERT INTO event_list (event_id, link, company_id, type, starts_at, ends_at, body) VALUES ($1, $2, $3, $4, $5, $6, $7)`,
      [d.eventId, d.link, d.host.companyId, d.type, d.startTime, d.endTime, older[d.eventId]],
    );
  }
  await db.query(
    `INSERT INTO event_attendance (event_id, user_id, status, updated_at)
     SELECT (data->>'eventId')::uuid, data->>'userId',
            CASE type WHEN 'ParticipantJoined' THEN 'attending' WHEN 'AttendanceRequested' THEN 'pending' ELSE 'declined' END, created_at
     FROM (SELECT DISTINCT ON (data->>'eventId', data->>'userId') data, type, created_at FROM events
           WHERE type IN ('ParticipantJoined', 'ParticipantLeft', 'AttendanceRequested', 'AttendanceRequestWithdrawn', 'AttendanceRequestDeclined')
           ORDER BY data->>'eventId', data->>'userId', global_position DESC) last
     WHERE type NOT IN ('ParticipantLeft', 'AttendanceRequestWithdrawn')`,
  );
}

/** When the older commands ran: the questions were asked then. */
const askedAt = new Date().toISOString();
let testDb: TestDb;
let api: ParticipationApi;
const tokens: Record<string, string> = {};

beforeAll(async () => {
  testDb = await openTestDb({ migrated: false });
  const { db } = testDb;
  await migrateBefore(db, splitMigration);
  for (const command of olderCommands(askedAt)) {
    const eventId = command.type === 'PublishEvent' ? command.data.details.eventId : command.data.eventId;
    await handleCommand(db, eventStreamId(eventId), eventDecider, command, { projections: [] });
  }
  await writeOlderReadModel(db);
  await migrate(db);
  await registerHost(db);
  api = await startParticipationApi(db);
  for (const id of [u1, u2, u3, u4, u5, u6]) tokens[id] = await signIn(db, id);
});

afterAll(async () => {
  await api?.close();
  await testDb.dispose();
});

interface EventDoc {
  participants: string[];
  questions: { uniqueId: string; text: string; upvotes: string[]; askedAt?: string; answered?: boolean }[];
  attendance?: string;
  myQuestions?: string[];
}
const detail = async (link: string, token?: string) => (await api.call('/api/get/event/no', { link }, token)).body['event'] as EventDoc;

describe('a database written before the split', () => {
  it('shows what the older document showed, and keeps only publication in the stored body', async () => {
    expect(await detail(open.link)).toMatchObject({
      participants: [u1, u3],
      questions: [
        { uniqueId: q1, text: trickyText, upvotes: [u3, u1], askedAt, answered: false },
        { uniqueId: q2, text: 'Remote options?', upvotes: [], askedAt, answered: false },
      ],
    });
    expect(await detail(open.link, tokens[u2])).toMatchObject({ myQuestions: [q2] });
    expect(await detail(approval.link, tokens[u6])).toMatchObject({ participants: [u5], attendance: 'declined' });
    const bodies = await testDb.db.query<{ body: string; approval: boolean; virtual_link: string | null }>(
      'SELECT body, approval, virtual_link FROM event_list ORDER BY event_id',
    );
    // The join link left the document for a column of its own (issue 10).
    expect(bodies.rows).toEqual([
      { body: JSON.stringify(toEventJson(open)), approval: false, virtual_link: open.virtualLink },
      { body: JSON.stringify(toEventJson(approval)), approval: true, virtual_link: approval.virtualLink },
      { body: JSON.stringify(toEventJson(physical)), approval: false, virtual_link: null },
    ]);
    expect(bodies.rows.map((row) => row.body).join('')).not.toContain('meet.example.com');
  });

  it('replays into the same tables the migration filled', async () => {
    const migrated = await participationTables(testDb.db);
    await rebuildProjections(testDb.db, { inline: projections.inline, async: [] });
    expect(await participationTables(testDb.db)).toEqual(migrated);
  });

  it('lets each student carry on from where the older log left them, and still replays equal', async () => {
    const apply = (eventId: string, user: string) => api.call('/api/event/apply', { eventId }, tokens[user]);
    expect((await apply(open.eventId, u1)).body).toEqual({ msg: 'removed' }); // joined by the seed
    expect((await apply(open.eventId, u2)).body).toEqual({ msg: 'added' }); // had left
    expect((await apply(approval.eventId, u4)).body).toEqual({ msg: 'withdrawn' }); // pending
    expect((await apply(approval.eventId, u5)).body).toEqual({ msg: 'removed' }); // approved
    expect((await apply(approval.eventId, u6)).body).toEqual({ msg: 'requested' }); // declined asks again
    const vote = (user: string, upvoted: boolean) =>
      api.call('/api/event/upvote', { eventId: open.eventId, questionId: q1, upvoted }, tokens[user]);
    expect((await vote(u3, true)).body).toEqual({ msg: 'success', upvotes: [u3, u1] }); // already upvoted: unchanged
    expect((await vote(u3, false)).body).toEqual({ msg: 'success', upvotes: [u1] });
    expect((await vote(u2, true)).body).toEqual({ msg: 'success', upvotes: [u1, u2] });
    expect(await detail(open.link)).toMatchObject({ participants: [u3, u2] });

    const live = await participationTables(testDb.db);
    await rebuildProjections(testDb.db, { inline: projections.inline, async: [] });
    expect(await participationTables(testDb.db)).toEqual(live);
  });
});
