import { timeZoneNames } from '@fast-track/shared/zoned-time';
import { dateTimeFormat } from './date-format.ts';

export interface TimeZoneOption {
  zone: string;
  /** "UTC+05:30 · Asia/Kolkata": the offset now, then the name people search for. */
  label: string;
  /** Lower case, underscores as spaces: what a search compares with. */
  search: string;
}

/** The zone's offset from UTC at `at`, as UTC±HH:MM. */
export function utcOffset(zone: string, at: Date = new Date()): string {
  const name = dateTimeFormat('en-US', { timeZone: zone, timeZoneName: 'longOffset' }).formatToParts(at).find((p) => p.type === 'timeZoneName')?.value ?? 'GMT';
  const offset = name.replace('GMT', '');
  return `UTC${offset === '' ? '+00:00' : offset}`;
}

let cached: TimeZoneOption[] | undefined;

/** Every zone this browser knows (IANA names plus UTC), west to east, then by name. */
export function timeZoneOptions(at: Date = new Date()): TimeZoneOption[] {
  cached ??= [...timeZoneNames()]
    .map((zone) => {
      const offset = utcOffset(zone, at);
      return { zone, offset, label: `${offset} · ${zone.replace(/_/g, ' ')}`, search: `${offset} ${zone}`.replace(/_/g, ' ').toLowerCase() };
    })
    .sort((a, b) => minutes(a.offset) - minutes(b.offset) || a.zone.localeCompare(b.zone))
    .map(({ zone, label, search }) => ({ zone, label, search }));
  return cached;
}

function minutes(offset: string): number {
  const match = /([+-])(\d\d):(\d\d)/.exec(offset);
  return match ? (match[1] === '-' ? -1 : 1) * (Number(match[2]) * 60 + Number(match[3])) : 0;
}

/** Whether every word typed appears in the option ("new york", "+01", "europe ber"). */
export function zoneMatches(option: TimeZoneOption, query: string): boolean {
  const words = query.toLowerCase().replace(/_/g, ' ').split(/\s+/).filter(Boolean);
  return words.every((word) => option.search.includes(word));
}
