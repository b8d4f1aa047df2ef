// The attendance machine running as an actor, in a chunk of its own: only a signed-in student needs it (a visitor's
// one transition is Attend → /login), so xstate stays off a visitor's first screen of an event page (issue 10).
import { createActor, type SnapshotFrom } from 'xstate';
import { attendanceMachine, visibleParticipants } from '../machines/attendance.machine.ts';
import type { AttendanceInput } from '../machines/attendance.types.ts';

export interface AttendanceState {
  status: 'none' | 'attending' | 'pending' | 'waiting';
  loading: boolean;
  confirmingLeave: boolean;
  declined: boolean;
  participants: number;
}

export function startAttendance(input: AttendanceInput) {
  return createActor(attendanceMachine, { input }).start();
}

export type AttendanceActor = ReturnType<typeof startAttendance>;

export function attendanceView(s: SnapshotFrom<typeof attendanceMachine>): AttendanceState {
  return {
    status: s.hasTag('pending') ? 'pending' : s.hasTag('waiting') ? 'waiting' : s.hasTag('attending') ? 'attending' : 'none',
    loading: s.hasTag('loading'),
    confirmingLeave: s.hasTag('confirmLeave'),
    declined: s.context.declined,
    participants: visibleParticipants(s).length,
  };
}
