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
}

/**
 * Runs a participation command on its own small stream, starting from what the read tables know (the event's
 * publication; for older logs, where the student stood before). Per-command cost is one lookup, one read of the
 * stream's last fact, one append and its rows: neither the event's history nor the student's own clicks before.
 */
export async function runParticipationCommand(
  ctx: ParticipationContext,
  command: ParticipationCommand,
): Promise<RecordedEvent<EventEvent>[]> {
  // tail 1: every fact of these streams states the whole standing, vote or question (participation.ts).
  const options = { projections: ctx.projections, tail: 1, ...(ctx.metadata ? { metadata: ctx.metadata } : {}) };
  switch (command.type) {
    case 'ApplyToEvent':
    case 'DecideRequest':
    case 'JoinEvent':
    case 'PromoteFromWaitlist':
    case 'IssueTicket':
    case 'CheckInAttendee': {
      const { eventId, userId } = command.data;
      const result = await handleCommand(ctx.db, attendanceStreamId(eventId, userId), attendanceDecider, command, {
        ...options,
        initialState: (tx) => attendanceStart(tx, eventId, userId),
      });
      return result.events;
    }
    case 'PostQuestion':
    case 'MarkQuestionAnswered': {
      const { eventId, questionId } = command.data;
      const result = await handleCommand(ctx.db, questionStreamId(questionId), questionDecider, command, {
        ...options,
        initialState: (tx) => questionStart(tx, eventId, questionId),
      });
      return result.events;
    }
    case 'SetUpvote': {
      const { eventId, questionId, userId } = command.data;
      const result = await handleCommand(ctx.db, voteStreamId(questionId, userId), voteDecider, command, {
        ...options,
        initialState: (tx) => voteStart(tx, eventId, questionId, userId),
      });
      return result.events;
    }
  }
}
