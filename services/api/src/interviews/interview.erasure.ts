import type { Db } from '@fast-track/shared/db/db';
import { handleCommand } from '@fast-track/shared/event-store/handle-command';
import { applicationById } from '../jobs/index.ts';
import { calendarDecider, interviewDecider } from './interview.decider.ts';
import { calendarStreamId, emptyInterview, interviewStreamId } from './interview.ts';
import type { InterviewDeps } from './interview.service.ts';

/**
 * Account deletion's hook: a student's interviews still open are cancelled (a booked window goes back to the
 * interviewer's calendar; nobody is mailed, the account is going), and the short messages the person wrote leave the
 * read table as they leave the log (interviewLogRedactions), so a rebuild still equals it.
 */
export function interviewErasure(deps: Pick<InterviewDeps, 'projections'>) {
  return async (tx: Db, accountId: string, now: string): Promise<void> => {
    const open = await tx.query<{ application_id: string }>(
      `SELECT application_id FROM interviews WHERE student_id = $1::uuid AND status NOT IN ('cancelled', 'ended') ORDER BY application_id`,
      [accountId],
    );
    for (const { application_id: applicationId } of open.rows) {
      const result = await handleCommand(tx, interviewStreamId(applicationId), interviewDecider, { type: 'CancelInterview', data: { applicationId, side: 'student', by: accountId, message: '', now } }, {
        projections: deps.projections,
        initialState: async (inner) => emptyInterview((await applicationById(inner, applicationId)) ?? null),
        metadata: { actor: accountId },
      });
      for (const event of result.events) {
        const released = event.type === 'InterviewCancelled' ? event.data.released : null;
        if (released) {
          await handleCommand(tx, calendarStreamId(released.interviewerId), calendarDecider, { type: 'ReleaseSlot', data: { interviewerId: released.interviewerId, applicationId, now } }, { metadata: { actor: accountId } });
        }
      }
    }
    await tx.query(`UPDATE interviews SET message = '' WHERE message_by = $1::uuid`, [accountId]);
  };
}
