import { describe, expect, it } from 'vitest';
import { escapeText, foldLine, googleCalendarUrl, icsCalendar, icsDataUrl, utcStamp, zonedStamp, type CalendarEntry } from './calendar.ts';

const entry: CalendarEntry = {
  id: '3f9a0c1e-0000-4000-8000-000000000001',
  title: 'Spring Insight Day; Q&A, drinks',
  start: new Date('2026-12-03T17:00:00.000Z'),
  end: new Date('2026-12-03T19:00:00.000Z'),
  timeZone: 'Europe/Berlin',
  description: 'Line one\nLine two with a back\\slash',
  location: 'Bahnhofstrasse 45, Zürich',
  url: 'https://fast-track.example/event/spring-insight-day-3f9a',
};
const octets = (line: string) => new TextEncoder().encode(line).length;

describe('iCalendar text values', () => {
  it('escapes backslash, semicolon, comma and line breaks', () => {
    expect(escapeText('a\\b;c,d\ne\r\nf')).toBe('a\\\\b\\;c\\,d\\ne\\nf');
  });

  it('folds lines at 75 octets without splitting a character, continuation lines starting with a space', () => {
    const line = `DESCRIPTION:${'ü'.repeat(100)}`;
    const folded = foldLine(line).split('\r\n');
    expect(folded.length).toBeGreaterThan(2);
    for (const part of folded) expect(octets(part)).toBeLessThanOrEqual(75);
    expect(folded.slice(1).every((part) => part.startsWith(' '))).toBe(true);
    expect(folded.map((part, i) => (i === 0 ? part : part.slice(1))).join('')).toBe(line);
    expect(foldLine('SUMMARY:short')).toBe('SUMMARY:short');
  });
});

describe('icsCalendar', () => {
  const ics = icsCalendar(entry, new Date('2026-11-22T08:30:15.123Z'));
  const lines = ics.split('\r\n');

  it('is one VEVENT in a VCALENDAR, CRLF line ends, every line at most 75 octets', () => {
    expect(lines.slice(0, 2)).toEqual(['BEGIN:VCALENDAR', 'VERSION:2.0']);
    expect(lines.at(-2)).toBe('END:VCALENDAR');
    expect(lines.at(-1)).toBe('');
    expect(ics.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
    for (const line of lines) expect(octets(line)).toBeLessThanOrEqual(75);
  });

  it('carries a stable UID, UTC times and escaped text', () => {
    const unfolded = ics.replace(/\r\n /g, '');
    expect(unfolded).toContain('UID:3f9a0c1e-0000-4000-8000-000000000001@fast-track\r\n');
    expect(unfolded).toContain('DTSTAMP:20261122T083015Z\r\n');
    expect(unfolded).toContain('DTSTART:20261203T170000Z\r\n');
    expect(unfolded).toContain('DTEND:20261203T190000Z\r\n');
    expect(unfolded).toContain('SUMMARY:Spring Insight Day\\; Q&A\\, drinks\r\n');
    expect(unfolded).toContain('DESCRIPTION:Line one\\nLine two with a back\\\\slash\r\n');
    expect(unfolded).toContain('LOCATION:Bahnhofstrasse 45\\, Zürich\r\n');
    expect(unfolded).toContain('URL:https://fast-track.example/event/spring-insight-day-3f9a\r\n');
    expect(icsCalendar(entry, new Date())).toContain('UID:3f9a0c1e-0000-4000-8000-000000000001@fast-track');
  });

  it('round-trips through a data: URL', () => {
    expect(decodeURIComponent(icsDataUrl(ics).replace('data:text/calendar;charset=utf-8,', ''))).toBe(ics);
  });
});

describe('Google Calendar link', () => {
  it('gives the wall-clock times in the event zone with ctz', () => {
    const url = new URL(googleCalendarUrl(entry));
    expect(url.origin + url.pathname).toBe('https://calendar.google.com/calendar/render');
    expect(url.searchParams.get('action')).toBe('TEMPLATE');
    expect(url.searchParams.get('text')).toBe(entry.title);
    // 17:00 UTC is 18:00 in Berlin in December.
    expect(url.searchParams.get('dates')).toBe('20261203T180000/20261203T200000');
    expect(url.searchParams.get('ctz')).toBe('Europe/Berlin');
    expect(url.searchParams.get('details')).toBe(entry.description);
    expect(url.searchParams.get('location')).toBe(entry.location);
  });

  it('falls back to UTC times marked Z, without ctz, for an unknown zone', () => {
    const url = new URL(googleCalendarUrl({ ...entry, timeZone: 'Mars/Olympus' }));
    expect(url.searchParams.get('dates')).toBe('20261203T170000Z/20261203T190000Z');
    expect(url.searchParams.has('ctz')).toBe(false);
  });

  it('formats stamps in UTC and in a zone across midnight', () => {
    expect(utcStamp(new Date('2026-01-01T00:00:00.000Z'))).toBe('20260101T000000Z');
    expect(zonedStamp(new Date('2026-12-31T23:30:00.000Z'), 'Europe/Warsaw')).toBe('20270101T003000');
  });
});
