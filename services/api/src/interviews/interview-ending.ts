import type { Db } from '@fast-track/shared/db/db';
import { handleCommand } from '@fast-track/shared/event-store/handle-command';
import type { Projection } from '@fast-track/shared/event-store/projection';
import { applicationById, type ApplicationsEnded } from '../jobs/index.ts';
import { calendarDecider, interviewDecider } from './interview.decider.ts';
import { calendarStreamId, emptyInterview, interviewStreamId } from './interview.ts';

/**
 * The jobs slice's `applicationsEnded` port (wired in app-wiring.ts): when applications end — the student withdrew,
 * the company declined or made an offer, or the job closed — every interview still on for them (proposed, booked,
 * waiting for new times) ends in the same transaction with an `InterviewEnded` fact, and a booked window goes back to
 * the interviewer's calendar. So neither side reads "booked" for an interview that will not happen. Nobody is mailed.
 */
export function endInterviews(deps: { projections: readonly Projection[] }): ApplicationsEnded {
  return async (tx: Db, ended, now) => {
    const ids = ended.map((e) => e.applicationId);
    // Only applications with an interview still on are read as streams (a bulk decline of 500 mostly has none).
    const on = await tx.query<{ application_id: string }>(
      `SELECT application_id::text AS application_id FROM interviews WHERE application_id = ANY($1::uuid[]) AND status NOT IN ('cancelled', 'ended') ORDER BY application_id`,
      [ids],
    );
    for (const { application_id: applicationId } of on.rows) {
      const reason = ended.find((e) => e.applicationId === applicationId)!.reason;
      const result = await handleCommand(tx, interviewStreamId(applicationId), interviewDecider, { type: 'EndInterview', data: { applicationId, reason, now } }, {
        projections: deps.projections,
        initialState: async (inner) => emptyInterview((await applicationById(inner, applicationId)) ?? null),
        metadata: { actor: 'application-ended' },
      });
      for (const event of result.events) {
        const released = event.type === 'InterviewEnded' ? event.data.released : null;
        if (released) {
          const { interviewerId } = released;
          await handleCommand(tx, calendarStreamId(interviewerId), calendarDecider, { type: 'ReleaseSlot', data: { interviewerId, applicationId, now } }, { metadata: { actor: 'application-ended' } });
        }
      }
    }
  };
}
