import { ConflictError, NotFoundError, ValidationError } from '@fast-track/shared/errors';
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
import { isTrackId } from './tracks.ts';
import { supportedLanguages } from './identity-deps.ts';

// ── Commands ────────────────────────────────────────────────────────────────────────────────────────────
export type RegisterStudent = DomainCommand<
  'RegisterStudent',
  { studentId: string; university: University; tracks: Track[]; method: SignUpMethod; now: string }
>;
export type RenameStudentProfile = DomainCommand<'RenameStudentProfile', { studentId: string; now: string }>;
export type ChangeStudentPassword = DomainCommand<
  'ChangeStudentPassword',
  { studentId: string; reason?: 'reset' | 'change'; now: string }
>;
export type ChangeStudentTracks = DomainCommand<'ChangeStudentTracks', { studentId: string; tracks: Track[]; now: string }>;
export type ChangeStudentLanguage = DomainCommand<'ChangeStudentLanguage', { studentId: string; lng: string; now: string }>;
export type DeleteStudentAccount = DomainCommand<'DeleteStudentAccount', { studentId: string; now: string }>;
export type StudentCommand =
  | RegisterStudent
  | RenameStudentProfile
  | ChangeStudentPassword
  | ChangeStudentTracks
  | ChangeStudentLanguage
  | DeleteStudentAccount;

/** The spec's default track when the student picked none. */
export const defaultTracks: readonly Track[] = [{ id: 'Finance' }];

type Registered = Extract<StudentState, { status: 'registered' }>;

function requireRegistered(state: StudentState, studentId: string): Registered {
  if (state.status !== 'registered') throw new NotFoundError(`No student ${studentId}`);
  return state;
}

/** Duplicates would show twice in the dashboard; order is the student's choice, so keep the first. */
function distinctTracks(tracks: readonly Track[]): Track[] {
  const seen = new Set<string>();
  return tracks.filter((t) => !seen.has(t.id) && Boolean(seen.add(t.id))).map((t) => ({ id: t.id }));
}

export function registerStudent(command: RegisterStudent, state: StudentState): StudentEvent[] {
  const { studentId, university, method, now } = command.data;
  if (state.status !== 'none') throw new ConflictError(`Student ${studentId} already exists`);
  const tracks = distinctTracks(command.data.tracks);
  return [
    {
      type: 'StudentRegistered',
      data: {
        studentId,
        university: { name: university.name.trim(), area: university.area.trim() },
        tracks: tracks.length > 0 ? tracks : defaultTracks.map((t) => ({ ...t })),
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
  const reason = command.data.reason ?? 'reset';
  return [{ type: 'StudentPasswordChanged', data: { studentId: command.data.studentId, reason, changedAt: command.data.now } }];
}

/** At least one known track; choosing the same list again changes nothing. */
export function changeStudentTracks(command: ChangeStudentTracks, state: StudentState): StudentEvent[] {
  const { studentId, now } = command.data;
  const student = requireRegistered(state, studentId);
  const tracks = distinctTracks(command.data.tracks);
  if (tracks.length === 0) throw new ValidationError('Choose at least one track', [{ path: 'selectedItem', message: 'at least one track' }]);
  const unknown = tracks.filter((t) => !isTrackId(t.id));
  if (unknown.length > 0) {
    throw new ValidationError('Unknown track', unknown.map((t) => ({ path: 'selectedItem', message: `unknown track ${t.id}` })));
  }
  if (tracks.map((t) => t.id).join('\n') === student.tracks.map((t) => t.id).join('\n')) return [];
  return [{ type: 'StudentTracksChanged', data: { studentId, tracks, changedAt: now } }];
}

/** One of the six interface languages; choosing the current one changes nothing. */
export function changeStudentLanguage(command: ChangeStudentLanguage, state: StudentState): StudentEvent[] {
  const { studentId, lng, now } = command.data;
  const student = requireRegistered(state, studentId);
  if (!(supportedLanguages as readonly string[]).includes(lng)) {
    throw new ValidationError('Unsupported language', [{ path: 'lng', message: `one of ${supportedLanguages.join(', ')}` }]);
  }
  if (student.lng === lng) return [];
  return [{ type: 'StudentLanguageChanged', data: { studentId, lng, changedAt: now } }];
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
    case 'ChangeStudentTracks':
      return changeStudentTracks(command, state);
    case 'ChangeStudentLanguage':
      return changeStudentLanguage(command, state);
    case 'DeleteStudentAccount':
      return deleteStudentAccount(command, state);
  }
}

export const studentDecider: Decider<StudentState, StudentCommand, StudentEvent> = {
  initialState: initialStudentState,
  evolve: evolveStudent,
  decide: decideStudent,
};
