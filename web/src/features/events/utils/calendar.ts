// Add-to-calendar for attending students: an iCalendar file (RFC 5545; made in @fast-track/shared/calendar-ics, which
// the API's mails attach too) and a Google Calendar link. Pure functions of the event; the component only turns them
// into links.
import { utcStamp, type CalendarEntry } from '@fast-track/shared/calendar-ics';
import { dateTimeFormat, isKnownTimeZone } from '../../../lib/date-format.ts';

export { escapeText, foldLine, icsCalendar, utcStamp, type CalendarEntry } from '@fast-track/shared/calendar-ics';

/** A data: URL for an <a download>, so the file is a real link (keyboard, "save link as") and needs no script. */
export function icsDataUrl(ics: string): string {
  return `data:text/calendar;charset=utf-8,${encodeURIComponent(ics)}`;
}

/** 20261203T180000: the wall-clock time in `timeZone` (Google's `dates` with `ctz`). */
export function zonedStamp(date: Date, timeZone: string): string {
  const parts = dateTimeFormat('en-GB', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(date);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '00';
  return `${part('year')}${part('month')}${part('day')}T${part('hour')}${part('minute')}${part('second')}`;
}

/** Google Calendar's "create event" link: times in the event's zone with `ctz` (UTC, marked Z, if the zone is unknown). */
export function googleCalendarUrl(entry: CalendarEntry): string {
  const zoned = isKnownTimeZone(entry.timeZone);
  const stamp = (date: Date) => (zoned ? zonedStamp(date, entry.timeZone) : utcStamp(date));
  const params = new URLSearchParams({
    action: 'TEMPLATE',
    text: entry.title,
    dates: `${stamp(entry.start)}/${stamp(entry.end)}`,
    details: entry.description,
    location: entry.location,
  });
  if (zoned) params.set('ctz', entry.timeZone);
  return `https://calendar.google.com/calendar/render?${params.toString()}`;
}
