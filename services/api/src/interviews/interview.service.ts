import { randomUUID } from 'node:crypto';
import type { Db } from '@fast-track/shared/db/db';
import { handleCommand } from '@fast-track/shared/event-store/handle-command';
import type { Projection } from '@fast-track/shared/event-store/projection';
import type { RecordedEvent } from '@fast-track/shared/event-store/types';
import type { Logger } from '@fast-track/shared/logger';
import { applicationById, applicationOfJob, applicationOfStudent, endedApplications, type ApplicationParties } from '../jobs/index.ts';
import { handOffStaged, type MailQueue, type StagedMail } from '../mail/index.ts';
import { calendarDecider, interviewDecider, InterviewApplicationNotFoundError, InterviewNotFoundError, type CalendarCommand, type InterviewCommand } from './interview.decider.ts';
import { calendarStreamId, emptyInterview, interviewStreamId, type InterviewEvent } from './interview.ts';
import { stageInterviewMails } from './interview-mails.ts';
import { findInterview, type InterviewView } from './read-models/interview.queries.ts';

export interface InterviewDeps {
  db: Db;
  logger: Logger;
  projections: readonly Projection[];
  now: () => number;
  mail: MailQueue;
}

/** A member of the organisation in the path (the route proved it). */
export interface ActingMember {
  accountId: string;
  companyId: string;
}

export interface ProposalInput {
  slots: { start: string; minutes: number }[];
  timeZone: string;
  message: string;
}

const nowIso = (deps: Pick<InterviewDeps, 'now'>) => new Date(deps.now()).toISOString();

/**
 * One interview command and what follows it, in one transaction: the interviewer's calendar holds the picked window
 * (refused when another applicant holds it) or lets a booked one go, and the mails are stored (../mail/staged-mail.ts).
 * Handed to the queue once it commits; the answer is the interview as it now stands.
 */
async function act(deps: InterviewDeps, parties: ApplicationParties, command: InterviewCommand, actor: string): Promise<InterviewView> {
  const { applicationId } = parties;
  const now = command.data.now;
  const staged = await deps.db.transaction(async (tx): Promise<StagedMail[]> => {
    const result = await handleCommand(tx, interviewStreamId(applicationId), interviewDecider, command, {
      projections: deps.projections,
      initialState: async (inner) => emptyInterview((await applicationById(inner, applicationId)) ?? null),
      metadata: { actor },
    });
    const mails: StagedMail[] = [];
    for (const event of result.events as RecordedEvent<InterviewEvent>[]) {
      const calendar = await calendarCommandOf(tx, event, now);
      if (calendar) {
        await handleCommand(tx, calendarStreamId(calendar.data.interviewerId), calendarDecider, calendar, { metadata: { actor } });
      }
      mails.push(...(await stageInterviewMails(tx, parties, event, result.state)));
    }
    return mails;
  });
  if (staged.length > 0) await handOffStaged(deps.mail, staged, deps.logger);
  const view = await findInterview(deps.db, applicationId);
  if (!view) throw new InterviewNotFoundError('No interview has been proposed for this application.');
  return view;
}

/** A pick holds its window in the interviewer's calendar; a cancellation, a new proposal or a new-time request lets it go. */
async function calendarCommandOf(tx: Db, event: RecordedEvent<InterviewEvent>, now: string): Promise<CalendarCommand | undefined> {
  const { applicationId } = event.data;
  if (event.type === 'InterviewSlotPicked') {
    const { interviewerId, start, end } = event.data;
    return { type: 'HoldSlot', data: { interviewerId, applicationId, start, end, ended: await endedHolders(tx, interviewerId, applicationId, start, end), now } };
  }
  const released = event.data.released;
  return released ? { type: 'ReleaseSlot', data: { interviewerId: released.interviewerId, applicationId, now } } : undefined;
}

/** The interviewer's other bookings over this window whose applications have ended since: the pick may take them. */
async function endedHolders(tx: Db, interviewerId: string, applicationId: string, start: string, end: string): Promise<string[]> {
  const holders = await tx.query<{ application_id: string }>(
    `SELECT application_id::text AS application_id FROM interviews
     WHERE interviewer_id = $1::uuid AND status = 'booked' AND application_id <> $2::uuid AND booked_start < $4 AND booked_end > $3`,
    [interviewerId, applicationId, start, end],
  );
  return [...(await endedApplications(tx, holders.rows.map((r) => r.application_id)))];
}

async function companyApplication(deps: InterviewDeps, member: ActingMember, jobId: string, applicationId: string): Promise<ApplicationParties> {
  const parties = await applicationOfJob(deps.db, jobId, applicationId);
  if (!parties || parties.companyId !== member.companyId || parties.stage === 'withdrawn') throw new InterviewApplicationNotFoundError('No such application for this job.');
  return parties;
}

async function studentApplication(deps: InterviewDeps, studentId: string, jobId: string): Promise<ApplicationParties> {
  const parties = await applicationOfStudent(deps.db, jobId, studentId);
  if (!parties) throw new InterviewApplicationNotFoundError('You have not applied to this job.');
  return parties;
}

// ── The company's side ──────────────────────────────────────────────────────────────────────────────────
export async function companyInterview(deps: InterviewDeps, member: ActingMember, jobId: string, applicationId: string): Promise<InterviewView | null> {
  const parties = await companyApplication(deps, member, jobId, applicationId);
  return findInterview(deps.db, parties.applicationId);
}

/** Proposes times (a first proposal, new times after a request, or other times instead of a booked one). */
export async function proposeInterview(deps: InterviewDeps, member: ActingMember, jobId: string, applicationId: string, input: ProposalInput): Promise<InterviewView> {
  const parties = await companyApplication(deps, member, jobId, applicationId);
  const slots = input.slots.map((s) => ({ slotId: randomUUID(), start: s.start, minutes: s.minutes }));
  const command: InterviewCommand = {
    type: 'ProposeInterview',
    data: { applicationId, asCompanyId: member.companyId, proposalId: randomUUID(), slots, timeZone: input.timeZone, message: input.message, by: member.accountId, now: nowIso(deps) },
  };
  return act(deps, parties, command, member.accountId);
}

export async function cancelByCompany(deps: InterviewDeps, member: ActingMember, jobId: string, applicationId: string, message: string): Promise<InterviewView> {
  const parties = await companyApplication(deps, member, jobId, applicationId);
  const command: InterviewCommand = { type: 'CancelInterview', data: { applicationId, side: 'company', asCompanyId: member.companyId, by: member.accountId, message, now: nowIso(deps) } };
  return act(deps, parties, command, member.accountId);
}

// ── The student's side ──────────────────────────────────────────────────────────────────────────────────
export async function studentInterview(deps: InterviewDeps, studentId: string, jobId: string): Promise<InterviewView | null> {
  const parties = await studentApplication(deps, studentId, jobId);
  return findInterview(deps.db, parties.applicationId);
}

export async function pickSlot(deps: InterviewDeps, studentId: string, jobId: string, slotId: string): Promise<InterviewView> {
  const parties = await studentApplication(deps, studentId, jobId);
  return act(deps, parties, { type: 'PickInterviewSlot', data: { applicationId: parties.applicationId, studentId, slotId, now: nowIso(deps) } }, studentId);
}

export async function cancelByStudent(deps: InterviewDeps, studentId: string, jobId: string, message: string): Promise<InterviewView> {
  const parties = await studentApplication(deps, studentId, jobId);
  return act(deps, parties, { type: 'CancelInterview', data: { applicationId: parties.applicationId, side: 'student', by: studentId, message, now: nowIso(deps) } }, studentId);
}

export async function requestNewTime(deps: InterviewDeps, studentId: string, jobId: string, message: string): Promise<InterviewView> {
  const parties = await studentApplication(deps, studentId, jobId);
  return act(deps, parties, { type: 'RequestNewInterviewTime', data: { applicationId: parties.applicationId, studentId, message, now: nowIso(deps) } }, studentId);
}
