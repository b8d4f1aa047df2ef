import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { toast } from '../../../lib/toast.ts';
import { paths } from '../../../config/paths.ts';
import type { EventDto } from '../api/event-schema.ts';
import type { AttendanceEvent } from '../machines/attendance.types.ts';
import type { AttendanceActor, AttendanceState } from './attendance-actor.ts';

type Running = { actor: AttendanceActor; view: (s: ReturnType<AttendanceActor['getSnapshot']>) => AttendanceState };

const sameView = (a: AttendanceState, b: AttendanceState): boolean =>
  a.status === b.status && a.loading === b.loading && a.confirmingLeave === b.confirmingLeave && a.declined === b.declined && a.participants === b.participants;

/** What the page shows before the machine runs: the event call's answer (a visitor's view for good). */
function staticView(event: EventDto, signedIn: boolean, participants: string[]): AttendanceState {
  const attendance = event.attendance;
  return {
    status: attendance === 'attending' || attendance === 'pending' || attendance === 'waiting' ? attendance : 'none',
    // A student's button waits for the machine (a moment after the page); a visitor's is ready at once.
    loading: signedIn,
    confirmingLeave: false,
    declined: attendance === 'declined',
    participants: participants.length,
  };
}

/**
 * Runs the attendance machine for a signed-in student (loaded with its own chunk) and carries out what it emits:
 * toasts (event.student.*), the way to /login, and logging a failed call (spec §8: only logged, nothing on screen).
 * A visitor gets no machine: Attend takes them to /login, and live participant lists move the count.
 */
export function useAttendance(event: EventDto, signedIn: boolean, userId: string | null) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [running, setRunning] = useState<Running | null>(null);
  const [participants, setParticipants] = useState(event.participants);
  const latest = useRef({ event, userId, participants });
  latest.current = { event, userId, participants };

  useEffect(() => {
    if (!signedIn) return undefined;
    let started: AttendanceActor | null = null;
    let cancelled = false;
    import('./attendance-actor.ts')
      .then(({ startAttendance, attendanceView }) => {
        if (cancelled) return;
        const now = latest.current;
        started = startAttendance({
          eventId: now.event.uniqueId,
          signedIn: true,
          userId: now.userId,
          attendance: now.event.attendance,
          participants: now.participants,
        });
        setRunning({ actor: started, view: attendanceView });
      })
      .catch((error: unknown) => console.warn('attendance unavailable', error));
    return () => {
      cancelled = true;
      started?.stop();
      setRunning(null);
    };
  }, [signedIn, event.uniqueId]);

  useEffect(() => {
    if (running && userId) running.actor.send({ type: 'IDENTIFIED', userId });
  }, [running, userId]);

  useEffect(() => {
    if (!running) return undefined;
    const subs = [
      running.actor.on('notify', ({ key }) => toast.success(t(`event.student.${key}`))),
      running.actor.on('login', () => void navigate(paths.login.href())),
      running.actor.on('failed', ({ error }) => console.warn('event/apply failed', error)),
    ];
    return () => subs.forEach((s) => s.unsubscribe());
  }, [running, navigate, t]);

  const [machineView, setMachineView] = useState<AttendanceState | null>(null);
  useEffect(() => {
    if (!running) {
      setMachineView(null);
      return undefined;
    }
    const update = () => {
      const next = running.view(running.actor.getSnapshot());
      setMachineView((previous) => (previous && sameView(previous, next) ? previous : next));
    };
    update();
    const sub = running.actor.subscribe(update);
    return () => sub.unsubscribe();
  }, [running]);

  const send = useCallback(
    (message: AttendanceEvent) => {
      if (running) running.actor.send(message);
      else if (!signedIn && message.type === 'PRESS') void navigate(paths.login.href());
    },
    [running, signedIn, navigate],
  );

  const view = machineView ?? staticView(event, signedIn, participants);
  return {
    ...view,
    /** Every place is taken (issue 26): Attend puts a student on the waitlist. */
    full: event.capacity !== undefined && view.participants >= event.capacity,
    press: () => send({ type: 'PRESS' }),
    confirmLeave: () => send({ type: 'CONFIRM' }),
    cancelLeave: () => send({ type: 'CANCEL' }),
    receiveParticipants: (list: string[]) => {
      setParticipants(list);
      running?.actor.send({ type: 'PARTICIPANTS', participants: list });
    },
  };
}

export type AttendanceView = ReturnType<typeof useAttendance>;
