import { dateTimeFormat } from '../../../lib/date-format.ts';
/**
 * When an event happens, as its host set it: the date and times in the event's own zone, in the reader's language,
 * with the zone named — "Tue, 10 Mar 2026 · 09:30–16:00 (Europe/London)".
 */
export function eventWhen(startIso: string, endIso: string, timeZone: string, locale: string): string {
  const start = new Date(startIso);
  const end = new Date(endIso);
  if (Number.isNaN(start.getTime()) || Number.isNaN(end.getTime())) return '';
  try {
    const day = dateTimeFormat(locale, { timeZone, weekday: 'short', day: 'numeric', month: 'short', year: 'numeric' }).format(start);
    const time = dateTimeFormat(locale, { timeZone, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
    return `${day} · ${time.format(start)}–${time.format(end)} (${timeZone.replace(/_/g, ' ')})`;
  } catch {
    // A zone this browser does not know: the instants in UTC rather than nothing.
    return eventWhen(startIso, endIso, 'UTC', locale);
  }
}
