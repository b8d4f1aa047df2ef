import type { Db } from '@fast-track/shared/db/db';
import { appendToStream } from '@fast-track/shared/event-store/append';
import { applyProjections, type Projection } from '@fast-track/shared/event-store/projection';
import type { LogRedaction } from '@fast-track/shared/event-store/redact-subject';
import type { AttendanceEvent, QuestionEvent } from './participation.ts';
import { attendanceStreamId, questionStreamId } from './participation.ts';
import type { ErasureAfterCommit } from '../../accounts/index.ts';
import type { StagedMail } from '../../mail/index.ts';
import type { EventNotices } from '../event-notices.ts';
import type { EventNotifier } from '../event-notifier.ts';
import { promoteWaiting } from './waitlist.ts';

/**
 * What of a person's participation goes with their account (docs/accounts.md § Erasure). These are facts, not
 * commands: no rule of the deciders (an ended event, a closed request) may keep a deleted person on a host's list.
 * - every attendance ends: attending → ParticipantLeft, waiting → WaitlistLeft, pending or declined →
 *   AttendanceRequestWithdrawn, so the host's lists (and their counts) no longer hold them; a place they free goes to
 *   the first on the waitlist in the same transaction (its mail is stored there and handed to the queue once the
 *   deletion commits, like every other promotion's; the worker's redrive is only the fallback), and the promoted
 *   student's open pages hear they attend;
 * - every question they asked → QuestionErased: it stays for its votes and answer, shown as a deleted account's,
 *   without text; the text is blanked in the log too (participationLogRedactions);
 * - their upvotes stay, counted under the tombstone id account deletion gives them, so other students' questions
 *   keep the count they had.
 */
export function participationErasure(deps: {
  projections: readonly Projection[];
  notices?: Pick<EventNotices, 'stageRequestDecided' | 'handOff'>;
  notify?: Pick<EventNotifier, 'attendanceDecided'>;
}) {
  return async (tx: Db, accountId: string, now: string): Promise<ErasureAfterCommit | undefined> => {
    const mails: StagedMail[] = [];
    const promoted: { eventId: string; userId: string }[] = [];
    const standings = await tx.query<{ event_id: string; status: string }>(
      'SELECT event_id::text AS event_id, status FROM event_attendance WHERE user_id = $1 ORDER BY position',
      [accountId],
    );
    for (const { event_id: eventId, status } of standings.rows) {
      const fact: AttendanceEvent =
        status === 'attending'
          ? { type: 'ParticipantLeft', data: { eventId, userId: accountId, leftAt: now } }
          : status === 'waiting'
            ? { type: 'WaitlistLeft', data: { eventId, userId: accountId, leftAt: now } }
            : { type: 'AttendanceRequestWithdrawn', data: { eventId, userId: accountId, withdrawnAt: now } };
      await record(tx, deps.projections, attendanceStreamId(eventId, accountId), fact, accountId);
      if (status === 'attending' && deps.notices) {
        const promotions = await promoteWaiting(tx, { projections: deps.projections, metadata: { actor: accountId }, notices: deps.notices }, eventId, now);
        mails.push(...promotions.mails);
        promoted.push(...promotions.promoted.map((userId) => ({ eventId, userId })));
      }
    }
    const asked = await tx.query<{ question_id: string; event_id: string }>(
      'SELECT question_id::text AS question_id, event_id::text AS event_id FROM event_questions WHERE asked_by = $1 AND NOT erased ORDER BY position',
      [accountId],
    );
    for (const { question_id: questionId, event_id: eventId } of asked.rows) {
      const fact: QuestionEvent = { type: 'QuestionErased', data: { eventId, questionId, erasedAt: now } };
      await record(tx, deps.projections, questionStreamId(questionId), fact, accountId);
    }
    const notices = deps.notices;
    if (!notices || (mails.length === 0 && promoted.length === 0)) return undefined;
    return async () => {
      for (const { eventId, userId } of promoted) deps.notify?.attendanceDecided(eventId, userId, 'attending');
      await notices.handOff(mails);
    };
  };
}

/** The personal text participation writes to the log: a question's words, owned by its asker. */
export const participationLogRedactions: readonly LogRedaction[] = [{ type: 'QuestionAdded', ownerKey: 'askedBy', fields: [['text']] }];

async function record(tx: Db, projections: readonly Projection[], streamId: string, fact: AttendanceEvent | QuestionEvent, actor: string): Promise<void> {
  const recorded = await appendToStream(tx, streamId, [fact], { expectedVersion: 'any', metadata: { actor } });
  await applyProjections(tx, projections, recorded);
}
