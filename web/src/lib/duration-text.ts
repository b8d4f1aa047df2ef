import { numberFormat } from './number-format.ts';

/** "2 days" or "5 hours": a duration in hours, in whole days from two days on, in the reader's language. */
export function hoursText(hours: number, lng: string): string {
  return hours >= 48
    ? numberFormat(lng, { style: 'unit', unit: 'day', unitDisplay: 'long' }).format(Math.round(hours / 24))
    : numberFormat(lng, { style: 'unit', unit: 'hour', unitDisplay: 'long' }).format(hours);
}
