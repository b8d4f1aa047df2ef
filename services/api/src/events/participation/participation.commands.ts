import type { Db } from '@fast-track/shared/db/db';
import { handleCommand } from '@fast-track/shared/event-store/handle-command';
import type { Projection } from '@fast-track/shared/event-store/projection';
import type { EventMetadata, RecordedEvent } from '@fast-track/shared/event-store/types';
import type { MarkQuestionAnswered, PostQuestion, SetUpvote } from '../event.decider.ts';
import type { EventEvent } from '../event.ts';
import { attendanceDecider, questionDecider, voteDecider, type AttendanceCommand } from './participation.decider.ts';
import { attendanceStreamId, questionStreamId, voteStreamId } from './participation.ts';
import { attendanceStart, questionStart, voteStart } from '../read-models/participation-facts.ts';

export type ParticipationCommand = AttendanceCommand | PostQuestion | MarkQuestionAnswered | SetUpvote;

export interface ParticipationContext {
  db: Db;
  /** Inline projections, updated in the command's transaction. */
  projections: readonly Projection[];
  metadata?: EventMetadata;
  /** The acting student: the command is refused with a 404 when the event does not reach them (checked in its read). */
  reachFor?: string;
  /** More work in the command's transaction after its facts are written (handleCommand's inSameTransaction). */
  inSameTransaction?: (tx: Db, events: readonly RecordedEvent<EventEvent>[]) => Promise<void>;
  /** Which decisions inSameTransaction has work for (all when not given): the others commit as one statement. */
  inSameTransactionFor?: (events: readonly EventEvent[]) => boolean;
}

/**
 * Runs a participation command on its own small stream, starting from what the read tables know (the event's
 * publication; for older logs, where the student stood before). Per-command cost is one statement reading the lookup
 * and the stream's last fact together, one append and its rows: neither the event's history nor the student's own
 * clicks before.
 */
export async function runParticipationCommand(
  ctx: ParticipationContext,
  command: ParticipationCommand,
): Promise<RecordedEvent<EventEvent>[]> {
  // tail 1: every fact of these streams states the whole standing, vote or question (participation.ts).
  const options = {
    projections: ctx.projections,
    tail: 1,
    ...(ctx.metadata ? { metadata: ctx.metadata } : {}),
    ...(ctx.inSameTransaction ? { inSameTransaction: ctx.inSameTransaction as (tx: Db, events: readonly RecordedEvent[]) => Promise<void> } : {}),
    ...(ctx.inSameTransactionFor ? { inSameTransactionFor: ctx.inSameTransactionFor as (events: readonly { type: string }[]) => boolean } : {}),
  };
  const load = (streamId: string) => ({ streamId, ...(ctx.reachFor === undefined ? {} : { reachFor: ctx.reachFor }) });
  switch (command.type) {
    case 'ApplyToEvent':
    case 'DecideRequest':
    case 'JoinEvent':
    case 'PromoteFromWaitlist':
    case 'IssueTicket':
    case 'CheckInAttendee': {
      const { eventId, userId } = command.data;
      const streamId = attendanceStreamId(eventId, userId);
      const result = await handleCommand(ctx.db, streamId, attendanceDecider, command, {
        ...options,
        loadWithTail: (tx) => attendanceStart(tx, eventId, userId, load(streamId)),
      });
      return result.events;
    }
    case 'PostQuestion':
    case 'MarkQuestionAnswered': {
      const { eventId, questionId } = command.data;
      const streamId = questionStreamId(questionId);
      const result = await handleCommand(ctx.db, streamId, questionDecider, command, {
        ...options,
        loadWithTail: (tx) => questionStart(tx, eventId, questionId, load(streamId)),
      });
      return result.events;
    }
    case 'SetUpvote': {
      const { eventId, questionId, userId } = command.data;
      const streamId = voteStreamId(questionId, userId);
      const result = await handleCommand(ctx.db, streamId, voteDecider, command, {
        ...options,
        loadWithTail: (tx) => voteStart(tx, eventId, questionId, userId, load(streamId)),
      });
      return result.events;
    }
  }
}
