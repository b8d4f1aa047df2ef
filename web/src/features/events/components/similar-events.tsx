import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { DEFAULT_EVENT_IMAGE, ImageWithFallback } from '../../../components/ui/image-with-fallback.tsx';
import { paths } from '../../../config/paths.ts';
import { useLocale } from '../../../lib/use-locale.ts';
import type { EventDto } from '../api/event-schema.ts';
import { useReadableEvent } from '../hooks/use-readable-event.ts';
import { parseCompany } from '../utils/event-location.ts';
import { formatCardDate } from '../utils/event-time.ts';
import { EventTypeBadge } from './event-type-badge.tsx';

/** Compact linked cards; used for "similar events" on the detail page and the teaser on the home page. */
export function EventLinkCards({ events }: { events: EventDto[] }) {
  const locale = useLocale();
  return (
    <ul className="link-cards">
      {events.map((event) => (
        <EventLinkCard key={event.uniqueId} event={event} locale={locale} />
      ))}
    </ul>
  );
}

/** One compact card, its title in the reader's language when the host wrote it. */
function EventLinkCard({ event: sourceEvent, locale }: { event: EventDto; locale: string }) {
  const event = useReadableEvent(sourceEvent);
  return (
    <li>
      <Link to={paths.event.href(event.link)} className="link-card" data-testid="event-link-card">
        <ImageWithFallback
          className="link-card__cover"
          src={event.img}
          fallback={DEFAULT_EVENT_IMAGE}
          alt=""
          width={360}
          height={180}
          loading="lazy"
        />
        <span className="link-card__body">
          <EventTypeBadge type={event.type} />
          <span className="link-card__title" lang={event.lang}>
            {event.title}
          </span>
          <span className="link-card__meta">
            <time dateTime={event.datetime}>{formatCardDate(event.datetime, event.timezone, locale)}</time>
            {parseCompany(event.company).title && <> · {parseCompany(event.company).title}</>}
          </span>
        </span>
      </Link>
    </li>
  );
}

export function SimilarEvents({ events }: { events: EventDto[] }) {
  const { t } = useTranslation();
  if (events.length === 0) return null;
  return (
    <section className="detail-similar" aria-labelledby="similar-title">
      <h2 id="similar-title" className="detail-section__title">
        {t('event.similar')}
      </h2>
      <EventLinkCards events={events} />
    </section>
  );
}
