import { ConflictError, NotFoundError } from '@fast-track/shared/errors';
import type { Decider, DomainCommand } from '@fast-track/shared/event-store/types';
import {
  evolveStudent,
  initialStudentState,
  type SignUpMethod,
  type StudentEvent,
  type StudentState,
  type Track,
  type University,
} from './student.ts';

// ── Commands ────────────────────────────────────────────────────────────────────────────────────────────
export type RegisterStudent = DomainCommand<
  'RegisterStudent',
  { studentId: string; university: University; tracks: Track[]; method: SignUpMethod; now: string }
>;
export type RenameStudentProfile = DomainCommand<'RenameStudentProfile', { studentId: string; now: string }>;
export type ChangeStudentPassword = DomainCommand<'ChangeStudentPassword', { studentId: string; now: string }>;
export type DeleteStudentAccount = DomainCommand<'DeleteStudentAccount', { studentId: string; now: string }>;
export type StudentCommand = RegisterStudent | RenameStudentProfile | ChangeStudentPassword | DeleteStudentAccount;

/** The spec's default track when the student picked none. */
export const defaultTracks: readonly Track[] = [{ id: 'Finance' }];

function requireRegistered(state: StudentState, studentId: string): void {
  if (state.status !== 'registered') throw new NotFoundError(`No student ${studentId}`);
}

export function registerStudent(command: RegisterStudent, state: StudentState): StudentEvent[] {
  const { studentId, university, method, now } = command.data;
  if (state.status !== 'none') throw new ConflictError(`Student ${studentId} already exists`);
  // Duplicates would show twice in the dashboard; order is the student's choice, so keep the first.
  const seen = new Set<string>();
  const tracks = command.data.tracks.filter((t) => !seen.has(t.id) && Boolean(seen.add(t.id)));
  return [
    {
      type: 'StudentRegistered',
      data: {
        studentId,
        university: { name: university.name.trim(), area: university.area.trim() },
        tracks: tracks.length > 0 ? tracks.map((t) => ({ id: t.id })) : defaultTracks.map((t) => ({ ...t })),
        method,
        registeredAt: now,
      },
    },
  ];
}

export function renameStudentProfile(command: RenameStudentProfile, state: StudentState): StudentEvent[] {
  requireRegistered(state, command.data.studentId);
  return [{ type: 'StudentProfileRenamed', data: { studentId: command.data.studentId, renamedAt: command.data.now } }];
}

export function changeStudentPassword(command: ChangeStudentPassword, state: StudentState): StudentEvent[] {
  requireRegistered(state, command.data.studentId);
  return [
    { type: 'StudentPasswordChanged', data: { studentId: command.data.studentId, reason: 'reset', changedAt: command.data.now } },
  ];
}

/** Idempotent: deleting a deleted account changes nothing. */
export function deleteStudentAccount(command: DeleteStudentAccount, state: StudentState): StudentEvent[] {
  if (state.status === 'deleted') return [];
  requireRegistered(state, command.data.studentId);
  return [{ type: 'StudentAccountDeleted', data: { studentId: command.data.studentId, deletedAt: command.data.now } }];
}

export function decideStudent(command: StudentCommand, state: StudentState): StudentEvent[] {
  switch (command.type) {
    case 'RegisterStudent':
      return registerStudent(command, state);
    case 'RenameStudentProfile':
      return renameStudentProfile(command, state);
    case 'ChangeStudentPassword':
      return changeStudentPassword(command, state);
    case 'DeleteStudentAccount':
      return deleteStudentAccount(command, state);
  }
}

export const studentDecider: Decider<StudentState, StudentCommand, StudentEvent> = {
  initialState: initialStudentState,
  evolve: evolveStudent,
  decide: decideStudent,
};
