import type { Db } from '@fast-track/shared/db/db';
import type { CalendarVars } from '../mail/index.ts';

// An event as the mails' calendar file (the attendance confirmation, the reminder): the same fields the event page's
// add-to-calendar uses (web/src/features/events/components/add-to-calendar.tsx), read from the event's list row.

const hourMs = 3_600_000;
const descriptionChars = 1500;

export interface EventCalendarRow {
  event_id: string;
  link: string;
  /** The stored Event document (JSON text). */
  body: string;
  starts_at: Date;
  ends_at: Date;
}

/** Columns of event_list `e` that eventCalendarVars reads. */
export const eventCalendarColumns = 'e.event_id::text AS event_id, e.link, e.body, e.starts_at, e.ends_at';

/** Plain text of the host's rich text: tags dropped, entities of the allowlist decoded, whitespace folded. */
function plainText(html: string): string {
  return html
    .replace(/<\/(p|li|h\d)>|<br\s*\/?>/gi, '\n')
    .replace(/<[^>]*>/g, '')
    .replace(/&nbsp;/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/[ \t]+/g, ' ')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

function locationLabel(doc: { online?: boolean; physicalLocation?: string }): string {
  if (doc.online) return 'Online';
  try {
    const label = doc.physicalLocation ? (JSON.parse(doc.physicalLocation) as { label?: unknown }).label : undefined;
    return typeof label === 'string' ? label : '';
  } catch {
    return '';
  }
}

export function eventCalendarVars(row: EventCalendarRow, publicUrl: string): CalendarVars {
  const doc = JSON.parse(row.body) as { title?: string; description?: string; timezone?: string; online?: boolean; physicalLocation?: string };
  const url = new URL(`/event/${encodeURIComponent(row.link)}`, publicUrl).toString();
  const about = plainText(doc.description ?? '');
  const start = new Date(row.starts_at);
  const end = new Date(row.ends_at).getTime() > start.getTime() ? new Date(row.ends_at) : new Date(start.getTime() + hourMs);
  return {
    id: row.event_id,
    title: (doc.title ?? '').slice(0, 800) || row.link,
    start: start.toISOString(),
    end: end.toISOString(),
    timeZone: (doc.timezone ?? 'UTC').slice(0, 64),
    description: [about.length > descriptionChars ? `${about.slice(0, descriptionChars - 1)}…` : about, url].filter(Boolean).join('\n\n'),
    location: locationLabel(doc).slice(0, 500),
    url,
  };
}

/** One event's calendar vars, or undefined if it is not listed (a draft). */
export async function calendarOfEvent(db: Db, eventId: string, publicUrl: string): Promise<CalendarVars | undefined> {
  const found = await db.query<EventCalendarRow>(`SELECT ${eventCalendarColumns} FROM event_list e WHERE e.event_id = $1`, [eventId]);
  const row = found.rows[0];
  return row && eventCalendarVars(row, publicUrl);
}
