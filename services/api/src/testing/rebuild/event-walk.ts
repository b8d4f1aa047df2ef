import { handleCommand } from '@fast-track/shared/event-store/handle-command';
import { companyDecider, companyStreamId } from '../../companies/index.ts';
import { stableUuid } from '../../demo/demo-random.ts';
import { eventDecider, eventStreamId, type EventCommand } from '../../events/index.ts';
import { eventDetails } from '../api-fixture.ts';
import type { RebuildWorld } from './rebuild-world.ts';

/** Three hosts' events: published, asked about, upvoted (often aimed at the wrong event), joined and applied to. */
export async function eventWalk(w: RebuildWorld): Promise<void> {
  const { db, random, pick, options } = w;
  const now = new Date(w.start).toISOString();
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
}
