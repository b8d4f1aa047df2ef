import { useTranslation } from 'react-i18next';
import { useLocale } from '../../../lib/use-locale.ts';
import type { EventDto } from '../api/event-schema.ts';
import { mapLink, type EventLocation } from '../utils/event-location.ts';
import { formatDateParts, formatTimeRange } from '../utils/event-time.ts';

/** Date and time in the event's zone, and where: a map link, 'Online Meet' or 'to be announced' (spec §2 Event detail). */
export function EventFacts({ event, online, location }: { event: EventDto; online: boolean; location: EventLocation }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const parts = formatDateParts(event.datetime, event.timezone, locale);
  const time = formatTimeRange(event.startTime || event.datetime, event.endTime, event.timezone, locale);
  const locationHref = mapLink(location);

  return (
    <ul className="event-facts" aria-label={t('event.facts')}>
      <li className="event-fact">
        {parts && (
          <time className="date-tile" dateTime={event.datetime} data-testid="event-date">
            <span className="date-tile__month">{parts.month}</span>
            <span className="date-tile__day">{parts.day}</span>
          </time>
        )}
        <span>
          <span className="event-fact__label">{parts?.weekday}</span>
          <span className="event-fact__value" data-testid="event-time">
            {time.ok ? time.text : t('event.invalidTimezone')}
          </span>
        </span>
      </li>
      <li className="event-fact">
        <span className="event-fact__icon" aria-hidden="true">
          <svg viewBox="0 0 24 24" width="22" height="22">
            {online ? (
              <path d="M3 6h13v12H3zM16 10l5-3v10l-5-3" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinejoin="round" />
            ) : (
              <path d="M12 21s7-6 7-11.5a7 7 0 0 0-14 0C5 15 12 21 12 21zm0-9a2.5 2.5 0 1 0 0-5 2.5 2.5 0 0 0 0 5z" fill="none" stroke="currentColor" strokeWidth="1.8" />
            )}
          </svg>
        </span>
        <span>
          <span className="event-fact__label">{t('event.location')}</span>
          <span className="event-fact__value" data-testid="event-location">
            {online ? (
              t('event.onlineMeet')
            ) : locationHref ? (
              <a href={locationHref} target="_blank" rel="noopener noreferrer">
                {location.label || t('event.openMap')}
              </a>
            ) : (
              location.label || t('event.locationTbc')
            )}
          </span>
        </span>
      </li>
    </ul>
  );
}
