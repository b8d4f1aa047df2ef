import type { Db } from '@fast-track/shared/db/db';
import { handleCommand } from '@fast-track/shared/event-store/handle-command';
import type { BlobStore } from '../storage/index.ts';
import { applicationDecider } from './application.decider.ts';
import { applicationDocuments } from './application-documents.ts';
import { eraseSavedCv } from './saved-cv.ts';
import { applicationStreamId } from './application.ts';
import type { ApplicationDeps } from './application.service.ts';
import { applicationStart } from './read-models/application-facts.ts';

/**
 * Account deletion's hook for students: every open application is withdrawn (so employers no longer see the person),
 * the cover notes, CV references, reviewers' notes and the profile's saved CV are erased, and the CV files deleted from storage.
 */
export function applicationErasure(deps: Pick<ApplicationDeps, 'projections'> & { blobs: BlobStore }) {
  return async (tx: Db, accountId: string, now: string): Promise<void> => {
    const open = await tx.query<{ job_id: string }>(
      `SELECT job_id FROM job_applications WHERE student_id = $1::uuid AND stage NOT IN ('withdrawn', 'rejected')`,
      [accountId],
    );
    for (const { job_id: jobId } of open.rows) {
      await handleCommand(tx, applicationStreamId(jobId, accountId), applicationDecider, { type: 'WithdrawApplication', data: { jobId, studentId: accountId, reason: 'account-deleted', now } }, {
        projections: deps.projections,
        initialState: (inner) => applicationStart(inner, jobId),
        metadata: { actor: accountId },
      });
    }
    // The reviewers' notes about the person go with them (the events keep only who wrote a note, and when).
    await tx.query('DELETE FROM job_application_notes WHERE student_id = $1::uuid', [accountId]);
    const keys = new Set(await applicationDocuments.eraseFor(tx, accountId));
    const saved = await eraseSavedCv(tx, accountId);
    if (saved) keys.add(saved);
    for (const key of keys) await deps.blobs.delete(key);
  };
}
