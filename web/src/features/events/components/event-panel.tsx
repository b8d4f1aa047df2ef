import { useTranslation } from 'react-i18next';
import { WrittenInNote } from '../../../components/content-languages/written-in-note.tsx';
import { DEFAULT_EVENT_IMAGE, ImageWithFallback } from '../../../components/ui/image-with-fallback.tsx';
import { SidePanel } from '../../../components/ui/side-panel.tsx';
import { paths } from '../../../config/paths.ts';
import { htmlToText, truncate } from '../../../lib/truncate.ts';
import { useLocale } from '../../../lib/use-locale.ts';
import type { EventDto } from '../api/event-schema.ts';
import { useCopyEventLink } from '../hooks/use-copy-event-link.ts';
import { useReadableEvent } from '../hooks/use-readable-event.ts';
import { parseCompany } from '../utils/event-location.ts';
import { formatDateParts, formatTimeRange } from '../utils/event-time.ts';
import { CompanyChip } from './company-chip.tsx';
import { EventTypeBadge } from './event-type-badge.tsx';

interface Props {
  event: EventDto | null;
  onClose: () => void;
}

export function EventPanel({ event, onClose }: Props) {
  return (
    <SidePanel open={event !== null} onClose={onClose} labelledBy="event-panel-title" testId="event-panel">
      {event && <EventPanelBody event={event} />}
    </SidePanel>
  );
}

function EventPanelBody({ event: sourceEvent }: { event: EventDto }) {
  const { t } = useTranslation();
  const event = useReadableEvent(sourceEvent);
  const locale = useLocale();
  const copyLink = useCopyEventLink();
  const parts = formatDateParts(event.datetime, event.timezone, locale);
  const time = formatTimeRange(event.startTime || event.datetime, event.endTime, event.timezone, locale);
  const summary = truncate(htmlToText(event.description), 240);

  return (
    <div className="event-panel">
      <ImageWithFallback
        className="event-panel__cover"
        src={event.img}
        fallback={DEFAULT_EVENT_IMAGE}
        alt=""
        width={550}
        height={275}
      />
      <div className="event-panel__content">
        <EventTypeBadge type={event.type} />
        <h2 id="event-panel-title" className="event-panel__title" lang={event.lang}>
          {event.title}
        </h2>
        <WrittenInNote language={event.writtenIn} />
        <p className="event-panel__when">
          {parts && (
            <time dateTime={event.datetime}>
              {parts.weekday}, {parts.day} {parts.month}
            </time>
          )}
          <span aria-hidden="true"> · </span>
          <span>{time.ok ? time.text : t('event.invalidTimezone')}</span>
        </p>
        <CompanyChip company={parseCompany(event.company)} size={32} />
        {summary && (
          <p className="event-panel__summary" lang={event.lang}>
            {summary}
          </p>
        )}
        <div className="event-panel__actions">
          <button type="button" className="button button--secondary" onClick={() => void copyLink(event.link)}>
            <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true">
              <rect x="8" y="8" width="12" height="12" rx="2" fill="none" stroke="currentColor" strokeWidth="2" />
              <path d="M16 8V6a2 2 0 0 0-2-2H6a2 2 0 0 0-2 2v8a2 2 0 0 0 2 2h2" fill="none" stroke="currentColor" strokeWidth="2" />
            </svg>
            {t('events.copyLink')}
          </button>
          <a
            className="button button--primary"
            href={paths.event.href(event.link)}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={t('events.eventPageNewTab')}
          >
            {t('events.eventPage')}
            <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true">
              <path d="M14 4h6v6M20 4l-9 9M18 14v5a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1V7a1 1 0 0 1 1-1h5" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
            </svg>
          </a>
        </div>
      </div>
    </div>
  );
}
