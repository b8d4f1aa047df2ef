import { dateTimeFormat, isKnownTimeZone } from '../../../lib/date-format.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

export function isValidTimeZone(timeZone: string): boolean {
  return isKnownTimeZone(timeZone);
}

/** The zone to render in: the event's own zone when valid, else UTC (so a bad zone never breaks the list). */
export function safeZone(timeZone: string): string {
  return isValidTimeZone(timeZone) ? timeZone : 'UTC';
}

function toDate(iso: string): Date | null {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** 'YYYY-MM' of the instant as seen in `timeZone`. */
export function monthKey(iso: string, timeZone: string): string {
  const date = toDate(iso);
  if (!date) return '0000-00';
  const parts = dateTimeFormat('en-CA', { timeZone: safeZone(timeZone), year: 'numeric', month: '2-digit' })
    .formatToParts(date);
  const year = parts.find((p) => p.type === 'year')?.value ?? '0000';
  const month = parts.find((p) => p.type === 'month')?.value ?? '00';
  return `${year}-${month}`;
}

/** 'December 2026' (localised) for a 'YYYY-MM' key. */
export function formatMonthHeading(key: string, locale: string): string {
  const [year, month] = key.split('-').map(Number);
  if (!year || !month) return key;
  return dateTimeFormat(locale, { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(Date.UTC(year, month - 1, 1)),
  );
}

/** Spec §9: an event starting within the next 3 days (or already running) is highlighted. */
export function isWithinDays(iso: string, now: Date, days = 3): boolean {
  const date = toDate(iso);
  if (!date) return false;
  return date.getTime() - now.getTime() <= days * DAY_MS;
}

export interface DateParts {
  month: string;
  day: string;
  weekday: string;
}

/** Month, day and weekday of the event in its own zone ('Dec', '3', 'Thursday'). */
export function formatDateParts(iso: string, timeZone: string, locale: string): DateParts | null {
  const date = toDate(iso);
  if (!date) return null;
  const zone = safeZone(timeZone);
  const part = (options: Intl.DateTimeFormatOptions) =>
    dateTimeFormat(locale, { timeZone: zone, ...options }).format(date);
  return { month: part({ month: 'short' }), day: part({ day: 'numeric' }), weekday: part({ weekday: 'long' }) };
}

/** 'Thu, 3 Dec · 18:00' for cards, in the event's zone. */
export function formatCardDate(iso: string, timeZone: string, locale: string): string {
  const date = toDate(iso);
  if (!date) return '';
  const zone = safeZone(timeZone);
  const day = dateTimeFormat(locale, { timeZone: zone, weekday: 'short', day: 'numeric', month: 'short' })
    .format(date);
  const time = dateTimeFormat(locale, { timeZone: zone, hour: '2-digit', minute: '2-digit' }).format(date);
  return `${day} · ${time}`;
}

export type TimeRange = { ok: true; text: string } | { ok: false; reason: 'invalid-zone' | 'invalid-date' };

/** '18:00 – 20:00 (GMT+1)': start and end in the event's zone with its offset at the start. */
export function formatTimeRange(startIso: string, endIso: string, timeZone: string, locale: string): TimeRange {
  if (!isValidTimeZone(timeZone)) return { ok: false, reason: 'invalid-zone' };
  const start = toDate(startIso);
  if (!start) return { ok: false, reason: 'invalid-date' };
  const end = toDate(endIso);
  const time = dateTimeFormat(locale, { timeZone, hour: '2-digit', minute: '2-digit' });
  const offset =
    dateTimeFormat('en-GB', { timeZone, timeZoneName: 'shortOffset' })
      .formatToParts(start)
      .find((p) => p.type === 'timeZoneName')?.value ?? timeZone;
  const range = end && end.getTime() > start.getTime() ? `${time.format(start)} – ${time.format(end)}` : time.format(start);
  return { ok: true, text: `${range} (${offset})` };
}
