import { industries } from '@fast-track/shared/company-profile-rules';
import { dateTimeFormat } from '../../../lib/date-format.ts';

/** The translation key of a stored industry value ('Investment Banking' → employer.industries.investmentBanking). */
export function industryLabelKey(value: string): string | undefined {
  const key = Object.entries(industries).find(([, v]) => v === value)?.[0];
  return key ? `employer.industries.${key}` : undefined;
}

/** A date and time in the event's own zone, in the reader's language ('Tue, 3 Mar, 17:00 GMT'). */
export function eventWhen(iso: string, timeZone: string, lng: string): string {
  try {
    return dateTimeFormat(lng, { weekday: 'short', day: 'numeric', month: 'short', hour: '2-digit', minute: '2-digit', timeZone, timeZoneName: 'short' }).format(new Date(iso));
  } catch {
    return new Date(iso).toLocaleString(lng);
  }
}

export function shortDate(iso: string, lng: string, timeZone?: string): string {
  return dateTimeFormat(lng, { day: 'numeric', month: 'short', year: 'numeric', ...(timeZone ? { timeZone } : {}) }).format(new Date(iso));
}

/** The website as people read it: no scheme, no trailing slash. */
export const displayAddress = (url: string): string => url.replace(/^https?:\/\//i, '').replace(/\/$/, '');
