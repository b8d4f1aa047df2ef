import { useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { PageSpinner } from '../../../components/ui/page-spinner.tsx';
import { toast } from '../../../lib/toast.ts';
import { useLocale } from '../../../lib/use-locale.ts';
import { useOutcome } from '../../../lib/use-outcome.ts';
import { isStaleVersion } from '../../../lib/use-stale-version.ts';
import { cancelEvent, getAttendance, publishEvent } from '../api/hosted-events.ts';
import type { EventAttendance } from '../api/hosted-event-schema.ts';
import { eventWhen } from '../utils/event-when.ts';
import { CancelEventDialog } from './cancel-event-dialog.tsx';
import { CheckInPanel } from './check-in-panel.tsx';
import { LoadFailed } from './load-failed.tsx';
import { QuestionsPanel } from './questions-panel.tsx';
import { RequestsPanel } from './requests-panel.tsx';
import { StatusBadge } from './status-badge.tsx';
import './hosted-events.css';

interface Props {
  organisationId: string;
  approved: boolean;
  /** The event shown (client state selectedEvent); null when none was chosen. */
  eventId: string | null;
  nav?: ReactNode;
  listHref: string;
  /** Where the public page of an event is (/event/{link}). */
  publicHref: (link: string) => string;
  onEdit: (eventId: string) => void;
}

type Event = EventAttendance['event'];
const phaseOf = (event: Event, nowMs: number) =>
  event.status === 'published' ? (Date.parse(event.endsAt) >= nowMs ? 'upcoming' : 'past') : event.status === 'cancelled' ? 'cancelled' : 'draft';

/** /dashboard/events/details: one event's participants, its requests (decided one by one or in bulk) and questions. */
export function EventDetailsPage({ organisationId, approved, eventId, nav, listHref, publicHref, onEdit }: Props) {
  const { t } = useTranslation();
  const locale = useLocale();
  const loaded = useOutcome(eventId && `${organisationId}/${eventId}`, () => getAttendance(organisationId, eventId ?? ''));
  const [cancelling, setCancelling] = useState(false);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    document.title = loaded.status === 'ready' ? `${loaded.value.event.title} · ${t('hostedEvents.details.documentTitle')}` : t('hostedEvents.details.documentTitle');
  }, [t, loaded]);

  const change = async (call: () => ReturnType<typeof publishEvent>, done: string) => {
    setBusy(true);
    try {
      const outcome = await call();
      if (outcome.ok) toast.success(done);
      else toast.error(isStaleVersion(outcome.status) ? t('hostedEvents.editor.staleShort') : outcome.code === 'COMPANY_NOT_APPROVED' ? t('hostedEvents.editor.notApproved') : t('hostedEvents.details.failed'));
    } catch {
      toast.error(t('hostedEvents.details.failed'));
    }
    setBusy(false);
    setCancelling(false);
    loaded.reload();
  };

  const body = (() => {
    if (!eventId) {
      return (
        <p className="alert alert--info" data-testid="event-details-none">
          {t('hostedEvents.details.noEvent')} <Link to={listHref}>{t('hostedEvents.list.title')}</Link>
        </p>
      );
    }
    if (loaded.status === 'loading') return <PageSpinner />;
    if (loaded.status === 'failed') {
      return <LoadFailed message={loaded.refusal?.status === 404 ? t('hostedEvents.editor.notFound') : t('hostedEvents.details.loadFailed')} onRetry={loaded.reload} />;
    }
    const { event, participants, waitlist, requests, questions } = loaded.value;
    const phase = phaseOf(event, Date.now());
    const etag = `"${event.version}"`;
    const open = phase === 'upcoming';
    return (
      <>
        <section className="hosted-summary" aria-labelledby="event-details-title">
          <img className="hosted-summary__cover" src={event.img} alt="" />
          <div className="hosted-summary__body">
            <div className="hosted-card__head">
              <h2 id="event-details-title" className="hosted-summary__title" data-testid="event-details-title">
                {event.title}
              </h2>
              <StatusBadge phase={phase} />
            </div>
            <p className="hosted-card__when">{eventWhen(event.startsAt, event.endsAt, event.timezone, locale)}</p>
            {event.status === 'cancelled' && event.cancelReason && <p className="muted">{t('hostedEvents.details.cancelReason', { reason: event.cancelReason })}</p>}
            <div className="hosted-card__actions">
              {(phase === 'upcoming' || phase === 'draft') && (
                <button type="button" className="button button--secondary button--small" onClick={() => onEdit(event.uniqueId)} data-testid="event-details-edit">
                  {t('hostedEvents.list.edit')}
                </button>
              )}
              {phase === 'draft' && approved && (
                <button type="button" className="button button--primary button--small" disabled={busy} onClick={() => void change(() => publishEvent(organisationId, event.uniqueId, etag), t('hostedEvents.editor.published'))} data-testid="event-details-publish">
                  {t('hostedEvents.editor.publish')}
                </button>
              )}
              {event.status !== 'draft' && (
                <a className="button button--secondary button--small" href={publicHref(event.link)} target="_blank" rel="noopener noreferrer">
                  {t('hostedEvents.details.viewPage')}
                </a>
              )}
              {(phase === 'upcoming' || phase === 'draft') && (
                <button type="button" className="button button--secondary button--small hosted-danger" onClick={() => setCancelling(true)} data-testid="event-details-cancel">
                  {t('hostedEvents.cancel.open')}
                </button>
              )}
            </div>
          </div>
        </section>
        <div className="hosted-panels">
          {event.approval && <RequestsPanel eventId={event.uniqueId} requests={requests} open={open} onDecided={loaded.reload} />}
          <CheckInPanel
            organisationId={organisationId}
            eventId={event.uniqueId}
            timezone={event.timezone}
            participants={participants}
            waitlist={waitlist ?? []}
            open={open && event.status === 'published'}
          />
          <QuestionsPanel organisationId={organisationId} eventId={event.uniqueId} questions={questions} onAnswered={loaded.reload} />
        </div>
        <CancelEventDialog
          open={cancelling}
          published={event.status === 'published'}
          busy={busy}
          onCancel={() => setCancelling(false)}
          onConfirm={(reason) => void change(() => cancelEvent(organisationId, event.uniqueId, reason, etag), t('hostedEvents.cancel.done'))}
        />
      </>
    );
  })();

  return (
    <div className="container page hosted-events" data-testid="event-details-page">
      <header className="page-header hosted-events__head">
        <h1 className="page-title">{t('hostedEvents.details.title')}</h1>
        <Link to={listHref} className="button button--secondary button--small">
          {t('hostedEvents.details.back')}
        </Link>
      </header>
      {nav}
      {body}
    </div>
  );
}
