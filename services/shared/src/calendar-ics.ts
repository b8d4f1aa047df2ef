// The iCalendar file (RFC 5545) of one event: the web's add-to-calendar link (web/src/features/events/utils/
// calendar.ts) and the API's mails (the attendance confirmation, the day-before reminder) attach the same file, so an
// import from either updates the other (same UID). Pure functions, no DOM and no Node API.

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
