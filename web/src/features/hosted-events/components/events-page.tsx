import { useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { TakenDownBadge } from '../../../components/ui/taken-down-badge.tsx';
import { VisibilityBadge } from '../../../components/ui/visibility-badge.tsx';
import { useLocale } from '../../../lib/use-locale.ts';
import { useOutcome } from '../../../lib/use-outcome.ts';
import { listEvents } from '../api/hosted-events.ts';
import type { EventSummary } from '../api/hosted-event-schema.ts';
import { eventWhen } from '../utils/event-when.ts';
import { LoadFailed } from './load-failed.tsx';
import { StatusBadge } from './status-badge.tsx';
import './hosted-events.css';

interface Props {
  organisationId: string;
  nav?: ReactNode;
  createHref: string;
  /** Remember the event (client state selectedEvent) and open its details or the editor. */
  onDetails: (eventId: string) => void;
  onEdit: (eventId: string) => void;
  /** Career centers and societies: who each event reaches, as a badge. */
  showVisibility?: boolean;
}

const sections = ['upcoming', 'draft', 'past', 'cancelled'] as const;

/** /dashboard/events: the organisation's events — upcoming, drafts, past and cancelled — with their counts. */
export function EventsPage({ organisationId, nav, createHref, onDetails, onEdit, showVisibility = false }: Props) {
  const { t } = useTranslation();
  const events = useOutcome(organisationId, () => listEvents(organisationId));

  useEffect(() => {
    document.title = t('hostedEvents.list.documentTitle');
  }, [t]);

  return (
    <div className="container page hosted-events" data-testid="hosted-events-page">
      <header className="page-header hosted-events__head">
        <h1 className="page-title">{t('hostedEvents.list.title')}</h1>
        <Link to={createHref} className="button button--primary" data-testid="event-create-link">
          {t('hostedEvents.list.create')}
        </Link>
      </header>
      {nav}
      {events.status === 'loading' && (
        <div className="hosted-list" aria-busy="true" data-testid="hosted-events-loading">
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} className="hosted-card__skeleton" />
          ))}
          <span className="visually-hidden">{t('common.loading')}</span>
        </div>
      )}
      {events.status === 'failed' && <LoadFailed message={t('hostedEvents.list.loadFailed')} onRetry={events.reload} />}
      {events.status === 'ready' && events.value.length === 0 && (
        <div className="hosted-empty" data-testid="hosted-events-empty">
          <p>{t('hostedEvents.list.none')}</p>
          <Link to={createHref} className="button button--secondary">
            {t('hostedEvents.list.createFirst')}
          </Link>
        </div>
      )}
      {events.status === 'ready' &&
        events.value.length > 0 &&
        sections.map((phase) => {
          const shown = events.value.filter((e) => e.phase === phase);
          // Past events read newest first; the rest soonest first (the API's order).
          if (phase === 'past') shown.reverse();
          return (
            <section key={phase} className="hosted-section" aria-labelledby={`hosted-${phase}-title`} data-testid={`hosted-events-${phase}`}>
              <h2 id={`hosted-${phase}-title`} className="hosted-section__title">
                {t(`hostedEvents.list.sections.${phase}`)} <span className="hosted-section__count">{shown.length}</span>
              </h2>
              {shown.length === 0 ? (
                <p className="muted">{t(`hostedEvents.list.empty.${phase}`)}</p>
              ) : (
                <ul className="hosted-list" role="list">
                  {shown.map((event) => (
                    <EventCard key={event.uniqueId} event={event} onDetails={onDetails} onEdit={onEdit} showVisibility={showVisibility} />
                  ))}
                </ul>
              )}
            </section>
          );
        })}
    </div>
  );
}

function EventCard({ event, onDetails, onEdit, showVisibility }: { event: EventSummary; onDetails: (id: string) => void; onEdit: (id: string) => void; showVisibility: boolean }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const editable = event.phase === 'upcoming' || event.phase === 'draft';
  return (
    <li className="hosted-card" data-testid="hosted-event-card">
      <img className="hosted-card__cover" src={event.img} alt="" loading="lazy" />
      <div className="hosted-card__body">
        <div className="hosted-card__head">
          <h3 className="hosted-card__title">{event.title}</h3>
          <StatusBadge phase={event.phase} />
          {showVisibility && <VisibilityBadge visibility={event.visibility} />}
          <TakenDownBadge takenDown={event.takenDown} />
        </div>
        <p className="hosted-card__when">{eventWhen(event.startTime, event.endTime, event.timezone, locale)}</p>
        <p className="hosted-card__meta">
          {t(`hostedEvents.types.${event.type.replace(' ', '')}`, { defaultValue: event.type })}
          {event.approval ? ` · ${t('hostedEvents.list.approval')}` : ''}
        </p>
        <ul className="hosted-card__counts" role="list" aria-label={t('hostedEvents.list.countsLabel')}>
          <li>{t('hostedEvents.list.attending', { count: event.attending })}</li>
          {event.approval && <li>{t('hostedEvents.list.pending', { count: event.pending })}</li>}
          {(event.waiting ?? 0) > 0 && <li data-testid="hosted-card-waiting">{t('hostedEvents.list.waiting', { count: event.waiting })}</li>}
          <li>{t('hostedEvents.list.questions', { count: event.questions })}</li>
        </ul>
        <div className="hosted-card__actions">
          <button type="button" className="button button--secondary button--small" onClick={() => onDetails(event.uniqueId)} data-testid="hosted-event-details">
            {t('hostedEvents.list.details')}
            <span className="visually-hidden">: {event.title}</span>
          </button>
          {editable && (
            <button type="button" className="button button--secondary button--small" onClick={() => onEdit(event.uniqueId)} data-testid="hosted-event-edit">
              {t('hostedEvents.list.edit')}
              <span className="visually-hidden">: {event.title}</span>
            </button>
          )}
        </div>
      </div>
    </li>
  );
}
