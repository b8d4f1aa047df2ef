// The hall bench's data, written through the deciders before the API starts: one published event for everyone (the
// hall) and `students` signed-in students who ask and upvote during the run. Watchers need no rows: most are visitors
// (an event for everyone is shown to them), the students watch with their own sessions.
import { randomUUID } from 'node:crypto';
import type { Db } from '../../services/shared/src/db/db.ts';
import { handleCommand } from '../../services/shared/src/event-store/handle-command.ts';
import { accountDecider, accountStreamId, createSessionStore } from '../../services/api/src/accounts/index.ts';
import { eventDecider, eventStreamId, type EventDetails } from '../../services/api/src/events/index.ts';
import { projections } from '../../services/api/src/projections.ts';

export interface HallStudent {
  id: string;
  token: string;
}

export interface HallWorld {
  eventId: string;
  students: HallStudent[];
}

/** A host without an organisation row counts as listed (hostIsListed only excludes suspended or rejected ones). */
const host = { companyId: '5eed0000-0000-4000-8000-00000000a110', name: 'Bench Hall Host', logo: '/images/companies/bench.svg' };

function hallDetails(eventId: string, nowMs: number): EventDetails {
  return {
    eventId,
    link: `bench-hall-${eventId.slice(0, 8)}`,
    title: 'Bench Hall',
    type: 'Live Stream',
    img: '/images/events/cover-1.svg',
    description: '<p>A full hall</p>',
    // Questions and votes are taken until the event ends: an event a month ahead takes them all run long.
    startTime: new Date(nowMs + 30 * 86_400_000).toISOString(),
    endTime: new Date(nowMs + 30 * 86_400_000 + 3_600_000).toISOString(),
    timezone: 'Europe/London',
    virtualLink: 'https://meet.example.com/bench-hall',
    physicalLocation: null,
    approval: false,
    schoolYear: [],
    relevantCourses: [],
    targetGroups: [],
    host,
  };
}

export async function writeHallWorld(db: Db, students: number): Promise<HallWorld> {
  const nowMs = Date.now();
  const now = new Date(nowMs).toISOString();
  const eventId = randomUUID();
  await handleCommand(db, eventStreamId(eventId), eventDecider, { type: 'PublishEvent', data: { details: hallDetails(eventId, nowMs), now } }, {
    projections: projections.inline,
  });
  const sessions = createSessionStore(db);
  const made: HallStudent[] = [];
  for (let i = 0; i < students; i++) {
    const id = randomUUID();
    await handleCommand(db, accountStreamId(id), accountDecider, { type: 'RegisterAccount', data: { accountId: id, kind: 'student', method: 'otp', now } }, {
      projections: projections.inline,
    });
    made.push({ id, token: await sessions.create(id, nowMs) });
  }
  return { eventId, students: made };
}
