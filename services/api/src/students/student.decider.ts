import { ConflictError, NotFoundError, ValidationError } from '@fast-track/shared/errors';
import type { Decider, DomainCommand } from '@fast-track/shared/event-store/types';
import {
  evolveStudent,
  initialStudentState,
  type StudentEvent,
  type StudentState,
  type Track,
  type University,
} from './student.ts';
import { defaultTrackId, isTrackId } from '@fast-track/shared/tracks';
import { isYearOfStudy, yearsOfStudy } from '@fast-track/shared/year-of-study';

// ── Commands ────────────────────────────────────────────────────────────────────────────────────────────
export type RegisterStudent = DomainCommand<
  'RegisterStudent',
  { studentId: string; university: University; tracks: Track[]; method: string; now: string }
>;
export type ChangeStudentTracks = DomainCommand<'ChangeStudentTracks', { studentId: string; tracks: Track[]; now: string }>;
export type OnboardStudent = DomainCommand<'OnboardStudent', { studentId: string; yearOfStudy: string; tracks: Track[]; now: string }>;
export type StudentCommand = RegisterStudent | ChangeStudentTracks | OnboardStudent;

/** The spec's default track when the student picked none. */
export const defaultTracks: readonly Track[] = [{ id: defaultTrackId }];

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

/** Only known track ids: registration and settings apply the same rule. */
function knownTracks(tracks: readonly Track[]): Track[] {
  const distinct = distinctTracks(tracks);
  const unknown = distinct.filter((t) => !isTrackId(t.id));
  if (unknown.length > 0) {
    throw new ValidationError('Unknown track', unknown.map((t) => ({ path: 'selectedItem', message: `unknown track ${t.id}` })));
  }
  return distinct;
}

export function registerStudent(command: RegisterStudent, state: StudentState): StudentEvent[] {
  const { studentId, university, method, now } = command.data;
  if (state.status !== 'none') throw new ConflictError(`Student ${studentId} already exists`);
  const tracks = knownTracks(command.data.tracks);
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

/** At least one known track; choosing the same list again changes nothing. */
export function changeStudentTracks(command: ChangeStudentTracks, state: StudentState): StudentEvent[] {
  const { studentId, now } = command.data;
  const student = requireRegistered(state, studentId);
  const tracks = knownTracks(command.data.tracks);
  if (tracks.length === 0) throw new ValidationError('Choose at least one track', [{ path: 'selectedItem', message: 'at least one track' }]);
  if (tracks.map((t) => t.id).join('\n') === student.tracks.map((t) => t.id).join('\n')) return [];
  return [{ type: 'StudentTracksChanged', data: { studentId, tracks, changedAt: now } }];
}

/**
 * The onboarding's own facts: a known year of study and at least one known track. Sending the same answers again
 * changes nothing; different answers (the student corrects them) are recorded again.
 */
export function onboardStudent(command: OnboardStudent, state: StudentState): StudentEvent[] {
  const { studentId, yearOfStudy, now } = command.data;
  const student = requireRegistered(state, studentId);
  if (!isYearOfStudy(yearOfStudy)) {
    throw new ValidationError('Unknown year of study', [{ path: 'yearOfStudy', message: `one of ${yearsOfStudy.join(', ')}` }]);
  }
  const tracks = knownTracks(command.data.tracks);
  if (tracks.length === 0) throw new ValidationError('Choose at least one track', [{ path: 'selectedItem', message: 'at least one track' }]);
  const sameTracks = tracks.map((t) => t.id).join('\n') === student.tracks.map((t) => t.id).join('\n');
  if (sameTracks && student.yearOfStudy === yearOfStudy) return [];
  return [{ type: 'StudentOnboarded', data: { studentId, yearOfStudy, tracks, onboardedAt: now } }];
}

export function decideStudent(command: StudentCommand, state: StudentState): StudentEvent[] {
  switch (command.type) {
    case 'RegisterStudent':
      return registerStudent(command, state);
    case 'ChangeStudentTracks':
      return changeStudentTracks(command, state);
    case 'OnboardStudent':
      return onboardStudent(command, state);
  }
}

export const studentDecider: Decider<StudentState, StudentCommand, StudentEvent> = {
  initialState: initialStudentState,
  evolve: evolveStudent,
  decide: decideStudent,
};
