import { safeZone } from './event-time.ts';
import { dateTimeFormat } from '../../../lib/date-format.ts';

/** Longest delay setTimeout keeps (about 24.8 days); a later opening is re-checked after this. */
export const MAX_TIMER_MS = 2_147_483_647;

/** '17:45 (GMT+1)': when the join link appears, in the event's zone like every other time on the page. */
export function formatClockTime(iso: string, timeZone: string, locale: string): string | null {
  const at = new Date(iso);
  if (Number.isNaN(at.getTime())) return null;
  const zone = safeZone(timeZone);
  const time = dateTimeFormat(locale, { timeZone: zone, hour: '2-digit', minute: '2-digit' }).format(at);
  const offset =
    dateTimeFormat('en-GB', { timeZone: zone, timeZoneName: 'shortOffset' }).formatToParts(at).find((p) => p.type === 'timeZoneName')
      ?.value ?? zone;
  return `${time} (${offset})`;
}

/** Only an https link is opened: the page never follows a javascript: or other scheme, whatever the API sends. */
export function safeJoinUrl(link: string | undefined): string | null {
  if (!link) return null;
  try {
    const url = new URL(link);
    return url.protocol === 'https:' ? url.href : null;
  } catch {
    return null;
  }
}
