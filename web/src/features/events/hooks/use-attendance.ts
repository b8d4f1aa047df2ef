import { useActorRef, useSelector } from '@xstate/react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { toast } from '../../../lib/toast.ts';
import { paths } from '../../../config/paths.ts';
import type { EventDto } from '../api/event-schema.ts';
import { attendanceMachine, visibleParticipants } from '../machines/attendance.machine.ts';

interface AttendanceState {
  status: 'none' | 'attending' | 'pending';
  loading: boolean;
  confirmingLeave: boolean;
  declined: boolean;
  participants: number;
}

/**
 * Runs the attendance machine for one event and carries out what it emits: toasts (event.student.*), the way to
 * /login, and logging a failed call (spec §8: only logged, nothing on screen).
 */
export function useAttendance(event: EventDto, signedIn: boolean, userId: string | null) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const actor = useActorRef(attendanceMachine, {
    input: { eventId: event.uniqueId, signedIn, userId, attendance: event.attendance, participants: event.participants },
  });

  useEffect(() => {
    if (userId) actor.send({ type: 'IDENTIFIED', userId });
  }, [actor, userId]);

  useEffect(() => {
    const subs = [
      actor.on('notify', ({ key }) => toast.success(t(`event.student.${key}`))),
      actor.on('login', () => void navigate(paths.login.href())),
      actor.on('failed', ({ error }) => console.warn('event/apply failed', error)),
    ];
    return () => subs.forEach((s) => s.unsubscribe());
  }, [actor, navigate, t]);

  const view = useSelector(
    actor,
    (s): AttendanceState => ({
      status: s.hasTag('pending') ? 'pending' : s.hasTag('attending') ? 'attending' : 'none',
      loading: s.hasTag('loading'),
      confirmingLeave: s.hasTag('confirmLeave'),
      declined: s.context.declined,
      participants: visibleParticipants(s).length,
    }),
    (a, b) =>
      a.status === b.status && a.loading === b.loading && a.confirmingLeave === b.confirmingLeave && a.declined === b.declined && a.participants === b.participants,
  );

  return {
    ...view,
    press: () => actor.send({ type: 'PRESS' }),
    confirmLeave: () => actor.send({ type: 'CONFIRM' }),
    cancelLeave: () => actor.send({ type: 'CANCEL' }),
    receiveParticipants: (participants: string[]) => actor.send({ type: 'PARTICIPANTS', participants }),
  };
}

export type AttendanceView = ReturnType<typeof useAttendance>;
