import type { DomainEvent } from '@fast-track/shared/event-store/types';

// What is a student's own: university and tracks. What every person has (address, names, password, language,
// deletion) is the accounts slice's, on the account stream. Events carry no personal data.

export interface University {
  name: string;
  /** Country name, as the picker stores it. */
  area: string;
}

export interface Track {
  id: string;
}

// ── Events ──────────────────────────────────────────────────────────────────────────────────────────────
export type StudentRegistered = DomainEvent<
  'StudentRegistered',
  { studentId: string; university: University; tracks: Track[]; method: string; registeredAt: string }
>;
export type StudentTracksChanged = DomainEvent<'StudentTracksChanged', { studentId: string; tracks: Track[]; changedAt: string }>;
/**
 * The short onboarding after registration (issue 10): year of study (a key of the school-year vocabulary) and tracks.
 * The names typed with it are personal data: they go to the identity row, the account stream records AccountRenamed.
 */
export type StudentOnboarded = DomainEvent<
  'StudentOnboarded',
  { studentId: string; yearOfStudy: string; tracks: Track[]; onboardedAt: string }
>;
/**
 * Legacy: before accounts existed these account facts were recorded on student streams. They stay in the log as
 * history (a migration copied them onto account streams as Account* events); nothing new records them.
 */
export type LegacyStudentAccountEvent =
  | DomainEvent<'StudentProfileRenamed', { studentId: string; renamedAt: string }>
  | DomainEvent<'StudentPasswordChanged', { studentId: string; reason?: string; changedAt: string }>
  | DomainEvent<'StudentLanguageChanged', { studentId: string; lng: string; changedAt: string }>
  | DomainEvent<'StudentAccountDeleted', { studentId: string; deletedAt: string }>;

export type StudentEvent = StudentRegistered | StudentTracksChanged | StudentOnboarded | LegacyStudentAccountEvent;

// ── State ───────────────────────────────────────────────────────────────────────────────────────────────
export type StudentState =
  | { status: 'none' }
  | { status: 'registered'; studentId: string; tracks: readonly Track[]; yearOfStudy: string | null }
  | { status: 'deleted'; studentId: string };

export const initialStudentState = (): StudentState => ({ status: 'none' });

// ── Evolve ──────────────────────────────────────────────────────────────────────────────────────────────
export function evolveStudent(state: StudentState, event: StudentEvent): StudentState {
  switch (event.type) {
    case 'StudentRegistered':
      return { status: 'registered', studentId: event.data.studentId, tracks: event.data.tracks, yearOfStudy: null };
    case 'StudentTracksChanged':
      return state.status === 'registered' ? { ...state, tracks: event.data.tracks } : state;
    case 'StudentOnboarded':
      return state.status === 'registered' ? { ...state, tracks: event.data.tracks, yearOfStudy: event.data.yearOfStudy } : state;
    case 'StudentAccountDeleted':
      return { status: 'deleted', studentId: event.data.studentId };
    default:
      return state;
  }
}

/** One stream per student; the student's id is their account id. */
export const studentStreamId = (studentId: string): string => `student-${studentId}`;
