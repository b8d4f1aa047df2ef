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
  { studentId: string; reason: 'reset'; changedAt: string }
>;
export type StudentAccountDeleted = DomainEvent<'StudentAccountDeleted', { studentId: string; deletedAt: string }>;

export type StudentEvent = StudentRegistered | StudentProfileRenamed | StudentPasswordChanged | StudentAccountDeleted;

// ── State ───────────────────────────────────────────────────────────────────────────────────────────────
export type StudentState =
  | { status: 'none' }
  | { status: 'registered'; studentId: string }
  | { status: 'deleted'; studentId: string };

export const initialStudentState = (): StudentState => ({ status: 'none' });

// ── Evolve ──────────────────────────────────────────────────────────────────────────────────────────────
export function evolveStudent(state: StudentState, event: StudentEvent): StudentState {
  switch (event.type) {
    case 'StudentRegistered':
      return { status: 'registered', studentId: event.data.studentId };
    case 'StudentAccountDeleted':
      return { status: 'deleted', studentId: event.data.studentId };
    case 'StudentProfileRenamed':
    case 'StudentPasswordChanged':
      return state;
  }
}

/** One stream per student. */
export const studentStreamId = (studentId: string): string => `student-${studentId}`;
