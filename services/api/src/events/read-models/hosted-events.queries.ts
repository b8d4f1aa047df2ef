import { takenDown } from '@fast-track/shared/admin/takedowns';
import type { Db } from '@fast-track/shared/db/db';
import type { EventStatus } from '../hosting/event-hosting.ts';

/** Where an event stands for its host's lists (docs/events.md § Hosting). */
export type EventPhase = 'draft' | 'upcoming' | 'past' | 'cancelled';

export interface HostedEventSummary {
  uniqueId: string;
  link: string;
  status: EventStatus;
  phase: EventPhase;
  title: string;
  type: string;
  img: string;
  startTime: string;
  endTime: string;
  timezone: string;
  approval: boolean;
  /** organisations/audience.ts: everyone, own-university-students or members. */
  visibility: string;
  attending: number;
  pending: number;
  /** Students on the waitlist of a full event (issue 26). */
  waiting: number;
  questions: number;
  /** A published event's language fields as students get them (docs/events.md § Languages): versions' titles only. */
  sourceLanguage?: string;
  translations?: Record<string, { title: string }>;
  /** An admin took it down (docs/admin.md § Takedowns): students no longer see it; its host's list marks it. */
  takenDown: boolean;
}

interface SummaryRow {
  event_id: string;
  taken_down: boolean;
  link: string;
  status: EventStatus;
  title: string;
  type: string;
  img: string;
  starts_at: Date | string;
  ends_at: Date | string;
  timezone: string;
  approval: boolean;
  visibility: string;
  attending: number;
  pending: number;
  waiting: number;
  questions: number;
  source_language: string | null;
  translations: Record<string, { title?: unknown }> | null;
}

/** The versions' titles, from the stored document's `translations` (well formed: the decider checked them). */
const titlesOf = (value: SummaryRow['translations']): Record<string, { title: string }> | undefined => {
  const versions = Object.entries(value ?? {}).filter(([, v]) => typeof v?.title === 'string');
  return versions.length > 0 ? Object.fromEntries(versions.map(([lng, v]) => [lng, { title: v.title as string }])) : undefined;
};

/** The attendance row's user id as a uuid (an index lookup of the account), NULL for demo students' text ids. */
const userUuid = `(CASE WHEN a.user_id ~ '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$' THEN a.user_id::uuid END)`;

const phaseOf = (status: EventStatus, endsAt: number, nowMs: number): EventPhase =>
  status === 'published' ? (endsAt >= nowMs ? 'upcoming' : 'past') : status;

/** Every event of one company, soonest first, with the counts a host watches. At most 500: a dashboard, not an archive. */
export async function hostedEventsOf(db: Db, companyId: string, nowMs: number): Promise<HostedEventSummary[]> {
  const found = await db.query<SummaryRow>(
    `SELECT h.event_id::text AS event_id, h.link, h.status, h.title, h.type, h.img, h.starts_at, h.ends_at, h.timezone, h.approval, h.visibility,
            (SELECT count(*)::int FROM event_attendance a WHERE a.event_id = h.event_id AND a.status = 'attending') AS attending,
            (SELECT count(*)::int FROM event_attendance a WHERE a.event_id = h.event_id AND a.status = 'pending') AS pending,
            (SELECT count(*)::int FROM event_attendance a WHERE a.event_id = h.event_id AND a.status = 'waiting') AS waiting,
            (SELECT count(*)::int FROM event_questions q WHERE q.event_id = h.event_id) AS questions,
            (SELECT e.body::jsonb->>'sourceLanguage' FROM event_list e WHERE e.event_id = h.event_id) AS source_language,
            (SELECT e.body::jsonb->'translations' FROM event_list e WHERE e.event_id = h.event_id) AS translations,
            ${takenDown('h.event_id')} AS taken_down
     FROM hosted_events h WHERE h.company_id = $1
     ORDER BY h.starts_at, h.event_id LIMIT 500`,
    [companyId],
  );
  return found.rows.map((r) => {
    const endsAt = new Date(r.ends_at).getTime();
    return {
      uniqueId: r.event_id,
      link: r.link,
      status: r.status,
      phase: phaseOf(r.status, endsAt, nowMs),
      title: r.title,
      type: r.type,
      img: r.img,
      startTime: new Date(r.starts_at).toISOString(),
      endTime: new Date(endsAt).toISOString(),
      timezone: r.timezone,
      approval: r.approval,
      visibility: r.visibility,
      attending: Number(r.attending),
      pending: Number(r.pending),
      waiting: Number(r.waiting),
      questions: Number(r.questions),
      ...(r.source_language ? { sourceLanguage: r.source_language } : {}),
      ...(titlesOf(r.translations) ? { translations: titlesOf(r.translations)! } : {}),
      takenDown: r.taken_down,
    };
  });
}

/** The company, title and address of one event (any status), for the host's decisions and their mails. */
export async function hostedEventOf(db: Db, eventId: string): Promise<{ eventId: string; companyId: string; title: string; link: string } | undefined> {
  const found = await db.query<{ company_id: string; title: string; link: string }>(
    'SELECT company_id::text AS company_id, title, link FROM hosted_events WHERE event_id = $1',
    [eventId],
  );
  const row = found.rows[0];
  return row && { eventId, companyId: row.company_id, title: row.title, link: row.link };
}

/** A student as their host sees them: names and university (no address; demo students have neither). */
export interface AttendeeView {
  uniqueId: string;
  firstName: string;
  LastName: string;
  university: string;
  status: 'attending' | 'pending' | 'declined' | 'waiting';
  since: string;
  /** When the host let them in (attending students only); null until then. */
  checkedInAt: string | null;
}

export interface HostQuestionView {
  uniqueId: string;
  text: string;
  upvotes: number;
  answered: boolean;
  askedAt: string | null;
  /** Its asker deleted their account (the text is empty). */
  erased?: true;
}

/** Who attends, who waits for a decision, and what they asked: the host's detail page. */
export async function hostAttendanceOf(db: Db, eventId: string): Promise<{ attendees: AttendeeView[]; questions: HostQuestionView[] }> {
  const [attendees, questions] = await Promise.all([
    db.query<{ user_id: string; first_name: string | null; last_name: string | null; university: string | null; status: AttendeeView['status']; updated_at: Date | string; checked_in_at: Date | string | null }>(
      `SELECT a.user_id, i.first_name, i.last_name, s.university_name AS university, a.status, a.updated_at, a.checked_in_at
       FROM event_attendance a
       LEFT JOIN account_identities i ON i.account_id = ${userUuid}
       LEFT JOIN students s ON s.student_id = ${userUuid}
       WHERE a.event_id = $1 ORDER BY a.position, a.user_id LIMIT 5000`,
      [eventId],
    ),
    db.query<{ question_id: string; text: string; upvotes: number; answered: boolean | null; asked_at: Date | string | null; erased: boolean }>(
      `SELECT q.question_id::text AS question_id, q.text, q.answered, q.asked_at, q.erased,
              (SELECT count(*)::int FROM question_upvotes u WHERE u.question_id = q.question_id) AS upvotes
       FROM event_questions q WHERE q.event_id = $1 ORDER BY q.position LIMIT 1000`,
      [eventId],
    ),
  ]);
  return {
    attendees: attendees.rows.map((r) => ({
      uniqueId: r.user_id,
      firstName: r.first_name ?? '',
      LastName: r.last_name ?? '',
      university: r.university ?? '',
      status: r.status,
      since: new Date(r.updated_at).toISOString(),
      checkedInAt: r.checked_in_at === null ? null : new Date(r.checked_in_at).toISOString(),
    })),
    questions: questions.rows.map((r) => ({
      uniqueId: r.question_id,
      text: r.text,
      upvotes: Number(r.upvotes),
      answered: r.answered === true,
      askedAt: r.asked_at === null ? null : new Date(r.asked_at).toISOString(),
      ...(r.erased ? { erased: true as const } : {}),
    })),
  };
}

/** The students an event's news goes to: attending, waiting for a decision or for a place, with what a mail needs. */
export async function attendeeContacts(db: Db, eventId: string): Promise<{ userId: string; email: string; firstName: string; lng: string }[]> {
  const found = await db.query<{ user_id: string; email: string; first_name: string; lng: string | null }>(
    `SELECT a.user_id, i.email, i.first_name, acc.lng
     FROM event_attendance a
     JOIN account_identities i ON i.account_id = ${userUuid}
     LEFT JOIN accounts acc ON acc.account_id = i.account_id
     WHERE a.event_id = $1 AND a.status IN ('attending', 'pending', 'waiting')
     ORDER BY a.position`,
    [eventId],
  );
  return found.rows.map((r) => ({ userId: r.user_id, email: r.email, firstName: r.first_name, lng: r.lng ?? 'en' }));
}

/** One student's contact, for the mail telling them a host's decision. */
export async function studentContact(db: Db, userId: string): Promise<{ email: string; firstName: string; lng: string } | undefined> {
  if (!/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/.test(userId)) return undefined;
  const found = await db.query<{ email: string; first_name: string; lng: string | null }>(
    `SELECT i.email, i.first_name, acc.lng FROM account_identities i LEFT JOIN accounts acc USING (account_id)
     WHERE i.account_id = $1`,
    [userId],
  );
  const row = found.rows[0];
  return row && { email: row.email, firstName: row.first_name, lng: row.lng ?? 'en' };
}
