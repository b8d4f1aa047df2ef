import type { Db } from '@fast-track/shared/db/db';
import type { ApplicationEvent } from './application.ts';

/** Why an application ended: the student withdrew, the employer declined or made an offer, or its job closed. */
export type ApplicationEndReason = 'withdrawn' | 'rejected' | 'offer' | 'closed';

export interface EndedApplication {
  applicationId: string;
  reason: ApplicationEndReason;
}

/**
 * What another slice does, in the same transaction, when applications end (app-wiring.ts hands the interviews
 * slice's `endInterviews`): an interview on an application that ended must not stay "booked" (docs/jobs.md §
 * Interviews). A port, so the jobs slice imports nothing of the slice that reacts.
 */
export type ApplicationsEnded = (tx: Db, ended: readonly EndedApplication[], now: string) => Promise<void>;

/** The applications these events ended. A student's withdrawal on account deletion is the erasure hooks' own. */
export function endedBy(events: readonly ApplicationEvent[]): EndedApplication[] {
  const ended: EndedApplication[] = [];
  for (const event of events) {
    if (event.type === 'ApplicationWithdrawn' && event.data.reason === 'student') ended.push({ applicationId: event.data.applicationId, reason: 'withdrawn' });
    else if (event.type === 'ApplicationClosed') ended.push({ applicationId: event.data.applicationId, reason: 'closed' });
    else if (event.type === 'ApplicationStageChanged' && (event.data.to === 'rejected' || event.data.to === 'offer')) {
      ended.push({ applicationId: event.data.applicationId, reason: event.data.to });
    }
  }
  return ended;
}

/** Tells the port of the applications these events ended, in the caller's transaction; nothing when none did. */
export async function reportEnded(port: ApplicationsEnded | undefined, tx: Db, events: readonly ApplicationEvent[], now: string): Promise<void> {
  const ended = endedBy(events);
  if (port && ended.length > 0) await port(tx, ended, now);
}
