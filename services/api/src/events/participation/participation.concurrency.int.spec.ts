import { randomUUID } from 'node:crypto';
import { openTestDb, type TestDb } from '@fast-track/shared/testing/test-db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventDetails, publish, registerHost, uuidFor } from '../../testing/api-fixture.ts';
import { signIn, startParticipationApi, type Call, type ParticipationApi } from '../testing/participation-api.ts';

// Two replicas on one Postgres: within a process commands on one stream queue, across processes they clash and
// retry, so requests alternate between the two to exercise both.
let testDb: TestDb;
let api: ParticipationApi;
let other: ParticipationApi;
let n = 0;
let turn = 0;

beforeAll(async () => {
  testDb = await openTestDb();
  await registerHost(testDb.db);
  [api, other] = await Promise.all([startParticipationApi(testDb.db), startParticipationApi(testDb.db)]);
});

afterAll(async () => {
  await Promise.all([api.close(), other.close()]);
  await testDb.dispose();
});

async function freshEvent() {
  const details = eventDetails(uuidFor(500 + ++n), Date.now() + 86_400_000);
  await publish(testDb.db, details);
  return details;
}

const apply = (eventId: string, token: string): Promise<Call> =>
  (turn++ % 2 === 0 ? api : other).call('/api/event/apply', { eventId }, token);

/** Every view of the participants: the detail document, the attendance table and the log itself. */
async function participantsEverywhere(eventId: string, link: string) {
  const detail = (await api.call('/api/get/event/no', { link })).body['event'] as { participants: string[] };
  const table = await testDb.db.query<{ user_id: string }>(
    `SELECT user_id FROM event_attendance WHERE event_id = $1 AND status = 'attending' ORDER BY user_id`,
    [eventId],
  );
  // The event's participation facts wherever they are kept (each student's attendance has a stream of its own).
  const log = await testDb.db.query<{ type: string; user_id: string }>(
    `SELECT type, data->>'userId' AS user_id FROM events WHERE data->>'eventId' = $1 AND type IN ('ParticipantJoined', 'ParticipantLeft')
     ORDER BY global_position`,
    [eventId],
  );
  return { detail: detail.participants, table: table.rows.map((r) => r.user_id), log: log.rows };
}

const tally = (calls: Call[]) => ({
  added: calls.filter((c) => c.status === 200 && c.body['msg'] === 'added').length,
  removed: calls.filter((c) => c.status === 200 && c.body['msg'] === 'removed').length,
  refused: calls.filter((c) => c.status !== 200),
});

describe('attendance under concurrency (real Postgres)', () => {
  it('a double click or two tabs never list a student twice', async () => {
    const event = await freshEvent();
    const studentId = randomUUID();
    const [tabA, tabB] = await Promise.all([signIn(testDb.db, studentId), signIn(testDb.db, studentId)]);
    for (let round = 0; round < 5; round++) {
      const calls = await Promise.all([apply(event.eventId, tabA), apply(event.eventId, tabB), apply(event.eventId, tabA)]);
      const { added, removed, refused } = tally(calls);
      expect(refused).toEqual([]);
      const seen = await participantsEverywhere(event.eventId, event.link);
      expect(seen.detail.filter((id) => id === studentId).length).toBeLessThanOrEqual(1);
      expect(seen.detail).toEqual(seen.table);
      expect(added + removed).toBe(3);
    }
  });

  it('100 concurrent toggles by one student leave the state the accepted commands add up to', async () => {
    const event = await freshEvent();
    const studentId = randomUUID();
    const token = await signIn(testDb.db, studentId);
    const calls = await Promise.all(Array.from({ length: 100 }, () => apply(event.eventId, token)));
    const { added, removed, refused } = tally(calls);
    // A clash that outlasts the bounded retries is an honest 409, never a 500 and never a lost or doubled write.
    for (const call of refused) expect(call).toMatchObject({ status: 409, body: { code: 'STREAM_VERSION_CONFLICT' } });
    expect(added + removed + refused.length).toBe(100);
    expect(added + removed).toBeGreaterThan(50);
    expect([0, 1]).toContain(added - removed);

    const seen = await participantsEverywhere(event.eventId, event.link);
    const expected = added - removed === 1 ? [studentId] : [];
    expect(seen.detail).toEqual(expected);
    expect(seen.table).toEqual(expected);
    expect(seen.log).toHaveLength(added + removed);
    // The log alternates joined/left: each accepted toggle was decided on the state the previous one left.
    expect(seen.log.every((row, i) => row.type === (i % 2 === 0 ? 'ParticipantJoined' : 'ParticipantLeft'))).toBe(true);
    const attendance = (await api.call('/api/get/event/no', { link: event.link }, token)).body['event'] as { attendance: string };
    expect(attendance.attendance).toBe(expected.length === 1 ? 'attending' : 'none');
  });

  it('50 students attending at once are all listed', async () => {
    const event = await freshEvent();
    const students = Array.from({ length: 50 }, () => randomUUID());
    const tokens = await Promise.all(students.map((id) => signIn(testDb.db, id)));
    const calls = await Promise.all(tokens.map((token) => apply(event.eventId, token)));
    expect(calls.map((c) => c.body['msg'])).toEqual(Array(50).fill('added'));
    const seen = await participantsEverywhere(event.eventId, event.link);
    expect([...seen.detail].sort()).toEqual([...students].sort());
    expect(seen.table).toEqual([...students].sort());
  });
});
