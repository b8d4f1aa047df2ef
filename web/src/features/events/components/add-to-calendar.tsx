import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { absoluteEventUrl } from '../../../config/paths.ts';
import { htmlToText, truncate } from '../../../lib/truncate.ts';
import type { EventDto } from '../api/event-schema.ts';
import { isOnline } from '../utils/event-kind.ts';
import { googleCalendarUrl, icsCalendar, icsDataUrl, type CalendarEntry } from '../utils/calendar.ts';
import { parseLocation } from '../utils/event-location.ts';

const HOUR_MS = 3_600_000;
/** Enough of the description to recognise the event; the page has the rest (and Google's link has a length limit). */
const DESCRIPTION_CHARS = { ics: 1500, google: 500 } as const;

/** For attending students: the event in their own calendar, as an .ics file or in Google Calendar. */
export function AddToCalendar({ event }: { event: EventDto }) {
  const { t } = useTranslation();
  const online = isOnline(event);

  const links = useMemo(() => {
    const start = new Date(event.startTime || event.datetime);
    if (Number.isNaN(start.getTime())) return null;
    const parsedEnd = new Date(event.endTime);
    // An event without a usable end gets an hour, so calendars show a block rather than refusing the file.
    const end = parsedEnd.getTime() > start.getTime() ? parsedEnd : new Date(start.getTime() + HOUR_MS);
    const url = absoluteEventUrl(event.link);
    const footer = [online ? t('event.calendar.joinNote') : '', t('event.calendar.pageLine', { url })].filter(Boolean).join('\n');
    const about = htmlToText(event.description);
    const entry = (chars: number): CalendarEntry => ({
      id: event.uniqueId,
      title: event.title,
      start,
      end,
      timeZone: event.timezone,
      description: [truncate(about, chars), footer].filter(Boolean).join('\n\n'),
      location: online ? t('event.onlineMeet') : parseLocation(event.physicalLocation).label,
      url,
    });
    return {
      ics: icsDataUrl(icsCalendar(entry(DESCRIPTION_CHARS.ics), new Date())),
      google: googleCalendarUrl(entry(DESCRIPTION_CHARS.google)),
    };
  }, [event, online, t]);

  if (!links) return null;
  return (
    <div className="add-to-calendar" role="group" aria-labelledby="add-to-calendar-title" data-testid="add-to-calendar">
      <p id="add-to-calendar-title" className="add-to-calendar__title">
        {t('event.calendar.title')}
      </p>
      <div className="add-to-calendar__links">
        <a className="button button--secondary button--small" href={links.ics} download={`${event.link}.ics`} data-testid="calendar-ics">
          <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true">
            <path d="M12 4v11m0 0l-4-4m4 4l4-4M5 20h14" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
          </svg>
          {t('event.calendar.ics')}
        </a>
        <a
          className="button button--secondary button--small"
          href={links.google}
          target="_blank"
          rel="noopener noreferrer"
          aria-label={t('event.calendar.googleNewTab')}
          data-testid="calendar-google"
        >
          {t('event.calendar.google')}
        </a>
      </div>
    </div>
  );
}
