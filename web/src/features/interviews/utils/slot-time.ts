import { dateTimeFormat, isKnownTimeZone } from '../../../lib/date-format.ts';
import { utcOffset } from '../../../lib/time-zones.ts';

/** The zone this browser shows times in (UTC when it says none the runtime knows). */
export function viewerTimeZone(): string {
  const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  return zone && isKnownTimeZone(zone) ? zone : 'UTC';
}

/** "Europe/Berlin (UTC+01:00)": the zone as people search for it, with its offset at that instant. */
export function zoneName(zone: string, at: string | number = Date.now()): string {
  return `${zone.replace(/_/g, ' ')} (${utcOffset(zone, new Date(at))})`;
}

/** "Thu, 3 Dec, 14:00–14:45" in the reader's language and the given zone. */
export function slotText(start: string, end: string, lng: string, zone: string): string {
  const safeZone = isKnownTimeZone(zone) ? zone : 'UTC';
  const day = dateTimeFormat(lng, { timeZone: safeZone, weekday: 'short', day: 'numeric', month: 'short' }).format(new Date(start));
  const time = dateTimeFormat(lng, { timeZone: safeZone, hour: '2-digit', minute: '2-digit' });
  return `${day}, ${time.format(new Date(start))}–${time.format(new Date(end))}`;
}
