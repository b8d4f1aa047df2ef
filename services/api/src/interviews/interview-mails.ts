import type { Db } from '@fast-track/shared/db/db';
import type { RecordedEvent } from '@fast-track/shared/event-store/types';
import { findAccountProfile } from '../accounts/index.ts';
import type { ApplicationParties } from '../jobs/index.ts';
import { stageMail, type MailJobInput, type StagedMail } from '../mail/index.ts';
import type { InterviewEvent, InterviewState } from './interview.ts';

type Audience = 'student' | 'employer';
type Change = 'proposed' | 'booked' | 'cancelled' | 'new-time';

/**
 * Who hears of an interview event, in their own language: a proposal goes to the student; a booking to both (each
 * with the .ics); a cancellation to the other side; a request for another time to the interviewer (the member who
 * proposed). Mails to the interviewer name no student and quote none of their words. Stored in the command's
 * transaction, keyed by the event, so a retry mails nobody twice.
 */
export async function stageInterviewMails(tx: Db, parties: ApplicationParties, event: RecordedEvent<InterviewEvent>, state: InterviewState): Promise<StagedMail[]> {
  const recipients = recipientsOf(event);
  if (recipients.length === 0) return [];
  const student = await findAccountProfile(tx, parties.studentId);
  const interviewer = state.interviewerId ? await findAccountProfile(tx, state.interviewerId) : undefined;
  const booked = event.type === 'InterviewSlotPicked' ? { start: event.data.start, end: event.data.end } : {};
  const by = event.type === 'InterviewCancelled' ? event.data.side : event.type === 'InterviewProposed' ? 'company' : 'student';
  // Only the company's words are quoted (they go to the student): a student's message stays on the screen, so an
  // erased account leaves none of its words in anyone's mail.
  const message = by === 'company' && 'message' in event.data && event.data.message.trim() ? { message: event.data.message } : {};
  const staged: StagedMail[] = [];
  for (const audience of recipients) {
    const person = audience === 'student' ? student : interviewer;
    if (!person) continue;
    const job: MailJobInput = {
      to: person.email,
      template: 'interview',
      lng: person.lng ?? 'en',
      vars: {
        change: changeOf(event),
        audience,
        by,
        jobId: parties.jobId,
        applicationId: parties.applicationId,
        jobTitle: parties.jobTitle,
        companyName: parties.companyName || '—',
        ...booked,
        timeZone: state.timeZone,
        ...message,
        ...(person.firstName ? { name: person.firstName } : {}),
      },
    };
    const mail = await stageMail(tx, job, `interview:${person.email}:${event.streamId}:${event.streamPosition}`);
    if (mail) staged.push(mail);
  }
  return staged;
}

function changeOf(event: RecordedEvent<InterviewEvent>): Change {
  switch (event.type) {
    case 'InterviewProposed':
      return 'proposed';
    case 'InterviewSlotPicked':
      return 'booked';
    case 'InterviewCancelled':
      return 'cancelled';
    case 'InterviewNewTimeRequested':
      return 'new-time';
    case 'InterviewEnded':
      // Never mailed (no recipients): to the mails it is a cancellation.
      return 'cancelled';
  }
}

function recipientsOf(event: RecordedEvent<InterviewEvent>): Audience[] {
  switch (event.type) {
    case 'InterviewProposed':
      return ['student'];
    case 'InterviewSlotPicked':
      return ['student', 'employer'];
    case 'InterviewCancelled':
      return [event.data.side === 'company' ? 'student' : 'employer'];
    case 'InterviewNewTimeRequested':
      return ['employer'];
    case 'InterviewEnded':
      // The application's end is the news, and the jobs slice tells the student of it.
      return [];
  }
}
