/**
 * Country preselection from the browser's own time zone (no third-party IP lookup: nothing about the visitor leaves
 * the browser). Only zones of the 29 supported countries map to anything; the rest give undefined.
 */
const ZONES: Readonly<Record<string, string>> = {
  'Europe/London': 'United Kingdom',
  'Europe/Belfast': 'United Kingdom',
  GB: 'United Kingdom',
  'Europe/Berlin': 'Germany',
  'Europe/Busingen': 'Germany',
  'Europe/Amsterdam': 'Netherlands',
  'Europe/Brussels': 'Belgium',
  'Europe/Paris': 'France',
  'Europe/Warsaw': 'Poland',
  Poland: 'Poland',
  'Europe/Zurich': 'Switzerland',
  'Europe/Tallinn': 'Estonia',
  'Europe/Helsinki': 'Finland',
  'Europe/Mariehamn': 'Finland',
  'Asia/Tbilisi': 'Georgia',
  'Europe/Athens': 'Greece',
  'Europe/Budapest': 'Hungary',
  'Europe/Dublin': 'Ireland',
  Eire: 'Ireland',
  'Europe/Rome': 'Italy',
  'Europe/Riga': 'Latvia',
  'Europe/Vaduz': 'Liechtenstein',
  'Europe/Vilnius': 'Lithuania',
  'Europe/Luxembourg': 'Luxembourg',
  'Europe/Malta': 'Malta',
  'Europe/Chisinau': 'Moldova',
  'Europe/Tiraspol': 'Moldova',
  'Europe/Skopje': 'North Macedonia',
  'Europe/Oslo': 'Norway',
  'Arctic/Longyearbyen': 'Norway',
  'Europe/Lisbon': 'Portugal',
  'Atlantic/Madeira': 'Portugal',
  'Atlantic/Azores': 'Portugal',
  Portugal: 'Portugal',
  'Europe/Bucharest': 'Romania',
  'Europe/Bratislava': 'Slovakia',
  'Europe/Ljubljana': 'Slovenia',
  'Europe/Madrid': 'Spain',
  'Africa/Ceuta': 'Spain',
  'Atlantic/Canary': 'Spain',
  'Europe/Stockholm': 'Sweden',
  'Europe/Istanbul': 'Turkey',
  'Asia/Istanbul': 'Turkey',
  Turkey: 'Turkey',
};

export function countryFromTimeZone(timeZone: string | undefined | null): string | undefined {
  return timeZone ? ZONES[timeZone] : undefined;
}

/** The browser's zone; undefined where Intl cannot tell. */
export function browserTimeZone(): string | undefined {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone;
  } catch {
    return undefined;
  }
}
