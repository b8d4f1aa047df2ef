import { useTranslation } from 'react-i18next';
import type { AttendanceView } from '../hooks/use-attendance.ts';

const BUTTON_CLASS = {
  none: 'button--primary',
  attending: 'button--attending',
  pending: 'button--pending',
  waiting: 'button--pending',
} as const;

interface Props {
  attendance: AttendanceView;
  testId: string;
  className?: string;
}

/** The Attend button (spec §4 Attendance): its look and label follow the attendance; the registration card and the phone's bottom bar show the same one. */
export function AttendButton({ attendance, testId, className = '' }: Props) {
  const { t } = useTranslation();
  const { status, loading, full } = attendance;
  const label = {
    attending: t('event.student.attending'),
    pending: t('event.student.pending'),
    waiting: t('event.student.waiting'),
    none: full ? t('event.student.joinWaitlist') : t('event.attend'),
  }[status];
  return (
    <button
      type="button"
      className={`button ${BUTTON_CLASS[status]} ${className}`.trim()}
      data-testid={testId}
      data-state={status}
      aria-busy={loading || undefined}
      disabled={loading}
      onClick={attendance.press}
    >
      {status === 'attending' && (
        <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true">
          <path d="M5 12.5l4.5 4.5L19 7.5" fill="none" stroke="currentColor" strokeWidth="2.4" strokeLinecap="round" strokeLinejoin="round" />
        </svg>
      )}
      {(status === 'pending' || status === 'waiting') && (
        <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true">
          <circle cx="12" cy="12" r="8.5" fill="none" stroke="currentColor" strokeWidth="2" />
          <path d="M12 7.5V12l3 2" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
      )}
      {label}
    </button>
  );
}
