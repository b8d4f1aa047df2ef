import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { paths } from '../../../config/paths.ts';
import type { EventDto } from '../api/event-schema.ts';

/** For a visitor, Attend leads to /login (spec §4 Attendance); the student flow arrives with the student area. */
export function RegistrationBox({ event }: { event: EventDto }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const count = event.participants.length;

  return (
    <section className="detail-card registration-box" aria-labelledby="registration-title">
      <h2 id="registration-title" className="detail-card__title">
        {t('event.registration')}
      </h2>
      {event.approval && (
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
      <p className="registration-box__text">{t('event.registrationHint')}</p>
      {count > 0 && <p className="registration-box__count">{t('event.participants', { count })}</p>}
      <button
        type="button"
        className="button button--primary button--block"
        data-testid="attend-button"
        onClick={() => void navigate(paths.login.href())}
      >
        {t('event.attend')}
      </button>
    </section>
  );
}
