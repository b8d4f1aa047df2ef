import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { WrittenInNote } from '../../../components/content-languages/written-in-note.tsx';
import { useLocale } from '../../../lib/use-locale.ts';
import type { EventDto } from '../api/event-schema.ts';
import { useReadableEvent } from '../hooks/use-readable-event.ts';
import { parseCompany } from '../utils/event-location.ts';
import { formatCardDate, formatDateParts, isWithinDays } from '../utils/event-time.ts';
import { CompanyChip } from './company-chip.tsx';
import { EventTypeBadge } from './event-type-badge.tsx';

interface Props {
  event: EventDto;
  now: Date;
  onOpen: (event: EventDto) => void;
}

/**
 * The whole card is clickable through the title button's stretched ::after; the button carries focus and name.
 * Memoised: the list renders its page in slices (useRevealedCount), and each slice must not re-render the cards
 * already shown.
 */
export const EventCard = memo(function EventCard({ event: sourceEvent, now, onOpen }: Props) {
  const { t } = useTranslation();
  const event = useReadableEvent(sourceEvent);
  const locale = useLocale();
  const soon = isWithinDays(event.datetime, now);
  const parts = formatDateParts(event.datetime, event.timezone, locale);
  const company = parseCompany(event.company);

  return (
    <article className={`event-card${soon ? ' event-card--soon' : ''}`} data-testid="event-card" data-link={event.link}>
      <div className="event-card__date-tile" aria-hidden="true">
        <span className="event-card__month">{parts?.month}</span>
        <span className="event-card__day">{parts?.day}</span>
      </div>
      <div className="event-card__body">
        <p className="event-card__when" data-soon={soon ? 'true' : 'false'}>
          <time dateTime={event.datetime}>{formatCardDate(event.datetime, event.timezone, locale)}</time>
          {soon && <span className="event-card__soon">{t('events.soon')}</span>}
        </p>
        <h3 className="event-card__title">
          <button type="button" className="event-card__open" onClick={() => onOpen(sourceEvent)} aria-haspopup="dialog" lang={event.lang}>
            {event.title}
          </button>
        </h3>
        <WrittenInNote language={event.writtenIn} className="event-card__written-in" />
        <div className="event-card__meta">
          <CompanyChip company={company} size={24} />
          <EventTypeBadge type={event.type} />
        </div>
      </div>
    </article>
  );
});
