/** Offset of `zone` from UTC at instant `utcMs`, in ms (positive east of Greenwich). */
export function zoneOffsetMs(utcMs: number, zone: string): number {
  const parts = new Intl.DateTimeFormat('en-GB', {
    timeZone: zone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  }).formatToParts(new Date(utcMs));
  const get = (type: string): number => Number(parts.find((p) => p.type === type)?.value);
  const asUtc = Date.UTC(get('year'), get('month') - 1, get('day'), get('hour'), get('minute'), get('second'));
  return asUtc - Math.floor(utcMs / 1000) * 1000;
}

/**
 * The UTC instant at which the wall clock in `zone` shows the given local date and time. Two passes settle
 * the offset when the first guess falls on the other side of a DST change.
 */
export function zonedTimeToUtc(
  local: { year: number; month: number; day: number; hour: number; minute: number },
  zone: string,
): Date {
  const wall = Date.UTC(local.year, local.month - 1, local.day, local.hour, local.minute);
  const first = wall - zoneOffsetMs(wall, zone);
  return new Date(wall - zoneOffsetMs(first, zone));
}

/** The wall clock in `zone` at instant `utcMs`: date as YYYY-MM-DD and time as HH:MM (what an editor shows). */
export function utcToZonedParts(utcMs: number, zone: string): { date: string; time: string } {
  const local = new Date(Math.floor(utcMs / 60_000) * 60_000 + zoneOffsetMs(utcMs, zone));
  const iso = local.toISOString();
  return { date: iso.slice(0, 10), time: iso.slice(11, 16) };
}

let knownZones: ReadonlySet<string> | undefined;

/** Canonical IANA names this runtime knows (ICU's list), plus UTC, which the list leaves out. */
export function timeZoneNames(): ReadonlySet<string> {
  knownZones ??= new Set(['UTC', ...Intl.supportedValuesOf('timeZone')]);
  return knownZones;
}

/**
 * An IANA zone name as a person picks it: a canonical name of this runtime, or an alias it resolves to one (the
 * browser's ICU may be newer and say Europe/Kyiv where ours says Europe/Kiev). Case must match: the lookup of
 * Intl is case-insensitive, the stored name is shown to people.
 */
export function isIanaTimeZone(zone: string): boolean {
  if (zone.length === 0 || zone.length > 64 || !/^[A-Za-z][A-Za-z0-9_+-]*(?:\/[A-Za-z0-9_+-]+)*$/.test(zone)) return false;
  const known = timeZoneNames();
  if (known.has(zone)) return true;
  try {
    const resolved = new Intl.DateTimeFormat('en-GB', { timeZone: zone }).resolvedOptions().timeZone;
    return resolved.toLowerCase() !== zone.toLowerCase() && known.has(resolved) && zone.includes('/');
  } catch {
    return false;
  }
}
