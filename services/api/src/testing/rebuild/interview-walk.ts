import { handleCommand } from '@fast-track/shared/event-store/handle-command';
import { stableUuid } from '../../demo/demo-random.ts';
import { applicationById, applicationDecider, applicationStart, applicationStreamId, reportEnded, type ApplicationCommand } from '../../jobs/index.ts';
import { calendarDecider, calendarStreamId, emptyInterview, endInterviews, interviewDecider, interviewStreamId, type InterviewCommand } from '../../interviews/index.ts';
import type { RebuildWorld } from './rebuild-world.ts';

/**
 * Interviews on the applications the job walk made: proposals (some with slots refused), picks of few shared windows
 * by few interviewers (so the calendar refuses some), cancellations by either side and requests for another time,
 * each with its calendar hold or release in one transaction, as the interviews service runs them; and applications
 * that end (withdrawn, declined, an offer), which end their interviews in the same transaction.
 */
export async function interviewWalk(w: RebuildWorld): Promise<void> {
  const { db, random, pick, start, options, tallied, ids, accountIds, pickOrganisation } = w;
  const interviewers = accountIds.slice(0, 3);
  // Few windows, shared by every proposal: two applicants often want the same one.
  const windows = [26, 27, 50, 74].map((hours) => new Date(start + hours * 3_600_000).toISOString());

  const runInterview = (command: InterviewCommand) =>
    tallied(command.type, () =>
      db.transaction(async (tx) => {
        const { applicationId, now } = command.data;
        const result = await handleCommand(tx, interviewStreamId(applicationId), interviewDecider, command, {
          ...options,
          initialState: async (inner) => emptyInterview((await applicationById(inner, applicationId)) ?? null),
        });
        for (const event of result.events) {
          if (event.type === 'InterviewSlotPicked') {
            const { interviewerId, start: from, end } = event.data;
            // Windows of applications that ended since are taken over, as the service does (their ids, read here).
            const holders = await tx.query<{ id: string }>(
              `SELECT i.application_id::text AS id FROM interviews i JOIN job_applications a USING (application_id)
               WHERE i.interviewer_id = $1 AND i.status = 'booked' AND a.stage NOT IN ('applied', 'shortlisted', 'interview')`,
              [interviewerId],
            );
            await handleCommand(tx, calendarStreamId(interviewerId), calendarDecider, { type: 'HoldSlot', data: { interviewerId, applicationId, start: from, end, ended: holders.rows.map((r) => r.id), now } });
          } else if (event.data.released) {
            const { interviewerId } = event.data.released;
            await handleCommand(tx, calendarStreamId(interviewerId), calendarDecider, { type: 'ReleaseSlot', data: { interviewerId, applicationId, now } });
          }
        }
      }),
    );
  const applications = async () =>
    (await db.query<{ application_id: string; company_id: string; student_id: string }>(`SELECT application_id, company_id::text AS company_id, student_id::text AS student_id FROM job_applications ORDER BY application_id`)).rows;
  const slotsOf = async (applicationId: string) =>
    (await db.query<{ slots: { slotId: string }[] | string }>('SELECT slots FROM interviews WHERE application_id = $1', [applicationId])).rows.map((r) =>
      typeof r.slots === 'string' ? (JSON.parse(r.slots) as { slotId: string }[]) : r.slots,
    )[0] ?? [];

  const all = await applications();
  if (all.length === 0) return;
  for (let step = 0; step < 160; step++) {
    const now = new Date(start + (400 + step) * 1000).toISOString();
    const withInterview = await ids('SELECT application_id::text AS id FROM interviews');
    const chosen = withInterview.length > 0 && random() < 0.6 ? pick(withInterview) : undefined;
    const target = all.find((a) => a.application_id === chosen) ?? pick(all);
    const applicationId = target.application_id;
    const roll = random();
    if (roll < 0.35) {
      const chosen = windows.filter(() => random() < 0.4);
      const slots = (chosen.length > 0 ? chosen : [pick(windows)]).map((from, n) => ({ slotId: stableUuid(`rebuild-slot-${step}-${n}`), start: from, minutes: pick([30, 45, 60]) }));
      // Now and then a slot in the past (refused), or another company (refused).
      if (random() < 0.1) slots.push({ slotId: stableUuid(`rebuild-slot-${step}-past`), start: new Date(start - 3_600_000).toISOString(), minutes: 30 });
      const asCompanyId = random() < 0.9 ? target.company_id : pickOrganisation();
      await runInterview({
        type: 'ProposeInterview',
        data: { applicationId, asCompanyId, proposalId: stableUuid(`rebuild-proposal-${step}`), slots, timeZone: pick(['UTC', 'Europe/Berlin', 'Asia/Tokyo']), message: random() < 0.5 ? '' : `Note ${step}`, by: pick(interviewers), now },
      });
    } else if (roll < 0.7) {
      const offered = await slotsOf(applicationId);
      const slotId = offered.length > 0 && random() < 0.9 ? pick(offered).slotId : stableUuid(`rebuild-slot-unknown-${step}`);
      await runInterview({ type: 'PickInterviewSlot', data: { applicationId, studentId: random() < 0.9 ? target.student_id : pick(accountIds), slotId, now } });
    } else if (roll < 0.85) {
      const message = random() < 0.5 ? '' : `Sorry ${step}`;
      await runInterview(
        random() < 0.5
          ? { type: 'CancelInterview', data: { applicationId, side: 'company', asCompanyId: target.company_id, by: pick(interviewers), message, now } }
          : { type: 'CancelInterview', data: { applicationId, side: 'student', by: target.student_id, message, now } },
      );
    } else if (roll < 0.93) {
      await runInterview({ type: 'RequestNewInterviewTime', data: { applicationId, studentId: target.student_id, message: random() < 0.5 ? '' : `Later ${step}`, now } });
    } else {
      // The application ends (withdrawn, declined, an offer), and its interview with it, as the jobs service does.
      const jobId = (await db.query<{ job_id: string }>('SELECT job_id FROM job_applications WHERE application_id = $1', [applicationId])).rows[0]!.job_id;
      const command: ApplicationCommand =
        random() < 0.4
          ? { type: 'WithdrawApplication', data: { jobId, studentId: target.student_id, reason: 'student', now } }
          : { type: 'MoveApplication', data: { jobId, studentId: target.student_id, asCompanyId: target.company_id, stage: pick(['rejected', 'offer'] as const), by: pick(interviewers), now } };
      await tallied(`${command.type}+EndInterview`, () =>
        db.transaction(async (tx) => {
          const result = await handleCommand(tx, applicationStreamId(jobId, target.student_id), applicationDecider, command, { ...options, initialState: (inner) => applicationStart(inner, jobId) });
          await reportEnded(endInterviews(options), tx, result.events, now);
        }),
      );
    }
  }
}
