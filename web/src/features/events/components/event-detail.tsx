import { useTranslation } from 'react-i18next';
import { DEFAULT_EVENT_IMAGE, ImageWithFallback } from '../../../components/ui/image-with-fallback.tsx';
import { useAppState } from '../../../lib/app-state.ts';
import { useSession } from '../../../lib/session.ts';
import { useLocale } from '../../../lib/use-locale.ts';
import { isOnline, type EventDto } from '../api/event-schema.ts';
import { useAttendance } from '../hooks/use-attendance.ts';
import { useLiveEvent } from '../hooks/use-live-event.ts';
import { useQuestions } from '../hooks/use-questions.ts';
import { mapLink, parseCompany, parseLocation } from '../utils/event-location.ts';
import { formatDateParts, formatTimeRange } from '../utils/event-time.ts';
import { AboutSection } from './about-section.tsx';
import { CompanyChip } from './company-chip.tsx';
import { EventTypeBadge } from './event-type-badge.tsx';
import { MapPreview } from './map-preview.tsx';
import { QuestionsSection } from './questions-section.tsx';
import { RegistrationBox } from './registration-box.tsx';
import { RequirementsSection } from './requirements-section.tsx';
import { SimilarEvents } from './similar-events.tsx';

export function EventDetail({ event, similar }: { event: EventDto; similar: EventDto[] }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const company = parseCompany(event.company);
  const location = parseLocation(event.physicalLocation);
  const online = isOnline(event);
  const parts = formatDateParts(event.datetime, event.timezone, locale);
  const time = formatTimeRange(event.startTime || event.datetime, event.endTime, event.timezone, locale);
  const locationHref = mapLink(location);

  // Attending, asking and voting are a student's (spec §6); anyone else is treated like a visitor here.
  const signedIn = useSession()?.kind === 'student';
  const userId = useAppState().user?._id ?? null;
  const attendance = useAttendance(event, signedIn, signedIn ? userId : null);
  const questions = useQuestions(event, signedIn, signedIn ? userId : null);
  const live = useLiveEvent(event.uniqueId, {
    onQuestion: (m) => questions.receiveQuestion(m.question),
    onUpvotes: (m) => questions.receiveUpvotes(m.questionId, m.upvotes),
    onParticipants: (m) => {
      if (Array.isArray(m.participants)) attendance.receiveParticipants(m.participants.filter((id) => typeof id === 'string'));
    },
  });

  return (
    <article className="event-detail" data-testid="event-detail" data-live={live}>
      <header className="event-hero">
        <ImageWithFallback
          className="event-hero__cover"
          src={event.img}
          fallback={DEFAULT_EVENT_IMAGE}
          alt=""
          width={1200}
          height={420}
        />
        <div className="event-hero__content">
          <EventTypeBadge type={event.type} />
          <h1 className="event-hero__title">{event.title}</h1>
          <CompanyChip company={company} size={36} />
        </div>
      </header>

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

      <div className="event-layout">
        <div className="event-layout__main">
          <AboutSection html={event.description} />
          <section className="detail-section" aria-labelledby="location-title">
            <h2 id="location-title" className="detail-section__title">
              {t('event.location')}
            </h2>
            {online && <p className="online-note">{t('event.onlineNote')}</p>}
            <MapPreview location={location} />
          </section>
          <section className="detail-section" aria-labelledby="host-title">
            <h2 id="host-title" className="detail-section__title">
              {t('event.hostedBy')}
            </h2>
            <div className="host-card">
              <CompanyChip company={company} size={56} />
            </div>
          </section>
          <QuestionsSection view={questions} />
          <RequirementsSection event={event} />
        </div>
        <aside className="event-layout__aside" aria-label={t('event.registration')}>
          <RegistrationBox approval={event.approval} attendance={attendance} />
        </aside>
      </div>

      <SimilarEvents events={similar} />
    </article>
  );
}
