// Building an Intl.DateTimeFormat costs far more than using one (locale data, zone rules): a list of 30 event cards
// built ~270 of them per render, ≈400 ms of main thread on a throttled phone (issue 10, TBT). One per distinct
// (locale, options) for the page's life; the set is small (a few locales × a few zones × a few shapes).
const formats = new Map<string, Intl.DateTimeFormat>();

/** A shared Intl.DateTimeFormat for these arguments; throws as the constructor does (e.g. an unknown time zone). */
export function dateTimeFormat(locale: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${locale}\u0000${JSON.stringify(options)}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, options);
    formats.set(key, format);
  }
  return format;
}

const zoneValidity = new Map<string, boolean>();

/** Whether the runtime knows this IANA zone (remembered per zone). */
export function isKnownTimeZone(timeZone: string): boolean {
  if (!timeZone) return false;
  let known = zoneValidity.get(timeZone);
  if (known === undefined) {
    try {
      dateTimeFormat('en', { timeZone });
      known = true;
    } catch {
      known = false;
    }
    zoneValidity.set(timeZone, known);
  }
  return known;
}

/**
 * Builds one formatter now, in a task of its own: the first Intl.DateTimeFormat of a page loads ICU's date data
 * (≈25 ms, ≈100 ms on a throttled phone), whichever locale or zone asks first. Screens call this while their data
 * is on the way, so that cost is not added to the task that renders the data (issue 10, TBT).
 */
export function warmDateFormatting(locale: string): void {
  setTimeout(() => {
    try {
      dateTimeFormat(locale, { timeZone: 'UTC', day: 'numeric', month: 'short' }).format(0);
    } catch {
      // an unknown locale falls back when the screen formats for real
    }
  }, 0);
}

/** A day as the reader writes it ('28 Nov 2026', '28.11.2026'): never toLocaleDateString() without a language. */
export function formatDay(value: string | number | Date, locale: string): string {
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? '' : dateTimeFormat(locale, { dateStyle: 'medium' }).format(date);
}
