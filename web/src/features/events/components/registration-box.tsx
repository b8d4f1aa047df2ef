import type { ReactNode, Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { LazyConfirmDialog } from '../../../components/ui/lazy-confirm-dialog.tsx';
import type { AttendanceView } from '../hooks/use-attendance.ts';
import { AttendButton } from './attend-button.tsx';

interface Props {
  approval: boolean;
  attendance: AttendanceView;
  /** The card's Attend button, watched so the phone's bottom bar can step aside while it is on screen. */
  buttonRef?: Ref<HTMLDivElement>;
  /** What an attending student can act on: the join link of an online event, add-to-calendar. */
  children?: ReactNode;
}

/** The Registration box (spec §2 Event detail, §4 Attendance): one button whose look follows the attendance. */
export function RegistrationBox({ approval, attendance, buttonRef, children }: Props) {
  const { t } = useTranslation();
  const { status, confirmingLeave, declined, participants } = attendance;

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
        {status === 'pending'
          ? t('event.student.pendingHint')
          : status === 'waiting'
            ? t('event.student.waitingHint')
            : status === 'attending'
              ? t('event.student.attendingHint')
              : attendance.full
                ? t('event.student.fullHint')
                : t('event.registrationHint')}
      </p>
      {declined && status === 'none' && (
        <p className="registration-box__declined" data-testid="request-declined">
          {t('event.student.declined')}
        </p>
      )}
      <p className="registration-box__count" data-testid="participants-count" data-count={participants} aria-live="polite">
        {participants > 0 ? t('event.participants', { count: participants }) : t('event.student.noParticipants')}
      </p>
      <div ref={buttonRef}>
        <AttendButton attendance={attendance} testId="attend-button" className="button--block" />
      </div>
      {children}
      <LazyConfirmDialog
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
