import type { Decider, DomainEvent } from '@fast-track/shared/event-store/types';
import { handleCommand } from '@fast-track/shared/event-store/handle-command';
import { trackIds } from '@fast-track/shared/tracks';
import { stableUuid } from '../../demo/demo-random.ts';
import { applicationDecider, applicationStart, applicationStreamId, jobDecider, jobStreamId, jobTypes, stages, type ApplicationCommand, type JobCommand, type JobDetails } from '../../jobs/index.ts';
import type { RebuildWorld } from './rebuild-world.ts';

/** Jobs and their applications, through every stage; one job with open applications always closes. */
export async function jobWalk(w: RebuildWorld): Promise<void> {
  const { db, random, pick, start, options, tallied, run, ids, accountIds, pickOrganisation } = w;
  // Jobs and applications: published by organisations (active or not), edited and closed with right and wrong
  // versions, applied to, withdrawn and moved through the stages, many aimed wrong.
  const jobIds: string[] = [];
  const jobDetails = (step: number): JobDetails => ({
    title: `Job ${step}`,
    type: pick(jobTypes),
    track: pick(trackIds),
    locations: random() < 0.3 ? [] : [`City ${step % 5}`],
    remote: random() < 0.5,
    description: `<p>Role ${step}</p>`,
    requirements: [`Skill ${step % 3}`],
    salary: random() < 0.5 ? null : { min: 1000, max: random() < 0.9 ? 3000 : 500, currency: 'EUR', period: 'month' },
    deadline: new Date(start + (random() < 0.9 ? 30 : -1) * 86_400_000).toISOString(),
    apply: random() < 0.8 ? { method: 'platform' } : { method: 'external', url: `https://jobs${step}.example.com/apply` },
    // Career centers' and societies' jobs kept to their audience (issue 13); absent: everyone.
    ...(random() < 0.4 ? { visibility: pick(['own-university-students', 'members'] as const) } : {}),
    // Some written in another language, some with other language versions (issue 25 part 6): edits add, change or
    // drop them; a few versions broken (the decider refuses the job).
    ...(step % 4 === 1 ? { sourceLanguage: pick(['de', 'fr', 'pl'] as const) } : {}),
    ...(step % 5 < 2
      ? {
          translations: {
            es: { title: step % 17 === 0 ? ' ' : `Puesto ${step}`, description: '<p>El puesto</p>', ...(step % 2 === 0 ? { requirements: [`Habilidad ${step % 3}`] } : {}) },
            ...(step % 3 === 0 ? { it: { title: `Posizione ${step}`, description: '<p>Il ruolo</p>' } } : {}),
          },
        }
      : {}),
  });
  const runJob = (command: JobCommand) => run(jobStreamId(command.data.jobId), jobDecider as Decider<unknown, JobCommand, DomainEvent>, command);
  const runApplication = async (command: ApplicationCommand) => {
    const { jobId, studentId } = command.data;
    await tallied(command.type, () => handleCommand(db, applicationStreamId(jobId, studentId), applicationDecider, command, { ...options, initialState: (tx) => applicationStart(tx, jobId) }));
  };
  const versionOf = async (jobId: string) => (await db.query<{ version: number }>('SELECT version FROM job_posts WHERE job_id = $1', [jobId])).rows[0]?.version ?? 0;
  const companyOf = async (jobId: string) => (await db.query<{ company_id: string }>('SELECT company_id FROM job_posts WHERE job_id = $1', [jobId])).rows[0]?.company_id ?? pickOrganisation();
  for (let step = 0; step < 300; step++) {
    const now = new Date(start + step * 1000).toISOString();
    const roll = random();
    const by = pick(accountIds);
    if (jobIds.length === 0 || roll < 0.15) {
      const jobId = stableUuid(`rebuild-job-${step}`);
      jobIds.push(jobId);
      await runJob({ type: 'PublishJob', data: { jobId, companyId: pickOrganisation(), details: jobDetails(step), by, now } });
    } else if (roll < 0.25) {
      const jobId = pick(jobIds);
      const version = (await versionOf(jobId)) - (random() < 0.2 ? 1 : 0);
      await runJob({ type: 'EditJob', data: { jobId, asCompanyId: random() < 0.9 ? await companyOf(jobId) : pickOrganisation(), expectedVersion: version, details: jobDetails(step), by, now } });
    } else if (roll < 0.3) {
      const jobId = pick(jobIds);
      await runJob({ type: 'CloseJob', data: { jobId, asCompanyId: await companyOf(jobId), expectedVersion: await versionOf(jobId), by, now } });
      // As the close flow does (jobs/job-closing.ts): every application still open gets ApplicationClosed.
      const waiting = await db.query<{ student_id: string }>(`SELECT student_id FROM job_applications WHERE job_id = $1`, [jobId]);
      for (const { student_id: studentId } of waiting.rows) await runApplication({ type: 'CloseApplication', data: { jobId, studentId, now } });
    } else if (roll < 0.6) {
      // Mostly a job that takes applications (open, on the platform, of an active company), else any job (refused).
      const open = await ids(
        `SELECT j.job_id AS id FROM job_posts j JOIN organisations o ON o.organisation_id = j.company_id
         WHERE j.status = 'open' AND o.status = 'active' AND j.details->'apply'->>'method' = 'platform' AND j.deadline > $1`,
        [now],
      );
      const jobId = open.length > 0 && random() < 0.8 ? pick(open) : pick(jobIds);
      await runApplication({ type: 'SubmitApplication', data: { jobId, studentId: pick(accountIds), applicationId: stableUuid(`rebuild-application-${step}`), hasCv: random() < 0.5, now } });
    } else {
      // Mostly aimed at a live application, else at any job and account (refused).
      const live = (await db.query<{ job_id: string; student_id: string }>(`SELECT job_id, student_id FROM job_applications WHERE stage <> 'withdrawn'`)).rows;
      const target = live.length > 0 && random() < 0.85 ? pick(live) : { job_id: pick(jobIds), student_id: pick(accountIds) };
      const jobId = target.job_id;
      if (roll < 0.7) {
        await runApplication({ type: 'WithdrawApplication', data: { jobId, studentId: target.student_id, reason: pick(['student', 'account-deleted'] as const), now } });
        continue;
      }
      if (roll < 0.76) {
        await runApplication({ type: 'ViewApplication', data: { jobId, studentId: target.student_id, asCompanyId: await companyOf(jobId), by, now } });
        continue;
      }
      if (roll < 0.78) {
        // Aimed at any application: refused while its job is open.
        await runApplication({ type: 'CloseApplication', data: { jobId, studentId: target.student_id, now } });
        continue;
      }
      await runApplication({
        type: 'MoveApplication',
        data: { jobId, studentId: target.student_id, asCompanyId: await companyOf(jobId), stage: pick(stages.filter((s) => s !== 'applied')), by, now },
      });
    }
  }
  {
    // Whatever the seed, one job with applications still open closes, so ApplicationClosed is always covered.
    const now = new Date(start + 300 * 1000).toISOString();
    const [jobId] = await ids(
      `SELECT j.job_id AS id FROM job_posts j JOIN job_applications a ON a.job_id = j.job_id
       WHERE j.status = 'open' AND a.stage IN ('applied', 'shortlisted', 'interview') ORDER BY j.job_id LIMIT 1`,
    );
    if (jobId) {
      await runJob({ type: 'CloseJob', data: { jobId, asCompanyId: await companyOf(jobId), expectedVersion: await versionOf(jobId), by: pick(accountIds), now } });
      const waiting = await db.query<{ student_id: string }>(`SELECT student_id FROM job_applications WHERE job_id = $1`, [jobId]);
      for (const { student_id: studentId } of waiting.rows) await runApplication({ type: 'CloseApplication', data: { jobId, studentId, now } });
    }
  }
}

/**
 * Drafts, scheduling and screening questions (issue 25): drafts saved, edited with and without changes to their
 * questions (screening_version moves only with the questions), scheduled, unscheduled, published now or by the sweep,
 * deleted; many aimed wrong (stale versions, live jobs deleted, drafts closed).
 */
export async function jobDraftWalk(w: RebuildWorld): Promise<void> {
  const { db, random, pick, start, run, accountIds, pickOrganisation } = w;
  const jobIds: string[] = [];
  const questions = (step: number): NonNullable<JobDetails['screening']> =>
    random() < 0.3
      ? []
      : [
          { id: 'visa', kind: 'yes-no', prompt: `Visa ${step % 2}?`, knockOut: random() < 0.5 ? ['yes'] : [] },
          { id: 'level', kind: 'choice', prompt: 'Level?', options: ['A', 'B', 'C'], knockOut: random() < 0.1 ? ['A', 'B', 'C'] : ['C'] },
          { id: 'why', kind: 'text', prompt: 'Why us?' },
        ];
  const details = (step: number): JobDetails => {
    const screening = questions(step);
    return {
      title: `Draft ${step}`,
      type: pick(jobTypes),
      track: pick(trackIds),
      locations: ['Berlin'],
      remote: false,
      description: `<p>Draft ${step}</p>`,
      requirements: [],
      salary: null,
      deadline: new Date(start + (random() < 0.9 ? 30 : -1) * 86_400_000).toISOString(),
      apply: { method: 'platform' },
      ...(screening.length > 0 ? { screening } : {}),
    };
  };
  const runJob = (command: JobCommand) => run(jobStreamId(command.data.jobId), jobDecider as Decider<unknown, JobCommand, DomainEvent>, command);
  const row = async (jobId: string) =>
    (await db.query<{ version: number; company_id: string }>('SELECT version, company_id FROM job_posts WHERE job_id = $1', [jobId])).rows[0];
  for (let step = 0; step < 120; step++) {
    const now = new Date(start + (400 + step) * 1000).toISOString();
    const by = pick(accountIds);
    const roll = random();
    if (jobIds.length === 0 || roll < 0.2) {
      const jobId = stableUuid(`rebuild-draft-${step}`);
      jobIds.push(jobId);
      await runJob({ type: random() < 0.8 ? 'DraftJob' : 'PublishJob', data: { jobId, companyId: pickOrganisation(), details: details(step), by, now } });
      continue;
    }
    // Mostly a job in the state the command wants (so it applies), else any of the walk's jobs (often refused).
    const aimed = async (statuses: string[]) => {
      const fitting = await w.ids(`SELECT job_id::text AS id FROM job_posts WHERE job_id = ANY($1::uuid[]) AND status = ANY($2::text[]) ORDER BY job_id`, [jobIds, statuses]);
      return fitting.length > 0 && random() < 0.8 ? pick(fitting) : pick(jobIds);
    };
    const member = async (jobId: string) => {
      const found = await row(jobId);
      return {
        jobId,
        asCompanyId: found && random() < 0.9 ? found.company_id : pickOrganisation(),
        expectedVersion: (found?.version ?? 1) - (random() < 0.1 ? 1 : 0),
        by,
        now,
      };
    };
    const hoursLater = (max: number) => new Date(Date.parse(now) + Math.floor(random() * max) * 3_600_000).toISOString();
    if (roll < 0.35) await runJob({ type: 'EditJob', data: { ...(await member(await aimed(['draft', 'scheduled', 'open']))), details: details(step % 2 === 0 ? step : 0) } });
    else if (roll < 0.5) await runJob({ type: 'PublishDraft', data: { ...(await member(await aimed(['draft', 'scheduled']))), publishAt: hoursLater(40) } });
    else if (roll < 0.58) await runJob({ type: 'PublishDraft', data: await member(await aimed(['draft', 'scheduled'])) });
    else if (roll < 0.7) await runJob({ type: 'UnscheduleJob', data: await member(await aimed(['scheduled'])) });
    else if (roll < 0.78) await runJob({ type: 'DeleteDraft', data: await member(await aimed(['draft', 'scheduled'])) });
    else if (roll < 0.83) await runJob({ type: 'CloseJob', data: await member(await aimed(['open', 'draft'])) });
    else await runJob({ type: 'PublishScheduledJob', data: { jobId: await aimed(['scheduled']), now: hoursLater(48) } });
  }
  {
    // Whatever the seed, one draft goes through every step, so each event of the job stream is in the log.
    const now = new Date(start + 600 * 1000).toISOString();
    const jobId = stableUuid('rebuild-draft-every-step');
    const companyId = pickOrganisation();
    const owner = (expectedVersion: number) => ({ jobId, asCompanyId: companyId, expectedVersion, by: pick(accountIds), now });
    const at = new Date(Date.parse(now) + 3_600_000).toISOString();
    await runJob({ type: 'DraftJob', data: { jobId, companyId, details: { ...details(600), deadline: new Date(start + 30 * 86_400_000).toISOString() }, by: pick(accountIds), now } });
    await runJob({ type: 'PublishDraft', data: { ...owner(1), publishAt: at } });
    await runJob({ type: 'UnscheduleJob', data: owner(2) });
    await runJob({ type: 'PublishDraft', data: { ...owner(3), publishAt: at } });
    await runJob({ type: 'PublishScheduledJob', data: { jobId, now: at } });
    const gone = stableUuid('rebuild-draft-deleted');
    await runJob({ type: 'DraftJob', data: { jobId: gone, companyId, details: { ...details(601), deadline: new Date(start + 30 * 86_400_000).toISOString() }, by: pick(accountIds), now } });
    await runJob({ type: 'DeleteDraft', data: { jobId: gone, asCompanyId: companyId, expectedVersion: 1, by: pick(accountIds), now } });
  }
}
