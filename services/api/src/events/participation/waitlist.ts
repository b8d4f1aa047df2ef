import type { Db } from '@fast-track/shared/db/db';
import type { Projection } from '@fast-track/shared/event-store/projection';
import type { EventMetadata } from '@fast-track/shared/event-store/types';
import type { StagedMail } from '../../mail/index.ts';
import type { EventNotices } from '../event-notices.ts';
import { firstWaiting } from '../read-models/participation-facts.ts';
import { hostedEventOf } from '../read-models/hosted-events.queries.ts';
import { runParticipationCommand } from './participation.commands.ts';

export interface Promotions {
  /** The students who got a place, first in line first. */
  promoted: string[];
  /** Their mails, stored in the same transaction; hand them to the queue after the commit. */
  mails: StagedMail[];
}

/**
 * Gives the free places of an event to the students waiting first, each with a mail, inside `tx` — the transaction
 * of whatever freed a place (a student leaving, a host declining an attendee, a raised capacity). So a freed place
 * and its promotion commit together: no moment in which a newcomer could take it, no crash that forgets it.
 * Each promotion is a PromoteFromWaitlist on the waiting student's own stream, decided under the event row's lock
 * (participation-facts.ts); it decides nothing when the place is gone or someone is ahead, which ends the loop.
 */
export async function promoteWaiting(
  tx: Db,
  ctx: { projections: readonly Projection[]; metadata: EventMetadata; notices: Pick<EventNotices, 'stageRequestDecided'> },
  eventId: string,
  now: string,
): Promise<Promotions> {
  const result: Promotions = { promoted: [], mails: [] };
  for (let next = await firstWaiting(tx, eventId); next !== undefined; next = await firstWaiting(tx, eventId)) {
    const userId = next;
    const events = await runParticipationCommand(
      { db: tx, projections: ctx.projections, metadata: ctx.metadata },
      { type: 'PromoteFromWaitlist', data: { eventId, userId, now } },
    );
    const joined = events.find((e) => e.type === 'ParticipantJoined');
    if (!joined) break;
    result.promoted.push(userId);
    const event = await hostedEventOf(tx, eventId);
    if (event) result.mails.push(...(await ctx.notices.stageRequestDecided(tx, event, userId, 'promoted', `${eventId}:${userId}:${joined.globalPosition}`)));
  }
  return result;
}
