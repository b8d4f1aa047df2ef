import { handleCommand } from '@fast-track/shared/event-store/handle-command';
import { rebuildProjections } from '@fast-track/shared/event-store/rebuild';
import { openTestDb, type TestDb } from '@fast-track/shared/testing/test-db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seededRandom, stableUuid } from '../../demo/demo-random.ts';
import { projections } from '../../projections.ts';
import { eventDetails, host } from '../../testing/api-fixture.ts';
import { eventDecider, type EventCommand } from '../event.decider.ts';
import { eventStreamId } from '../event.ts';
import { participationTables } from '../testing/participation-tables.ts';
import { runParticipationCommand, type ParticipationCommand } from './participation.commands.ts';

// The split streams and the event's one stream (older logs, the demo seed) feed the same read tables: a random
// walk through both, many commands refused, then a replay must give back exactly the live tables.

let testDb: TestDb;
beforeAll(async () => {
  testDb = await openTestDb();
});
afterAll(() => testDb.dispose());

describe('participation read tables', () => {
  it('rebuild equal to the live ones after a random walk over both layouts', async () => {
    const { db } = testDb;
    const seed = process.env['REBUILD_SEED'] ?? `participation-rebuild:${Date.now()}`;
    console.info(`participation rebuild seed: ${seed}`);
    const random = seededRandom(seed);
    const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)] as T;
    const now = new Date().toISOString();
    const users = Array.from({ length: 6 }, (_, n) => `u${n}`);
    const eventIds: string[] = [];
    const questionIds: string[] = [];
    const askedOn = new Map<string, string>();
    const outcomes = { applied: 0, refused: 0 };
    // Events hosted by another company: their questions cannot be marked answered by `host`.
    const otherHost = { ...host, companyId: stableUuid(`${seed}:other-host`) };
    const tally = (work: Promise<unknown>) =>
      work.then(
        () => outcomes.applied++,
        () => outcomes.refused++,
      );

    for (let step = 0; step < 250; step++) {
      const roll = random();
      if (eventIds.length === 0 || roll < 0.08) {
        const eventId = stableUuid(`${seed}:event:${step}`);
        eventIds.push(eventId);
        const details = eventDetails(eventId, Date.now() + (1 + random() * 30) * 86_400_000, {
          host: random() < 0.8 ? host : otherHost,
          approval: random() < 0.5,
          ...(random() < 0.4 ? { type: 'Physical Event' as const, virtualLink: null, physicalLocation: { label: 'Zürich', lat: 47.37, lng: 8.54, placeId: '' } } : {}),
        });
        await handleCommand(db, eventStreamId(eventId), eventDecider, { type: 'PublishEvent', data: { details, now } }, { projections: projections.inline });
        continue;
      }
      const eventId = pick(eventIds);
      const userId = pick(users);
      let command: ParticipationCommand;
      if (roll < 0.25) {
        const questionId = stableUuid(`${seed}:question:${step}`);
        questionIds.push(questionId);
        askedOn.set(questionId, eventId);
        command = { type: 'PostQuestion', data: { eventId, questionId, text: random() < 0.9 ? `Question ${step}?` : '?', askedBy: userId, now } };
      } else if (roll < 0.32 && questionIds.length > 0) {
        // Mostly on the question's own event; refused on another event, on another host's event or for a question
        // whose posting was refused; a second time, nothing happens.
        const questionId = pick(questionIds);
        const on = random() < 0.8 ? (askedOn.get(questionId) ?? eventId) : eventId;
        command = { type: 'MarkQuestionAnswered', data: { eventId: on, questionId, answeredBy: 'h1', asCompanyId: host.companyId, now } };
      } else if (roll < 0.5 && questionIds.length > 0) {
        // Often a question of another event: refused.
        command = { type: 'SetUpvote', data: { eventId, questionId: pick(questionIds), userId, upvoted: random() < 0.6, now } };
      } else if (roll < 0.6) {
        command = { type: 'DecideRequest', data: { eventId, userId, decision: pick(['approve', 'decline'] as const), decidedBy: 'h1', asCompanyId: host.companyId, now } };
      } else if (roll < 0.65) {
        command = { type: 'JoinEvent', data: { eventId, userId, now } };
      } else {
        command = { type: 'ApplyToEvent', data: { eventId, userId, now } };
      }
      // One command in five goes the older way, on the event's stream (how older logs and the demo seed hold them);
      // marking answered came after the split, so it only ever runs on the question's stream.
      if (command.type !== 'MarkQuestionAnswered' && random() < 0.2) {
        await tally(handleCommand(db, eventStreamId(eventId), eventDecider, command as EventCommand, { projections: projections.inline }));
      } else {
        await tally(runParticipationCommand({ db, projections: projections.inline }, command));
      }
    }
    expect(outcomes.refused, JSON.stringify(outcomes)).toBeGreaterThan(10);
    const live = await participationTables(testDb.db);
    expect(live.attendance.length).toBeGreaterThan(0);
    expect(live.questions.length).toBeGreaterThan(0);
    expect(live.upvotes.length).toBeGreaterThan(0);
    expect(live.questions.some((q) => q['answered'] === true)).toBe(true);
    expect(live.questions.some((q) => q['answered'] === false)).toBe(true);
    expect(live.eventList.some((e) => e['virtual_link'] === null)).toBe(true);

    await rebuildProjections(db, { inline: projections.inline, async: [] });
    expect(await participationTables(testDb.db)).toEqual(live);
  });
});
