import { handleCommand } from '@fast-track/shared/event-store/handle-command';
import { nowIso } from '../accounts/index.ts';
import type { StudentDeps } from './student-deps.ts';
import { studentDecider } from './student.decider.ts';
import { studentStreamId, type Track } from './student.ts';

/** The student's own setting; password, language and names are every account's (accounts slice). */
export async function changeTracks(deps: StudentDeps, studentId: string, tracks: Track[]): Promise<void> {
  await handleCommand(
    deps.db,
    studentStreamId(studentId),
    studentDecider,
    { type: 'ChangeStudentTracks', data: { studentId, tracks, now: nowIso(deps) } },
    { projections: deps.projections, metadata: { actor: studentId } },
  );
}
