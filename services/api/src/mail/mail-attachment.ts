import { icsCalendar } from '@fast-track/shared/calendar-ics';
import type { CalendarVars, MailLanguage } from './mail-job.ts';

// Attachments are made when a mail is rendered, from its vars (never stored as bytes in the queue or the payload
// table): today only an event's .ics, the same file as the event page's add-to-calendar (@fast-track/shared/calendar-ics).

export interface MailAttachment {
  filename: string;
  contentType: string;
  /** UTF-8 text. */
  content: string;
}

/** A mail's attachments together stay below this; a larger one is a bug, not a mail to send. */
export const maxAttachmentBytes = 64 * 1024;

export function calendarAttachment(calendar: CalendarVars, now: Date): MailAttachment {
  const ics = icsCalendar({ ...calendar, start: new Date(calendar.start), end: new Date(calendar.end) }, now);
  const attachment = { filename: 'event.ics', contentType: 'text/calendar; charset=utf-8; method=PUBLISH', content: ics };
  assertAttachmentSize([attachment]);
  return attachment;
}

export function assertAttachmentSize(attachments: readonly MailAttachment[]): void {
  const bytes = attachments.reduce((sum, a) => sum + Buffer.byteLength(a.content, 'utf8'), 0);
  if (bytes > maxAttachmentBytes) throw new Error(`mail attachments of ${bytes} bytes exceed ${maxAttachmentBytes}`);
}

/** The Intl locale of a mail language: the product's English is British (day before month, 24-hour clock). */
const intlLocale = (lng: MailLanguage): string => (lng === 'en' ? 'en-GB' : lng);

/** When an event starts, for the reader: their language, the event's zone (UTC if the zone is unknown). */
export function startsAt(lng: MailLanguage, calendar: CalendarVars): string {
  const options: Intl.DateTimeFormatOptions = { weekday: 'long', day: 'numeric', month: 'long', hour: '2-digit', minute: '2-digit', timeZoneName: 'short' };
  try {
    return new Intl.DateTimeFormat(intlLocale(lng), { ...options, timeZone: calendar.timeZone }).format(new Date(calendar.start));
  } catch {
    return new Intl.DateTimeFormat(intlLocale(lng), { ...options, timeZone: 'UTC' }).format(new Date(calendar.start));
  }
}

/** A job's deadline, for the reader: their language, in UTC with the zone named (a student's own zone is unknown). */
export function deadlineAt(lng: MailLanguage, deadline: string): string {
  return new Intl.DateTimeFormat(intlLocale(lng), { weekday: 'long', day: 'numeric', month: 'long', hour: '2-digit', minute: '2-digit', timeZone: 'UTC', timeZoneName: 'short' }).format(new Date(deadline));
}
