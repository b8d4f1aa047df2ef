import type { Db } from '@fast-track/shared/db/db';
import { overlaps } from '@fast-track/shared/interview-rules';
import { endedApplications } from '../../jobs/index.ts';
import type { InterviewSide, InterviewStatus, Slot } from '../interview.ts';

/** An interview as both sides see it; `taken`: the interviewer has booked that window with another applicant since. */
export interface InterviewView {
  applicationId: string;
  jobId: string;
  status: InterviewStatus;
  /** The proposer's IANA zone; screens show each slot in the viewer's zone and name this one beside it. */
  timeZone: string;
  slots: (Slot & { taken: boolean })[];
  booked: Slot | null;
  /** Who made the last change, and the short message they wrote with it ('' when none). */
  lastSide: InterviewSide;
  message: string;
  updatedAt: string;
}

interface Row {
  application_id: string;
  job_id: string;
  status: InterviewStatus;
  slots: Slot[] | string;
  time_zone: string;
  interviewer_id: string;
  booked_slot_id: string | null;
  booked_start: Date | string | null;
  booked_end: Date | string | null;
  last_side: InterviewSide;
  message: string;
  updated_at: Date | string;
}

const iso = (value: Date | string): string => new Date(value).toISOString();

export async function findInterview(db: Db, applicationId: string): Promise<InterviewView | null> {
  const found = await db.query<Row>(
    `SELECT application_id, job_id, status, slots, time_zone, interviewer_id::text AS interviewer_id, booked_slot_id::text AS booked_slot_id,
            booked_start, booked_end, last_side, message, updated_at
     FROM interviews WHERE application_id = $1::uuid`,
    [applicationId],
  );
  const row = found.rows[0];
  if (!row) return null;
  const slots = typeof row.slots === 'string' ? (JSON.parse(row.slots) as Slot[]) : row.slots;
  const busy = row.status === 'proposed' ? await otherBookings(db, row.interviewer_id, row.application_id) : [];
  return {
    applicationId: row.application_id,
    jobId: row.job_id,
    status: row.status,
    timeZone: row.time_zone,
    slots: slots.map((s) => ({ ...s, taken: busy.some((b) => overlaps(Date.parse(s.start), Date.parse(s.end), b.start, b.end)) })),
    booked: row.booked_slot_id && row.booked_start && row.booked_end ? { slotId: row.booked_slot_id, start: iso(row.booked_start), end: iso(row.booked_end) } : null,
    lastSide: row.last_side,
    message: row.message,
    updatedAt: iso(row.updated_at),
  };
}

/** The interviewer's windows booked by other applications (upcoming only). */
async function otherBookings(db: Db, interviewerId: string, applicationId: string): Promise<{ start: number; end: number }[]> {
  const found = await db.query<{ application_id: string; booked_start: Date | string; booked_end: Date | string }>(
    `SELECT application_id::text AS application_id, booked_start, booked_end FROM interviews
     WHERE interviewer_id = $1::uuid AND status = 'booked' AND application_id <> $2::uuid AND booked_end > now()`,
    [interviewerId, applicationId],
  );
  // A booking of an application that has ended since (withdrawn, declined, closed) no longer blocks its window.
  const ended = await endedApplications(db, found.rows.map((r) => r.application_id));
  return found.rows.filter((r) => !ended.has(r.application_id)).map((r) => ({ start: Date.parse(iso(r.booked_start)), end: Date.parse(iso(r.booked_end)) }));
}
