import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { paths } from '../../../config/paths.ts';
import { dateTimeFormat, isKnownTimeZone } from '../../../lib/date-format.ts';
import { useLocale } from '../../../lib/use-locale.ts';
import { useOutcome } from '../../../lib/use-outcome.ts';
import { getTicket, groupedCode } from '../api/get-ticket.ts';
import { TicketQr } from './ticket-qr.tsx';
import './ticket-page.css';

/**
 * An attending student's ticket (issue 26): the event, and the short code as a QR and in large type for the host to
 * scan or type at the door; once let in, when. A student who does not attend (any more) is told so, with the way back.
 */
export function TicketPage({ eventId }: { eventId: string }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const loaded = useOutcome(eventId, () => getTicket(eventId));

  if (loaded.status === 'loading') {
    return (
      <p className="muted" role="status" data-testid="ticket-loading">
        {t('common.loading')}
      </p>
    );
  }
  if (loaded.status === 'failed') {
    const notAttending = loaded.refusal?.code === 'NOT_ATTENDING' || loaded.refusal?.status === 404;
    return (
      <div className="alert alert--error ticket-page__problem" role="alert" data-testid="ticket-failed">
        <p>{notAttending ? t('event.ticket.notAttending') : t('event.ticket.loadFailed')}</p>
        {notAttending ? (
          <Link to={paths.events.href()}>{t('event.ticket.toEvents')}</Link>
        ) : (
          <button type="button" className="button button--secondary button--small" onClick={loaded.reload}>
            {t('event.ticket.retry')}
          </button>
        )}
      </div>
    );
  }
  const { code, checkedInAt, event } = loaded.value;
  const timeZone = isKnownTimeZone(event.timezone) ? event.timezone : 'UTC';
  const when = dateTimeFormat(locale, { dateStyle: 'full', timeStyle: 'short', timeZone }).format(new Date(event.startTime));
  const inAt = checkedInAt ? dateTimeFormat(locale, { timeStyle: 'short', timeZone }).format(new Date(checkedInAt)) : null;
  return (
    <article className="ticket-page" aria-labelledby="ticket-title" data-testid="ticket">
      <p className="ticket-page__kicker">{t('event.ticket.title')}</p>
      <h1 id="ticket-title" className="ticket-page__event">
        {event.title}
      </h1>
      <p className="muted">{when}</p>
      <div className="ticket-page__code-box">
        <TicketQr code={code} label={groupedCode(code)} />
        <p className="ticket-page__label" id="ticket-code-label">
          {t('event.ticket.codeLabel')}
        </p>
        <p className="ticket-page__code" aria-labelledby="ticket-code-label" data-testid="ticket-code" data-code={code}>
          {groupedCode(code)}
        </p>
      </div>
      <p className={inAt ? 'notice notice--success' : 'ticket-page__hint'} data-testid="ticket-status" role="status">
        {inAt ? t('event.ticket.checkedIn', { time: inAt }) : t('event.ticket.hint')}
      </p>
      <Link to={paths.event.href(event.link)}>{t('event.ticket.toEvent')}</Link>
    </article>
  );
}
