import { handleCommand } from '@fast-track/shared/event-store/handle-command';
import { nowIso, renameAccount } from '../accounts/index.ts';
import type { StudentDeps } from './student-deps.ts';
import { studentDecider } from './student.decider.ts';
import { studentStreamId, type Track } from './student.ts';

export interface OnboardingInput {
  firstName: string;
  lastName: string;
  yearOfStudy: string;
  tracks: Track[];
}

/**
 * The short onboarding after registration (issue 10), all or nothing in one transaction: the names go to the identity
 * row with AccountRenamed on the account stream (the log keeps no personal data), year and tracks are StudentOnboarded
 * on the student stream. The decider refuses an unknown year or track before anything is written.
 */
export async function completeOnboarding(deps: StudentDeps, studentId: string, input: OnboardingInput): Promise<void> {
  await deps.db.transaction(async (tx) => {
    const inTx = { ...deps, db: tx };
    await handleCommand(
      tx,
      studentStreamId(studentId),
      studentDecider,
      { type: 'OnboardStudent', data: { studentId, yearOfStudy: input.yearOfStudy, tracks: input.tracks, now: nowIso(deps) } },
      { projections: deps.projections, metadata: { actor: studentId } },
    );
    await renameAccount(inTx, studentId, { firstName: input.firstName, lastName: input.lastName });
  });
}
