// Add-to-calendar for attending students: an iCalendar file (RFC 5545) and a Google Calendar link. Pure functions of
// the event; the component only turns them into links.
import { dateTimeFormat, isKnownTimeZone } from '../../../lib/date-format.ts';

export interface CalendarEntry {
  /** The event's uniqueId: the same event always gets the same UID, so a second import updates the first. */
  id: string;
  title: string;
  start: Date;
  end: Date;
  /** IANA zone of the event; Google shows the times in it. */
  timeZone: string;
  /** Plain text. */
  description: string;
  location: string;
  /** Absolute URL of the event page. */
  url: string;
}

const CRLF = '\r\n';
const MAX_LINE_OCTETS = 75;
const encoder = new TextEncoder();

/** RFC 5545 §3.3.11: backslash, semicolon, comma and line breaks are escaped in TEXT values. */
export function escapeText(value: string): string {
  return value
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n');
}

/**
 * RFC 5545 §3.1: a content line longer than 75 octets is folded with CRLF and one space; a fold never splits a
 * UTF-8 character, and the space counts toward the continuation line's 75.
 */
export function foldLine(line: string): string {
  const lines: string[] = [];
  let current = '';
  let octets = 0;
  for (const char of line) {
    const size = encoder.encode(char).length;
    const limit = lines.length === 0 ? MAX_LINE_OCTETS : MAX_LINE_OCTETS - 1;
    if (octets + size > limit) {
      lines.push(current);
      current = '';
      octets = 0;
    }
    current += char;
    octets += size;
  }
  lines.push(current);
  return lines.join(`${CRLF} `);
}

/** 20261203T170000Z */
export function utcStamp(date: Date): string {
  return date.toISOString().replace(/[-:]/g, '').replace(/\.\d{3}/, '');
}

/** The iCalendar text of one event, times in UTC (no VTIMEZONE needed); DTSTAMP is when the file is made. */
export function icsCalendar(entry: CalendarEntry, now: Date): string {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Fast-Track//Events//EN',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    'BEGIN:VEVENT',
    `UID:${entry.id}@fast-track`,
    `DTSTAMP:${utcStamp(now)}`,
    `DTSTART:${utcStamp(entry.start)}`,
    `DTEND:${utcStamp(entry.end)}`,
    `SUMMARY:${escapeText(entry.title)}`,
    `DESCRIPTION:${escapeText(entry.description)}`,
    `LOCATION:${escapeText(entry.location)}`,
    `URL:${entry.url}`,
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return lines.map(foldLine).join(CRLF) + CRLF;
}

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
