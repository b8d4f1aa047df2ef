// Numbers are written the reader's way ('6,67' in German, '6.67' in English): every number the SPA shows goes through
// Intl in the UI language, never toFixed or String(). One Intl.NumberFormat per (locale, options), as in date-format.ts.
const formats = new Map<string, Intl.NumberFormat>();

/** A shared Intl.NumberFormat for these arguments. */
export function numberFormat(locale: string, options: Intl.NumberFormatOptions = {}): Intl.NumberFormat {
  const key = `${locale}\u0000${JSON.stringify(options)}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(locale, options);
    formats.set(key, format);
  }
  return format;
}

/** A score or count as the reader writes it: at most two decimals, none when whole ('6,67', '10'). */
export function formatNumber(value: number, locale: string, maximumFractionDigits = 2): string {
  return numberFormat(locale, { maximumFractionDigits }).format(Number.isFinite(value) ? value : 0);
}

/** A number of seconds with its unit in the reader's language: 'short' for a label ('58 Sek.'), 'long' to be read
 *  aloud ('58 Sekunden'); Intl picks the plural form (Polish has three). */
export function formatSeconds(seconds: number, locale: string, unitDisplay: 'short' | 'long'): string {
  return numberFormat(locale, { style: 'unit', unit: 'second', unitDisplay }).format(seconds);
}
