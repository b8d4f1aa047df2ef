import type { Db } from '@fast-track/shared/db/db';
import { drainProjections } from '@fast-track/shared/event-store/async-runner';
import { handleCommand } from '@fast-track/shared/event-store/handle-command';
import { rebuildProjections } from '@fast-track/shared/event-store/rebuild';
import { openTestDb, type TestDb } from '@fast-track/shared/testing/test-db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companyDecider, companyStreamId } from './companies/index.ts';
import { seededRandom, stableUuid } from './demo/demo-random.ts';
import { eventDecider, eventStreamId, type EventCommand } from './events/index.ts';
import { projections } from './projections.ts';
import { eventDetails } from './testing/api-fixture.ts';

let testDb: TestDb;
beforeAll(async () => {
  testDb = await openTestDb();
});
afterAll(() => testDb.dispose());

async function snapshot(db: Db) {
  const read = async (sql: string) => (await db.query(sql)).rows;
  return {
    companies: await read('SELECT company_id, slug, name, logo, registered_at FROM companies ORDER BY company_id'),
    eventList: await read('SELECT event_id, link, company_id, type, starts_at, ends_at, body FROM event_list ORDER BY event_id'),
    companyStats: await read('SELECT company_id, events_hosted, questions_received FROM company_stats ORDER BY company_id'),
    attendance: await read('SELECT event_id, user_id, status, updated_at FROM event_attendance ORDER BY event_id, user_id'),
  };
}

describe('projection rebuild', () => {
  it('replays the log into read tables equal to the live ones after a randomized command sequence', async () => {
    const { db } = testDb;
    // A fresh seed each run widens coverage; it is in the test name's output so a failure can be replayed.
    const seed = process.env['REBUILD_SEED'] ?? `rebuild:${Date.now()}`;
    console.info(`projection rebuild seed: ${seed}`);
    const random = seededRandom(seed);
    const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)] as T;
    const now = new Date().toISOString();
    const options = { projections: projections.inline };

    const hosts = [0, 1, 2].map((n) => ({ companyId: stableUuid(`rebuild-company-${n}`), name: `Host ${n}`, logo: `/images/companies/h${n}.svg` }));
    for (const [n, h] of hosts.entries()) {
      await handleCommand(db, companyStreamId(h.companyId), companyDecider, {
        type: 'RegisterCompany',
        data: { companyId: h.companyId, slug: `host-${n}`, name: h.name, logo: h.logo, now },
      }, options);
    }
    const eventIds: string[] = [];
    const questionIds: string[] = [];
    for (let step = 0; step < 150; step++) {
      const roll = random();
      let command: EventCommand;
      if (eventIds.length === 0 || roll < 0.2) {
        const eventId = stableUuid(`rebuild-event-${step}-${random()}`);
        eventIds.push(eventId);
        command = { type: 'PublishEvent', data: { details: eventDetails(eventId, Date.now() + random() * 60 * 86_400_000, { host: pick(hosts), approval: random() < 0.5 }), now } };
      } else if (roll < 0.45 || questionIds.length === 0) {
        const questionId = stableUuid(`rebuild-question-${step}`);
        questionIds.push(questionId);
        command = { type: 'PostQuestion', data: { eventId: pick(eventIds), questionId, text: `Question ${step}?`, askedBy: `u${step % 7}`, now } };
      } else if (roll < 0.75) {
        // Often aimed at the wrong event: refused commands must leave no trace in either version of the tables.
        command = { type: 'SetUpvote', data: { eventId: pick(eventIds), questionId: pick(questionIds), userId: `u${Math.floor(random() * 9)}`, upvoted: random() < 0.7, now } };
      } else if (roll < 0.8) {
        command = { type: 'JoinEvent', data: { eventId: pick(eventIds), userId: `u${Math.floor(random() * 9)}`, now } };
      } else {
        // Toggles: joins, leaves, requests and withdrawals depending on the event's approval setting.
        command = { type: 'ApplyToEvent', data: { eventId: pick(eventIds), userId: `u${Math.floor(random() * 9)}`, now } };
      }
      const eventId = command.type === 'PublishEvent' ? command.data.details.eventId : command.data.eventId;
      await handleCommand(db, eventStreamId(eventId), eventDecider, command, options).catch(() => undefined);
    }
    await drainProjections(db, projections.async);
    const live = await snapshot(db);
    expect(live.eventList.length).toBeGreaterThan(10);
    expect(live.companyStats.length).toBeGreaterThan(0);
    expect(live.attendance.length).toBeGreaterThan(0);

    const { replayed } = await rebuildProjections(db, projections);
    await drainProjections(db, projections.async);
    expect(replayed).toBeGreaterThan(live.eventList.length);
    expect(await snapshot(db)).toEqual(live);
  });
});
