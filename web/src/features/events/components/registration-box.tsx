import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import type { AttendanceView } from '../hooks/use-attendance.ts';

const BUTTON_CLASS = {
  none: 'button--primary',
  attending: 'button--attending',
  pending: 'button--pending',
} as const;

/** The Registration box (spec §2 Event detail, §4 Attendance): one button whose look follows the attendance. */
export function RegistrationBox({ approval, attendance }: { approval: boolean; attendance: AttendanceView }) {
  const { t } = useTranslation();
  const { status, loading, confirmingLeave, declined, participants } = attendance;
  const label = status === 'attending' ? t('event.student.attending') : status === 'pending' ? t('event.student.pending') : t('event.attend');

  return (
    <section className="detail-card registration-box" aria-labelledby="registration-title">
      <h2 id="registration-title" className="detail-card__title">
        {t('event.registration')}
      </h2>
      {approval && (
        <p className="notice notice--warning" data-testid="approval-required">
          <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true">
            <path d="M12 3l9 16H3z" fill="none" stroke="currentColor" strokeWidth="2" strokeLinejoin="round" />
            <path d="M12 10v4M12 17v.5" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
          </svg>
          <span>
            <strong>{t('event.approvalRequired')}</strong>
            <br />
            {t('event.approvalHint')}
          </span>
        </p>
      )}
      <p className="registration-box__text">
        {status === 'pending' ? t('event.student.pendingHint') : status === 'attending' ? t('event.student.attendingHint') : t('event.registrationHint')}
      </p>
      {declined && status === 'none' && (
        <p className="registration-box__declined" data-testid="request-declined">
          {t('event.student.declined')}
        </p>
      )}
      <p className="registration-box__count" data-testid="participants-count" data-count={participants} aria-live="polite">
        {participants > 0 ? t('event.participants', { count: participants }) : t('event.student.noParticipants')}
      </p>
      <button
        type="button"
        className={`button button--block ${BUTTON_CLASS[status]}`}
        data-testid="attend-button"
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
        {status === 'pending' && (
          <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true">
            <circle cx="12" cy="12" r="8.5" fill="none" stroke="currentColor" strokeWidth="2" />
            <path d="M12 7.5V12l3 2" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
          </svg>
        )}
        {label}
      </button>
      <ConfirmDialog
        open={confirmingLeave}
        title={t('event.student.leaveTitle')}
        body={t('event.student.leaveBody')}
        cancelLabel={t('event.student.cancel')}
        confirmLabel={t('event.student.leave')}
        onCancel={attendance.cancelLeave}
        onConfirm={attendance.confirmLeave}
        testId="leave-dialog"
      />
    </section>
  );
}
