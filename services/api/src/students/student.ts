import type { DomainEvent } from '@fast-track/shared/event-store/types';

// Events are the permanent log, so they carry no personal data: no address, no name, no password hash.
// Those live in the mutable student_identities table (see docs/identity.md), which account deletion erases.

export interface University {
  name: string;
  /** Country name, as the picker stores it. */
  area: string;
}

export interface Track {
  id: string;
}

export type SignUpMethod = 'otp' | 'google' | 'linkedin';

// ── Events ──────────────────────────────────────────────────────────────────────────────────────────────
export type StudentRegistered = DomainEvent<
  'StudentRegistered',
  { studentId: string; university: University; tracks: Track[]; method: SignUpMethod; registeredAt: string }
>;
export type StudentProfileRenamed = DomainEvent<'StudentProfileRenamed', { studentId: string; renamedAt: string }>;
export type StudentPasswordChanged = DomainEvent<
  'StudentPasswordChanged',
  /** reset: through a recovery link; change: in settings, knowing the current password. */
  { studentId: string; reason: 'reset' | 'change'; changedAt: string }
>;
export type StudentTracksChanged = DomainEvent<'StudentTracksChanged', { studentId: string; tracks: Track[]; changedAt: string }>;
/** The interface language the student chose; mails follow it. A preference, not personal data. */
export type StudentLanguageChanged = DomainEvent<'StudentLanguageChanged', { studentId: string; lng: string; changedAt: string }>;
export type StudentAccountDeleted = DomainEvent<'StudentAccountDeleted', { studentId: string; deletedAt: string }>;

export type StudentEvent =
  | StudentRegistered
  | StudentProfileRenamed
  | StudentPasswordChanged
  | StudentTracksChanged
  | StudentLanguageChanged
  | StudentAccountDeleted;

// ── State ───────────────────────────────────────────────────────────────────────────────────────────────
export type StudentState =
  | { status: 'none' }
  | { status: 'registered'; studentId: string; tracks: readonly Track[]; lng: string | null }
  | { status: 'deleted'; studentId: string };

export const initialStudentState = (): StudentState => ({ status: 'none' });

// ── Evolve ──────────────────────────────────────────────────────────────────────────────────────────────
export function evolveStudent(state: StudentState, event: StudentEvent): StudentState {
  switch (event.type) {
    case 'StudentRegistered':
      return { status: 'registered', studentId: event.data.studentId, tracks: event.data.tracks, lng: null };
    case 'StudentTracksChanged':
      return state.status === 'registered' ? { ...state, tracks: event.data.tracks } : state;
    case 'StudentLanguageChanged':
      return state.status === 'registered' ? { ...state, lng: event.data.lng } : state;
    case 'StudentAccountDeleted':
      return { status: 'deleted', studentId: event.data.studentId };
    case 'StudentProfileRenamed':
    case 'StudentPasswordChanged':
      return state;
  }
}

/** One stream per student. */
export const studentStreamId = (studentId: string): string => `student-${studentId}`;
