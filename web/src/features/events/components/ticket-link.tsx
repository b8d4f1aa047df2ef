import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { paths } from '../../../config/paths.ts';

/** Under the Attend button of an attending student: the way to their ticket for the door. */
export function TicketLink({ eventId }: { eventId: string }) {
  const { t } = useTranslation();
  return (
    <Link to={paths.studentTicket.href(eventId)} className="button button--secondary button--block registration-box__ticket" data-testid="ticket-link">
      {t('event.ticket.open')}
    </Link>
  );
}
