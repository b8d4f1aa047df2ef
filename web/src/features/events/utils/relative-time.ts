import { dateTimeFormat } from '../../../lib/date-format.ts';
const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** Largest unit first; a question asked 50 minutes ago is "50 minutes ago", not "1 hour ago". */
const UNITS: readonly [Intl.RelativeTimeFormatUnit, number][] = [
  ['year', 365 * DAY],
  ['month', 30 * DAY],
  ['week', 7 * DAY],
  ['day', DAY],
  ['hour', HOUR],
  ['minute', MINUTE],
];

/**
 * "5 minutes ago", "yesterday", "gerade eben"… in the UI language (Intl.RelativeTimeFormat, numeric: 'auto').
 * Under a minute, and for a time slightly ahead of this device's clock, it is "now". Null for a missing or bad date.
 */
export function formatRelativeTime(iso: string | undefined, now: Date, locale: string): string | null {
  const at = iso ? Date.parse(iso) : Number.NaN;
  if (Number.isNaN(at)) return null;
  const ago = Math.max(0, now.getTime() - at);
  const format = new Intl.RelativeTimeFormat(locale, { numeric: 'auto' });
  for (const [unit, size] of UNITS) {
    if (ago >= size) return format.format(-Math.trunc(ago / size), unit);
  }
  return format.format(0, 'second');
}

/** The full date and time, for a tooltip beside the relative one. */
export function formatFullDateTime(iso: string, locale: string): string {
  return dateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));
}
