import type { Db } from '@fast-track/shared/db/db';
import { AppError, StreamVersionConflictError } from '@fast-track/shared/errors';
import { drainProjections } from '@fast-track/shared/event-store/async-runner';
import { handleCommand } from '@fast-track/shared/event-store/handle-command';
import type { Decider, DomainCommand, DomainEvent } from '@fast-track/shared/event-store/types';
import { supportedLanguages } from '@fast-track/shared/languages';
import { rebuildProjections } from '@fast-track/shared/event-store/rebuild';
import { documentDecider, documentStreamId, documentTypes, type DocumentCommand } from './documents/index.ts';
import { sponsorDecider, sponsorStages, sponsorStreamId, type SponsorCommand } from './sponsors/index.ts';
import { webinarTeamDecider, webinarTeamStreamId, type WebinarTeamCommand } from './webinar-teams/index.ts';
import {
  conversationDecider,
  conversationIdOf,
  conversationState,
  conversationStreamId,
  messagingSettingsDecider,
  messagingSettingsStreamId,
  whoMayStartOptions,
  type ConversationCommand,
} from './messaging/index.ts';
import { reminderSettingsDecider, reminderSettingsStreamId } from './reminders/index.ts';
import { openTestDb, type TestDb } from '@fast-track/shared/testing/test-db';
import { trackIds } from '@fast-track/shared/tracks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountDecider, accountKinds, accountStreamId, memberRoles, organisationKinds, type AccountCommand } from './accounts/index.ts';
import { companyDecider, companyStreamId } from './companies/index.ts';
import { seededRandom, stableUuid } from './demo/demo-random.ts';
import { eventDecider, eventStreamId, hostingDecider, runParticipationCommand, type EventCommand, type HostingCommand, type ParticipationCommand } from './events/index.ts';
import { jobRoles, organisationDecider, organisationStreamId, type OrganisationCommand } from './organisations/index.ts';
import { projections } from './projections.ts';
import { studentDecider, studentStreamId, type StudentCommand } from './students/index.ts';
import { eventDetails } from './testing/api-fixture.ts';
import { companyPageDecider, companyProfileStreamId, companySettingsStreamId, companyStart, type CompanyPageCommand } from './company-profiles/index.ts';
import {
  attemptDecider,
  attemptStreamId,
  challengeDecider,
  challengeStreamId,
  drawVariant,
  rankVisibilityDecider,
  rankVisibilityStreamId,
  type AttemptCommand,
  type ChallengeCommand,
  type PublishedContent,
  type SetRankVisibility,
} from './challenges/index.ts';
import { savedItemsDecider, savedItemsStreamId, type SavedItemCommand } from './feed/index.ts';
import { applicationDecider, applicationStart, applicationStreamId, jobDecider, jobStreamId, jobTypes, stages, type ApplicationCommand, type JobCommand, type JobDetails } from './jobs/index.ts';

let testDb: TestDb;
beforeAll(async () => {
  testDb = await openTestDb();
});
afterAll(() => testDb.dispose());

async function snapshot(db: Db) {
  const read = async (sql: string) => (await db.query(sql)).rows;
  return {
    companies: await read('SELECT company_id, slug, name, logo, registered_at FROM companies ORDER BY company_id'),
    eventList: await read(
      'SELECT event_id, link, company_id, type, starts_at, ends_at, approval, virtual_link, cancelled_at, body, visibility, track FROM event_list ORDER BY event_id',
    ),
    hostedEvents: await read(
      `SELECT event_id, company_id, link, status, title, type, img, starts_at, ends_at, timezone, approval, created_at, updated_at,
              published_at, cancelled_at, visibility FROM hosted_events ORDER BY event_id`,
    ),
    questions: await read('SELECT question_id, event_id, text, position, answered FROM event_questions ORDER BY question_id'),
    companyStats: await read('SELECT company_id, events_hosted, questions_received FROM company_stats ORDER BY company_id'),
    attendance: await read('SELECT event_id, user_id, status, updated_at FROM event_attendance ORDER BY event_id, user_id'),
    accounts: await read('SELECT account_id, kind, lng, registered_at FROM accounts ORDER BY account_id'),
    students: await read('SELECT student_id, university_name, university_area, tracks, registered_at FROM students ORDER BY student_id'),
    organisations: await read(
      `SELECT organisation_id, kind, name, status, profile, email_domain, university_name, university_area, status_reason, created_at
       FROM organisations ORDER BY organisation_id`,
    ),
    members: await read('SELECT organisation_id, account_id, role, job_role, joined_at FROM organisation_members ORDER BY organisation_id, account_id'),
    joinRequests: await read('SELECT organisation_id, account_id, requested_at FROM organisation_join_requests ORDER BY organisation_id, account_id'),
    jobPosts: await read(
      'SELECT job_id, company_id, status, title, type, track_id, details, deadline, published_at, updated_at, version, visibility FROM job_posts ORDER BY job_id',
    ),
    jobApplications: await read(
      'SELECT application_id, job_id, student_id, company_id, stage, has_cv, submitted_at, updated_at, viewed_at, first_answer_at FROM job_applications ORDER BY application_id',
    ),
    jobApplicationHistory: await read('SELECT * FROM job_application_history ORDER BY application_id, position'),
    documents: await read('SELECT document_id, organisation_id, name, content_type, size, uploaded_by, uploaded_at FROM organisation_documents ORDER BY document_id'),
    sponsorCards: await read('SELECT * FROM sponsor_cards ORDER BY card_id'),
    sponsorActivity: await read('SELECT * FROM sponsor_activity ORDER BY card_id, position'),
    webinarTeamRegistrations: await read('SELECT * FROM webinar_team_registrations ORDER BY registration_id'),
    conversations: await read('SELECT * FROM conversations ORDER BY conversation_id'),
    conversationMessages: await read('SELECT * FROM conversation_messages ORDER BY conversation_id, seq'),
    messageReports: await read('SELECT * FROM message_reports ORDER BY report_id'),
    messagingSettings: await read('SELECT * FROM messaging_settings ORDER BY account_id'),
    reminderSettings: await read('SELECT * FROM reminder_settings ORDER BY account_id'),
    companyPages: await read('SELECT organisation_id, link_key, profile_version, settings, settings_version, updated_at FROM company_pages ORDER BY organisation_id'),
    challenges: await read('SELECT * FROM challenges ORDER BY challenge_id'),
    challengeVersions: await read('SELECT * FROM challenge_versions ORDER BY challenge_id, content_version'),
    challengeInvites: await read('SELECT * FROM challenge_invites ORDER BY link'),
    challengeAttempts: await read('SELECT * FROM challenge_attempts ORDER BY attempt_id'),
    challengeResults: await read('SELECT * FROM challenge_results ORDER BY attempt_id'),
    challengePercentiles: await read('SELECT * FROM challenge_percentiles ORDER BY attempt_id'),
    rankVisibility: await read('SELECT * FROM rank_visibility ORDER BY student_id'),
    savedItems: await read('SELECT * FROM student_saved_items ORDER BY student_id, kind, item_id'),
  };
}

describe('projection rebuild', () => {
  it('replays the log into read tables equal to the live ones after a randomized command sequence', async () => {
    const { db } = testDb;
    // A fresh seed each run widens coverage; it is in the test name's output so a failure can be replayed.
    const seed = process.env['REBUILD_SEED'] ?? `rebuild:${Date.now()}`;
    console.info(`projection rebuild seed: ${seed}`);
    const random = seededRandom(seed);
    const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)] as T;
    const now = new Date().toISOString();
    const options = { projections: projections.inline };

    const hosts = [0, 1, 2].map((n) => ({ companyId: stableUuid(`rebuild-company-${n}`), name: `Host ${n}`, logo: `/images/companies/h${n}.svg` }));
    for (const [n, h] of hosts.entries()) {
      await handleCommand(db, companyStreamId(h.companyId), companyDecider, {
        type: 'RegisterCompany',
        data: { companyId: h.companyId, slug: `host-${n}`, name: h.name, logo: h.logo, now },
      }, options);
    }
    const eventIds: string[] = [];
    const questionIds: string[] = [];
    for (let step = 0; step < 150; step++) {
      const roll = random();
      let command: EventCommand;
      if (eventIds.length === 0 || roll < 0.2) {
        const eventId = stableUuid(`rebuild-event-${step}-${random()}`);
        eventIds.push(eventId);
        command = { type: 'PublishEvent', data: { details: eventDetails(eventId, Date.now() + random() * 60 * 86_400_000, { host: pick(hosts), approval: random() < 0.5 }), now } };
      } else if (roll < 0.45 || questionIds.length === 0) {
        const questionId = stableUuid(`rebuild-question-${step}`);
        questionIds.push(questionId);
        command = { type: 'PostQuestion', data: { eventId: pick(eventIds), questionId, text: `Question ${step}?`, askedBy: `u${step % 7}`, now } };
      } else if (roll < 0.75) {
        // Often aimed at the wrong event: refused commands must leave no trace in either version of the tables.
        command = { type: 'SetUpvote', data: { eventId: pick(eventIds), questionId: pick(questionIds), userId: `u${Math.floor(random() * 9)}`, upvoted: random() < 0.7, now } };
      } else if (roll < 0.8) {
        command = { type: 'JoinEvent', data: { eventId: pick(eventIds), userId: `u${Math.floor(random() * 9)}`, now } };
      } else {
        // Toggles: joins, leaves, requests and withdrawals depending on the event's approval setting.
        command = { type: 'ApplyToEvent', data: { eventId: pick(eventIds), userId: `u${Math.floor(random() * 9)}`, now } };
      }
      const eventId = command.type === 'PublishEvent' ? command.data.details.eventId : command.data.eventId;
      await handleCommand(db, eventStreamId(eventId), eventDecider, command, options).catch(() => undefined);
    }

    // Accounts, students and organisations: the same random walk, many commands aimed wrong so refusals happen.
    // Only domain refusals (AppError) are expected; anything else (a projection's SQL failing) fails the test.
    const outcomes: Record<string, { applied: number; refused: number }> = {};
    const run = async <C extends DomainCommand, E extends DomainEvent>(streamId: string, decider: Decider<unknown, C, E>, command: C) => {
      const tally = (outcomes[command.type] ??= { applied: 0, refused: 0 });
      try {
        await handleCommand(db, streamId, decider, command, options);
        tally.applied++;
      } catch (error) {
        if (!(error instanceof AppError) || error instanceof StreamVersionConflictError) throw error;
        tally.refused++;
      }
    };
    const runAccount = (command: AccountCommand) =>
      run(accountStreamId(command.data.accountId), accountDecider as Decider<unknown, AccountCommand, DomainEvent>, command);
    const runStudent = (command: StudentCommand) =>
      run(studentStreamId(command.data.studentId), studentDecider as Decider<unknown, StudentCommand, DomainEvent>, command);
    const runOrganisation = (command: OrganisationCommand) =>
      run(organisationStreamId(command.data.organisationId), organisationDecider as Decider<unknown, OrganisationCommand, DomainEvent>, command);
    /** Rows of the live tables, so commands can aim at real members and requests as often as at wrong ones. */
    const column = async (sql: string, organisationId: string) =>
      (await db.query<{ account_id: string }>(sql, [organisationId])).rows.map((r) => r.account_id);
    const ids = async (sql: string, params: unknown[] = []) => (await db.query<{ id: string }>(sql, params)).rows.map((r) => r.id);
    const membersOf = (organisationId: string) => column('SELECT account_id FROM organisation_members WHERE organisation_id = $1', organisationId);

    // Deleted accounts stay deleted, so the pool grows with registrations; the other commands pick from it.
    const accountIds = Array.from({ length: 8 }, (_, n) => stableUuid(`rebuild-account-${n}`));
    /** A live row's id most of the time (so commands apply), else any account (often refused). */
    const liveOr = async (sql: string) => {
      const found = await ids(sql);
      return found.length > 0 && random() < 0.7 ? pick(found) : pick(accountIds);
    };
    const organisationIds: string[] = [];
    const unknownOrganisation = stableUuid('rebuild-organisation-unknown');
    const pickOrganisation = () => (organisationIds.length === 0 || random() < 0.1 ? unknownOrganisation : pick(organisationIds));
    const randomTracks = () => {
      const tracks = trackIds.filter(() => random() < 0.4).map((id) => ({ id }));
      return random() < 0.1 ? [...tracks, { id: 'Not a track' }] : tracks;
    };
    const start = Date.now();
    for (let step = 0; step < 600; step++) {
      const at = new Date(start + step * 1000).toISOString();
      const roll = random();
      const accountId = pick(accountIds);
      if (roll < 0.1) {
        const registered = random() < 0.7 ? stableUuid(`rebuild-account-${accountIds.length}`) : accountId;
        if (!accountIds.includes(registered)) accountIds.push(registered);
        await runAccount({ type: 'RegisterAccount', data: { accountId: registered, kind: pick(accountKinds), method: pick(['otp', 'google', 'linkedin', 'invitation', 'cli'] as const), now: at } });
      } else if (roll < 0.14) {
        await runAccount({ type: 'RenameAccount', data: { accountId: await liveOr('SELECT account_id AS id FROM accounts'), now: at } });
      } else if (roll < 0.2) {
        const lng = random() < 0.85 ? pick(supportedLanguages) : 'xx';
        await runAccount({ type: 'ChangeAccountLanguage', data: { accountId: await liveOr('SELECT account_id AS id FROM accounts'), lng, now: at } });
      } else if (roll < 0.23) {
        await runAccount({ type: 'ChangeAccountPassword', data: { accountId: await liveOr('SELECT account_id AS id FROM accounts'), reason: pick(['reset', 'change'] as const), now: at } });
      } else if (roll < 0.26) {
        await runAccount({ type: 'DeleteAccount', data: { accountId: await liveOr('SELECT account_id AS id FROM accounts'), now: at } });
      } else if (roll < 0.32) {
        const university = { name: ` University ${Math.floor(random() * 4)} `, area: pick(['Poland', 'France', '']) };
        await runStudent({ type: 'RegisterStudent', data: { studentId: accountId, university, tracks: randomTracks(), method: 'otp', now: at } });
      } else if (roll < 0.37) {
        const studentId = await liveOr('SELECT student_id AS id FROM students');
        await runStudent({ type: 'ChangeStudentTracks', data: { studentId, tracks: randomTracks(), now: at } });
      } else if (roll < 0.45) {
        // Mostly a new organisation; sometimes an existing id (refused). Each career center has its own university.
        const organisationId = organisationIds.length > 0 && random() < 0.15 ? pick(organisationIds) : stableUuid(`rebuild-organisation-${step}`);
        if (!organisationIds.includes(organisationId)) organisationIds.push(organisationId);
        const kind = pick(organisationKinds);
        await runOrganisation({
          type: 'CreateOrganisation',
          data: {
            organisationId,
            kind,
            name: `Organisation ${step}`,
            profile: kind === 'company' ? { website: `https://org${step}.example`, size: '11-50', country: 'PL' } : { category: 'Finance', description: `Club ${step}` },
            university: kind === 'company' ? null : { name: kind === 'career_center' ? `University of step ${step}` : 'University 1', area: 'Poland' },
            emailDomain: kind === 'company' ? `org${step}.example` : null,
            status: pick(['pending', 'active'] as const),
            createdBy: accountId,
            now: at,
          },
        });
      } else if (roll < 0.57) {
        const organisationId = pickOrganisation();
        await runOrganisation({ type: 'AddMember', data: { organisationId, accountId, role: pick(memberRoles), via: pick(['invitation', 'staff-domain'] as const), now: at } });
      } else if (roll < 0.65) {
        const organisationId = pickOrganisation();
        const members = (await db.query<{ account_id: string; role: string }>('SELECT account_id, role FROM organisation_members WHERE organisation_id = $1', [organisationId])).rows;
        // Mostly a member and a role other than theirs (the last owner's change is refused); else anyone, any role.
        const member = members.length > 0 && random() < 0.8 ? pick(members) : { account_id: accountId, role: '' };
        const role = random() < 0.8 ? pick(memberRoles.filter((r) => r !== member.role)) : pick(memberRoles);
        await runOrganisation({ type: 'ChangeMemberRole', data: { organisationId, accountId: member.account_id, role, by: accountId, now: at } });
      } else if (roll < 0.72) {
        const organisationId = pickOrganisation();
        const members = await membersOf(organisationId);
        const target = members.length > 0 && random() < 0.7 ? pick(members) : accountId;
        await runOrganisation({ type: 'RemoveMember', data: { organisationId, accountId: target, reason: pick(['removed', 'left', 'account-deleted'] as const), by: accountId, now: at } });
      } else if (roll < 0.77) {
        const organisationId = pickOrganisation();
        const members = await membersOf(organisationId);
        const target = members.length > 0 && random() < 0.7 ? pick(members) : accountId;
        await runOrganisation({ type: 'SetJobRole', data: { organisationId, accountId: target, jobRole: pick(jobRoles), now: at } });
      } else if (roll < 0.86) {
        // Only companies and career centers take join requests (issue 22): mostly aimed at one.
        const companies = await ids(`SELECT organisation_id AS id FROM organisations WHERE kind IN ('company', 'career_center')`);
        const organisationId = companies.length > 0 && random() < 0.8 ? pick(companies) : pickOrganisation();
        await runOrganisation({ type: 'RequestToJoin', data: { organisationId, accountId, now: at } });
      } else if (roll < 0.92) {
        const pending = (await db.query<{ organisation_id: string; account_id: string }>('SELECT organisation_id, account_id FROM organisation_join_requests')).rows;
        const request = pending.length > 0 && random() < 0.8 ? pick(pending) : { organisation_id: pickOrganisation(), account_id: accountId };
        await runOrganisation({
          type: 'DecideJoinRequest',
          data: { organisationId: request.organisation_id, accountId: request.account_id, accept: random() < 0.5, by: accountId, now: at },
        });
      } else {
        // Mostly aimed at an organisation whose status allows the decision, else anywhere (refused).
        const decision = pick(['approve', 'reject', 'suspend'] as const);
        const allowed = { approve: ['pending', 'suspended', 'rejected'], reject: ['pending'], suspend: ['active', 'pending'] }[decision];
        const fitting = await ids('SELECT organisation_id AS id FROM organisations WHERE status = ANY($1::text[])', [allowed]);
        const organisationId = fitting.length > 0 && random() < 0.8 ? pick(fitting) : pickOrganisation();
        await runOrganisation({ type: 'ReviewOrganisation', data: { organisationId, decision, adminId: accountId, reason: `Reason ${step}`, now: at } });
      }
    }
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
    });
    const runJob = (command: JobCommand) => run(jobStreamId(command.data.jobId), jobDecider as Decider<unknown, JobCommand, DomainEvent>, command);
    const runApplication = async (command: ApplicationCommand) => {
      const tally = (outcomes[command.type] ??= { applied: 0, refused: 0 });
      const { jobId, studentId } = command.data;
      try {
        await handleCommand(db, applicationStreamId(jobId, studentId), applicationDecider, command, { ...options, initialState: (tx) => applicationStart(tx, jobId) });
        tally.applied++;
      } catch (error) {
        if (!(error instanceof AppError) || error instanceof StreamVersionConflictError) throw error;
        tally.refused++;
      }
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

    // Company pages: profiles and settings edited at the version the editor loaded, sometimes a stale one (412), and
    // sometimes aimed at an organisation that is no company (refused).
    const runCompanyPage = async (command: CompanyPageCommand) => {
      const tally = (outcomes[command.type] ??= { applied: 0, refused: 0 });
      const { organisationId } = command.data;
      const stream = command.type === 'EditCompanyProfile' ? companyProfileStreamId(organisationId) : companySettingsStreamId(organisationId);
      try {
        await handleCommand(db, stream, companyPageDecider, command, { ...options, initialState: companyStart(organisationId) });
        tally.applied++;
      } catch (error) {
        if (!(error instanceof AppError) || error instanceof StreamVersionConflictError) throw error;
        tally.refused++;
      }
    };
    const companyIds = await ids(`SELECT organisation_id AS id FROM organisations WHERE kind = 'company'`);
    for (let step = 0; step < 80; step++) {
      const now = new Date(start + (400 + step) * 1000).toISOString();
      const organisationId = companyIds.length > 0 && random() < 0.85 ? pick(companyIds) : pickOrganisation();
      const versions = (await db.query<{ p: number; s: number }>('SELECT profile_version AS p, settings_version AS s FROM company_pages WHERE organisation_id = $1', [organisationId])).rows[0];
      const stale = random() < 0.15 ? 1 : 0;
      const by = pick(accountIds);
      if (random() < 0.7) {
        await runCompanyPage({
          type: 'EditCompanyProfile',
          data: {
            organisationId,
            expectedVersion: (versions?.p ?? 0) - stale,
            profile: {
              tagline: `Tagline ${step % 4}`,
              about: `About ${step % 3}`,
              industry: pick(['Law', 'Finance', 'Consulting'] as const),
              size: pick(['1-10', '5000+'] as const),
              country: 'Poland',
              locations: step % 2 ? ['Warsaw'] : ['Kraków', 'Gdańsk'],
              website: `https://company${step % 5}.example.com`,
              logo: random() < 0.5 ? null : `/api/files/${String(step % 10).repeat(64)}`,
              cover: null,
            },
            by,
            now,
          },
        });
      } else {
        await runCompanyPage({
          type: 'ChangeCompanySettings',
          data: { organisationId, expectedVersion: (versions?.s ?? 0) - stale, settings: { defaultTimezone: pick(['Europe/Warsaw', 'UTC']), publicPage: random() < 0.7 }, by, now },
        });
      }
    }

    // Events authored by hosts: drafts and publications by companies (approved or not), edits at the right or a stale
    // version, drafts published, events cancelled, and participation on them before and after (refused once cancelled).
    const hostedIds: string[] = [];
    const runHosting = (command: HostingCommand) => {
      const eventId = command.type === 'CreateEvent' ? command.data.details.eventId : command.data.eventId;
      return run(eventStreamId(eventId), hostingDecider as Decider<unknown, HostingCommand, DomainEvent>, command);
    };
    const runParticipation = async (command: ParticipationCommand) => {
      const tally = (outcomes[command.type] ??= { applied: 0, refused: 0 });
      try {
        await runParticipationCommand({ db, projections: projections.inline }, command);
        tally.applied++;
      } catch (error) {
        if (!(error instanceof AppError) || error instanceof StreamVersionConflictError) throw error;
        tally.refused++;
      }
    };
    const hostedVersion = async (eventId: string) =>
      (await db.query<{ v: number }>('SELECT COALESCE(MAX(stream_position), 0)::int AS v FROM events WHERE stream_id = $1', [eventStreamId(eventId)])).rows[0]!.v;
    const hostOfEvent = async (eventId: string) =>
      (await db.query<{ company_id: string }>('SELECT company_id::text AS company_id FROM hosted_events WHERE event_id = $1', [eventId])).rows[0]?.company_id ?? pickOrganisation();
    const hostedDetails = (eventId: string, companyId: string, step: number) =>
      eventDetails(eventId, start + (2 + (step % 40)) * 86_400_000, {
        title: `Hosted event ${step}`,
        approval: random() < 0.5,
        host: { companyId, name: `Company ${companyId.slice(0, 4)}`, logo: '/images/companies/h0.svg' },
        // Career centers and societies host too (issue 13), some events kept to their audience, edits changing it.
        ...(random() < 0.4 ? { visibility: pick(['own-university-students', 'members'] as const) } : {}),
        // Some with a track (issue 11's Opportunities), edits adding, changing or dropping it.
        ...(step % 3 === 0 ? {} : { track: trackIds[step % trackIds.length]! }),
      });
    for (let step = 0; step < 160; step++) {
      const now = new Date(start + (500 + step) * 1000).toISOString();
      const roll = random();
      const by = pick(accountIds);
      if (hostedIds.length === 0 || roll < 0.2) {
        const eventId = stableUuid(`rebuild-hosted-${step}`);
        hostedIds.push(eventId);
        const companyId = companyIds.length > 0 ? pick(companyIds) : pickOrganisation();
        const approved = (await ids(`SELECT organisation_id AS id FROM organisations WHERE organisation_id = $1 AND status = 'active'`, [companyId])).length > 0;
        await runHosting({ type: 'CreateEvent', data: { details: hostedDetails(eventId, companyId, step), publish: random() < 0.6, companyApproved: approved, by, now } });
      } else if (roll < 0.35) {
        const eventId = pick(hostedIds);
        const companyId = await hostOfEvent(eventId);
        const expectedVersion = (await hostedVersion(eventId)) - (random() < 0.2 ? 1 : 0);
        await runHosting({ type: 'EditEvent', data: { eventId, asCompanyId: companyId, expectedVersion, details: hostedDetails(eventId, companyId, step), by, now } });
      } else if (roll < 0.45) {
        const eventId = pick(hostedIds);
        await runHosting({ type: 'PublishDraft', data: { eventId, asCompanyId: await hostOfEvent(eventId), expectedVersion: await hostedVersion(eventId), companyApproved: random() < 0.8, by, now } });
      } else if (roll < 0.52) {
        const eventId = pick(hostedIds);
        await runHosting({ type: 'CancelEvent', data: { eventId, asCompanyId: await hostOfEvent(eventId), expectedVersion: await hostedVersion(eventId), reason: `Reason ${step}`, by, now } });
      } else if (roll < 0.8) {
        await runParticipation({ type: 'ApplyToEvent', data: { eventId: pick(hostedIds), userId: pick(accountIds), now } });
      } else if (roll < 0.92) {
        await runParticipation({ type: 'PostQuestion', data: { eventId: pick(hostedIds), questionId: stableUuid(`rebuild-hosted-question-${step}`), text: `Question ${step}?`, askedBy: by, now } });
      } else {
        const asked = (await db.query<{ question_id: string; event_id: string }>(`SELECT question_id::text, event_id::text FROM event_questions`)).rows;
        if (asked.length === 0) continue;
        const question = pick(asked);
        await runParticipation({
          type: 'MarkQuestionAnswered',
          data: { eventId: question.event_id, questionId: question.question_id, answeredBy: by, asCompanyId: await hostOfEvent(question.event_id), now },
        });
      }
    }

    // Ranked challenges: drafts, publishes (also of edited versions), closes and invites; attempts of students of two
    // years (some of accounts deleted above), answers, submits, rubric scores; ties are common (few distinct scores).
    const challengeIds: string[] = [];
    const challengeContent = (step: number): PublishedContent => ({
      title: `Challenge ${step}`,
      track: pick(trackIds),
      series: pick(['induction', 'intro', null] as const),
      summary: '',
      learn: [],
      minutes: 30,
      opensAt: new Date(start - 86_400_000).toISOString(),
      closesAt: new Date(start + 30 * 86_400_000).toISOString(),
      material: { html: '', images: [], files: [] },
      tasks: [
        { id: 's', kind: 'single', prompt: 'S', points: 4, options: [{ id: 'a', text: 'A' }, { id: 'b', text: 'B' }], correct: 'a' },
        { id: 'n', kind: 'numeric', prompt: 'x {{x}}', points: 4, params: [{ name: 'x', min: 1, max: 3, step: 1 }], answer: 'x * 2', tolerance: { mode: 'absolute', value: 0 }, unit: '' },
        { id: 'w', kind: 'written', prompt: 'W', points: 2, maxLength: 100, rubric: [{ id: 'r', criterion: 'R', points: 2 }] },
      ],
    });
    const challengeOwner = new Map<string, string>();
    const contentOf = new Map<string, PublishedContent>();
    const runChallenge = (command: ChallengeCommand) => run(challengeStreamId(command.data.challengeId), challengeDecider as Decider<unknown, ChallengeCommand, DomainEvent>, command);
    const challengeVersion = async (id: string) =>
      (await db.query<{ v: number }>('SELECT COALESCE(MAX(stream_position), 0)::int AS v FROM events WHERE stream_id = $1', [challengeStreamId(id)])).rows[0]!.v;
    for (let step = 0; step < 30; step++) {
      const now = new Date(start + (700 + step) * 1000).toISOString();
      const roll = random();
      const by = pick(accountIds);
      if (challengeIds.length === 0 || roll < 0.3) {
        const challengeId = stableUuid(`rebuild-challenge-${step}`);
        const companyId = companyIds.length > 0 ? pick(companyIds) : pickOrganisation();
        challengeIds.push(challengeId);
        challengeOwner.set(challengeId, companyId);
        const content = challengeContent(step);
        contentOf.set(challengeId, content);
        await runChallenge({ type: 'DraftChallenge', data: { challengeId, companyId, content, by, now } });
        await runChallenge({ type: 'PublishChallenge', data: { challengeId, asCompanyId: companyId, expectedVersion: 1, content, by, now } });
      } else if (roll < 0.6) {
        const challengeId = pick(challengeIds);
        const content = { ...challengeContent(step), track: contentOf.get(challengeId)!.track };
        const companyId = challengeOwner.get(challengeId)!;
        await runChallenge({ type: 'SaveChallenge', data: { challengeId, asCompanyId: companyId, expectedVersion: (await challengeVersion(challengeId)) - (random() < 0.2 ? 1 : 0), content, by, now } });
        if (random() < 0.5) {
          await runChallenge({ type: 'PublishChallenge', data: { challengeId, asCompanyId: companyId, expectedVersion: await challengeVersion(challengeId), content, by, now } });
        }
      } else if (roll < 0.8) {
        const challengeId = pick(challengeIds);
        await runChallenge({ type: 'CreateInvite', data: { challengeId, asCompanyId: challengeOwner.get(challengeId)!, link: `invite-${step}`.padEnd(22, 'x'), by, now } });
      } else if (roll < 0.85) {
        const challengeId = pick(challengeIds);
        await runChallenge({ type: 'CloseChallenge', data: { challengeId, asCompanyId: challengeOwner.get(challengeId)!, expectedVersion: await challengeVersion(challengeId), by, now } });
      }
    }
    const runAttempt = (challengeId: string, studentId: string, command: AttemptCommand) =>
      run(attemptStreamId(challengeId, studentId), attemptDecider as Decider<unknown, AttemptCommand, DomainEvent>, command);
    const students = Array.from({ length: 8 }, (_, n) => stableUuid(`rebuild-challenger-${n}`));
    for (let step = 0; step < 300; step++) {
      const now = new Date(start + (800 + step) * 1000).toISOString();
      // Scores mostly go to submitted attempts; other commands to any pair (many starts, some refusals).
      const submittedPairs = random() < 0.25 ? (await db.query<{ challenge_id: string; student_id: string }>(`SELECT challenge_id::text, student_id::text FROM challenge_attempts WHERE status = 'submitted'`)).rows : [];
      const pair = submittedPairs.length > 0 ? pick(submittedPairs) : undefined;
      const challengeId = pair?.challenge_id ?? pick(challengeIds);
      const studentId = pair?.student_id ?? (random() < 0.9 ? pick(students) : pick(accountIds));
      const content = contentOf.get(challengeId)!;
      const roll = pair ? 0.9 : random();
      const attempt = (await db.query<{ attempt_id: string; status: string; content_version: number }>('SELECT attempt_id, status, content_version FROM challenge_attempts WHERE challenge_id = $1 AND student_id = $2', [challengeId, studentId])).rows[0];
      if (!attempt || roll < 0.05) {
        const versions = (await db.query<{ v: number }>('SELECT content_version AS v FROM challenges WHERE challenge_id = $1', [challengeId])).rows[0];
        await runAttempt(challengeId, studentId, {
          type: 'StartAttempt',
          data: {
            attemptId: stableUuid(`rebuild-attempt-${step}`), challengeId, studentId, companyId: challengeOwner.get(challengeId)!, yearOfStudy: pick(['finalYear', 'masters']),
            contentVersion: versions?.v ?? 1, content, closed: random() < 0.05, variant: drawVariant(content, (n) => Math.floor(random() * n)), now,
          },
        });
      } else if (roll < 0.55) {
        const answer = pick([{ optionId: 'a' }, { optionId: 'b' }, { value: 4 }, { text: 'words' }] as const);
        const taskId = 'optionId' in answer ? 's' : 'value' in answer ? 'n' : 'w';
        await runAttempt(challengeId, studentId, { type: 'SaveAnswer', data: { content, taskId, answer, now } });
      } else if (roll < 0.8) {
        await runAttempt(challengeId, studentId, { type: 'SubmitAttempt', data: { content, reason: pick(['student', 'time-up'] as const), certificateId: `cert-${step}`.padEnd(22, 'c'), ifOpen: random() < 0.5, now } });
      } else {
        await runAttempt(challengeId, studentId, { type: 'ScoreWritten', data: { content, taskId: 'w', scores: [pick([0, 1, 2, 3])], certificateId: `cert-${step}`.padEnd(22, 'c'), by: pick(accountIds), now } });
      }
    }
    for (let step = 0; step < 12; step++) {
      const now = new Date(start + (1200 + step) * 1000).toISOString();
      const command: SetRankVisibility = { type: 'SetRankVisibility', data: { studentId: pick(students), visible: step % 3 === 1, now } };
      await run(rankVisibilityStreamId(command.data.studentId), rankVisibilityDecider as Decider<unknown, SetRankVisibility, DomainEvent>, command);
    }
    // Saved feed items (issue 23): saves (some of items the feed would not show: refused), repeats, removals, and one
    // saver leaving, whose rows go live and in the rebuild.
    const studentAccounts = (await db.query<{ id: string }>(`SELECT account_id::text AS id FROM accounts WHERE kind = 'student' ORDER BY account_id LIMIT 3`)).rows;
    const savers = [...studentAccounts.map((r) => r.id), ...students.slice(0, 2)];
    for (let step = 0; step < 40; step++) {
      const now = new Date(start + (1300 + step) * 1000).toISOString();
      const data = { studentId: pick(savers), kind: pick(['job', 'event', 'challenge'] as const), itemId: stableUuid(`rebuild-saved-${step % 9}`), now };
      const command: SavedItemCommand = random() < 0.7 ? { type: 'SaveFeedItem', data: { ...data, visible: random() < 0.9 } } : { type: 'UnsaveFeedItem', data };
      await run(savedItemsStreamId(data.studentId), savedItemsDecider as Decider<unknown, SavedItemCommand, DomainEvent>, command);
    }
    // Random removals rarely hit a saved item (5 savers × 3 kinds × 9 items): one removal of an item surely saved.
    const savedOne = (await db.query<{ student_id: string; kind: 'job' | 'event' | 'challenge'; item_id: string }>(
      `SELECT student_id::text AS student_id, kind, item_id::text AS item_id FROM student_saved_items ORDER BY saved_at DESC, item_id LIMIT 1`,
    )).rows[0];
    if (savedOne) {
      const unsave: SavedItemCommand = { type: 'UnsaveFeedItem', data: { studentId: savedOne.student_id, kind: savedOne.kind, itemId: savedOne.item_id, now: new Date(start + 1350 * 1000).toISOString() } };
      await run(savedItemsStreamId(savedOne.student_id), savedItemsDecider as Decider<unknown, SavedItemCommand, DomainEvent>, unsave);
    }
    const leaver = (await db.query<{ id: string }>(`SELECT s.student_id::text AS id FROM student_saved_items s JOIN accounts a ON a.account_id = s.student_id ORDER BY 1 LIMIT 1`)).rows[0]?.id;
    if (leaver) await runAccount({ type: 'DeleteAccount', data: { accountId: leaver, now: new Date(start + 1400 * 1000).toISOString() } });

    // Team documents (issue 13): uploads to organisations, deletions by the uploader, an owner or admin, or (refused)
    // anyone else, of documents of this or (refused) another organisation.
    const documentIds: { documentId: string; organisationId: string; uploadedBy: string }[] = [];
    const runDocument = (command: DocumentCommand) =>
      run(documentStreamId(command.data.documentId), documentDecider as Decider<unknown, DocumentCommand, DomainEvent>, command);
    for (let step = 0; step < 60; step++) {
      const now = new Date(start + (900 + step) * 1000).toISOString();
      const by = pick(accountIds);
      if (documentIds.length === 0 || random() < 0.5) {
        const documentId = stableUuid(`rebuild-document-${step}`);
        const organisationId = pickOrganisation();
        const contentType = pick(Object.values(documentTypes));
        await runDocument({ type: 'UploadDocument', data: { documentId, organisationId, name: `File ${step}`, contentType, size: 100 + step, uploadedBy: by, now } });
        documentIds.push({ documentId, organisationId, uploadedBy: by });
      } else {
        const doc = pick(documentIds);
        const asOrganisationId = random() < 0.85 ? doc.organisationId : pickOrganisation();
        const who = random() < 0.5 ? doc.uploadedBy : by;
        await runDocument({ type: 'DeleteDocument', data: { documentId: doc.documentId, asOrganisationId, by: who, role: pick(['owner', 'admin', 'member'] as const), now } });
      }
    }

    // Sponsor cards (issue 13): added, edited, moved, requested from a company and answered, many aimed wrong.
    const cardIds: { cardId: string; organisationId: string; requested: string | null }[] = [];
    const runSponsor = (command: SponsorCommand) =>
      run(sponsorStreamId(command.data.cardId), sponsorDecider as Decider<unknown, SponsorCommand, DomainEvent>, command);
    const sponsorDetails = (step: number) => ({
      companyName: `Sponsor ${step}`,
      companyId: random() < 0.7 ? pickOrganisation() : null,
      contactName: `Contact ${step}`,
      contactEmail: '',
      value: random() < 0.5 ? null : step * 100,
      currency: 'EUR',
      notes: `Note ${step}`,
      nextStep: '',
      nextStepDate: null,
    });
    {
      // One card through every fact first (the random walk below may miss some), then the walk.
      const now = new Date(start + 999 * 1000).toISOString();
      const cardId = stableUuid('rebuild-sponsor-scripted');
      const organisationId = pickOrganisation();
      const company = organisationIds[0] ?? unknownOrganisation;
      const by = pick(accountIds);
      const details = { ...sponsorDetails(-1), companyId: company };
      await runSponsor({ type: 'AddCard', data: { cardId, organisationId, details, by, now } });
      await runSponsor({ type: 'EditCard', data: { cardId, asOrganisationId: organisationId, details: { ...details, notes: 'Edited' }, by, now } });
      await runSponsor({ type: 'MoveCard', data: { cardId, asOrganisationId: organisationId, to: 'negotiating', by, now } });
      await runSponsor({ type: 'RequestSponsorship', data: { cardId, asOrganisationId: organisationId, message: 'Please', companyActive: true, by, now } });
      await runSponsor({ type: 'AnswerSponsorship', data: { cardId, asCompanyId: company, accept: true, by, now } });
      cardIds.push({ cardId, organisationId, requested: company });
    }
    for (let step = 0; step < 60; step++) {
      const now = new Date(start + (1000 + step) * 1000).toISOString();
      const by = pick(accountIds);
      const roll = random();
      if (cardIds.length === 0 || roll < 0.25) {
        const cardId = stableUuid(`rebuild-sponsor-${step}`);
        const organisationId = pickOrganisation();
        cardIds.push({ cardId, organisationId, requested: null });
        await runSponsor({ type: 'AddCard', data: { cardId, organisationId, details: sponsorDetails(step), by, now } });
        continue;
      }
      const requested = cardIds.filter((c) => c.requested);
      // Answers go mostly to cards with a request (else there would be few), some to any card (refused).
      const card = roll >= 0.8 && requested.length > 0 && random() < 0.8 ? pick(requested) : pick(cardIds);
      const asOrganisationId = random() < 0.9 ? card.organisationId : pickOrganisation();
      if (roll < 0.35) await runSponsor({ type: 'EditCard', data: { cardId: card.cardId, asOrganisationId, details: sponsorDetails(step), by, now } });
      else if (roll < 0.6) await runSponsor({ type: 'MoveCard', data: { cardId: card.cardId, asOrganisationId, to: pick(sponsorStages), by, now } });
      else if (roll < 0.8) {
        await runSponsor({ type: 'RequestSponsorship', data: { cardId: card.cardId, asOrganisationId, message: `Please ${step}`, companyActive: random() < 0.8, by, now } });
        card.requested = (await db.query<{ c: string | null }>('SELECT requested_company_id::text AS c FROM sponsor_cards WHERE card_id = $1', [card.cardId])).rows[0]?.c ?? null;
      } else {
        await runSponsor({ type: 'AnswerSponsorship', data: { cardId: card.cardId, asCompanyId: card.requested ?? pickOrganisation(), accept: random() < 0.6, by, now } });
      }
    }

    // Team webinar registrations (issue 13): registered (some on closed or unknown webinars, some past the limit of
    // ten) and cancelled (some twice or unknown: refused).
    {
      const runTeam = (command: WebinarTeamCommand) =>
        run(webinarTeamStreamId(command.data.organisationId, command.data.eventId), webinarTeamDecider as Decider<unknown, WebinarTeamCommand, DomainEvent>, command);
      const registrations: { registrationId: string; organisationId: string; eventId: string }[] = [];
      const eventIdsOfTeams = [stableUuid('rebuild-webinar-a'), stableUuid('rebuild-webinar-b')];
      for (let step = 0; step < 40; step++) {
        const now = new Date(start + (1200 + step) * 1000).toISOString();
        const by = pick(accountIds);
        if (registrations.length === 0 || random() < 0.7) {
          const r = { registrationId: stableUuid(`rebuild-webinar-registration-${step}`), organisationId: pickOrganisation(), eventId: pick(eventIdsOfTeams) };
          const webinar = random() < 0.85 ? 'open' : pick(['closed', 'unknown'] as const);
          await runTeam({ type: 'RegisterTeamMember', data: { ...r, webinar, by, now } });
          if (webinar === 'open') registrations.push(r);
        } else {
          await runTeam({ type: 'CancelTeamRegistration', data: { ...pick(registrations), reason: random() < 0.8 ? 'cancelled' : 'account-deleted', by, now } });
        }
      }
    }

    // Conversations (issue 14): started between students and organisations, messages, reads, blocks, reports and the
    // admin's decisions, many aimed wrong; students' messaging settings; then a participant's account is deleted.
    const runConversation = async (command: ConversationCommand, extra: Parameters<typeof conversationState>[2] = {}) => {
      const tally = (outcomes[command.type] ??= { applied: 0, refused: 0 });
      const id = command.data.conversationId;
      try {
        await handleCommand(db, conversationStreamId(id), conversationDecider, command, { ...options, initialState: (tx) => conversationState(tx, id, extra), tail: 1 });
        tally.applied++;
      } catch (error) {
        if (!(error instanceof AppError) || error instanceof StreamVersionConflictError) throw error;
        tally.refused++;
      }
    };
    const conversations: { conversationId: string; messages: string[]; reports: string[] }[] = [];
    const startConversation = async (at: string, by: string) => {
      const student = { type: 'student' as const, id: pick(accountIds) };
      const org = { type: random() < 0.5 ? ('company' as const) : ('society' as const), id: pickOrganisation() };
      const conversationId = conversationIdOf(org, student);
      if (!conversations.some((c) => c.conversationId === conversationId)) conversations.push({ conversationId, messages: [], reports: [] });
      await runConversation({ type: 'StartConversation', data: { conversationId, kind: org.type === 'company' ? 'company_student' : 'society_member', a: org, b: student, by, now: at } });
      return conversations.find((c) => c.conversationId === conversationId)!;
    };
    {
      // One conversation through every fact first, then the walk.
      const at = new Date(start + 1999 * 1000).toISOString();
      const c = await startConversation(at, pick(accountIds));
      const [m1, m2, report] = [stableUuid('rebuild-message-s1'), stableUuid('rebuild-message-s2'), stableUuid('rebuild-report-s')];
      await runConversation({ type: 'SendMessage', data: { conversationId: c.conversationId, side: 'b', messageId: m1, clientMessageId: stableUuid('rebuild-client-s1'), by: pick(accountIds), now: at } });
      await runConversation({ type: 'SendMessage', data: { conversationId: c.conversationId, side: 'a', messageId: m2, clientMessageId: stableUuid('rebuild-client-s2'), by: pick(accountIds), now: at } });
      await runConversation({ type: 'MarkRead', data: { conversationId: c.conversationId, side: 'b', upToSeq: 2, by: pick(accountIds), now: at } });
      await runConversation({ type: 'ReportMessage', data: { conversationId: c.conversationId, side: 'b', reportId: report, messageId: m2, reason: 'spam', messageFromOther: true, by: pick(accountIds), now: at } });
      await runConversation({ type: 'DecideReport', data: { conversationId: c.conversationId, reportId: report, messageId: m2, decision: 'removed', by: pick(accountIds), now: at } }, { reportId: report });
      await runConversation({ type: 'SetBlocked', data: { conversationId: c.conversationId, side: 'b', blocked: true, by: pick(accountIds), now: at } });
      c.messages.push(m1, m2);
      // A setting that differs from the default (the walk's own may all repeat the current one).
      const accountId = pick(accountIds);
      await run(messagingSettingsStreamId(accountId), messagingSettingsDecider as Decider<unknown, never, DomainEvent>, {
        type: 'ChangeMessagingSetting',
        data: { accountId, whoMayStart: 'nobody', now: at },
      } as never);
      // Likewise a reminder setting off (the default is on; the walk's may all repeat it).
      await run(reminderSettingsStreamId(accountId), reminderSettingsDecider as Decider<unknown, never, DomainEvent>, {
        type: 'ChangeReminderSettings',
        data: { accountId, eventReminders: false, now: at },
      } as never);
    }
    for (let step = 0; step < 120; step++) {
      const at = new Date(start + (2000 + step) * 1000).toISOString();
      const by = pick(accountIds);
      const roll = random();
      if (roll < 0.15) {
        await startConversation(at, by);
        continue;
      }
      if (roll < 0.2) {
        const accountId = pick(accountIds);
        await run(messagingSettingsStreamId(accountId), messagingSettingsDecider as Decider<unknown, never, DomainEvent>, {
          type: 'ChangeMessagingSetting',
          data: { accountId, whoMayStart: pick(whoMayStartOptions), now: at },
        } as never);
        continue;
      }
      if (roll < 0.25) {
        // A student's reminder setting (issue 23): off, on, off again — each saves only a change.
        const accountId = pick(accountIds);
        await run(reminderSettingsStreamId(accountId), reminderSettingsDecider as Decider<unknown, never, DomainEvent>, {
          type: 'ChangeReminderSettings',
          data: { accountId, eventReminders: random() < 0.6 ? false : true, now: at },
        } as never);
        continue;
      }
      const c = conversations.length > 0 && random() < 0.9 ? pick(conversations) : { conversationId: stableUuid(`rebuild-conversation-none-${step}`), messages: [], reports: [] };
      const side = random() < 0.5 ? ('a' as const) : ('b' as const);
      const conversationId = c.conversationId;
      if (roll < 0.6) {
        const messageId = stableUuid(`rebuild-message-${step}`);
        c.messages.push(messageId);
        // Sometimes a client's retry of an earlier send (the same client message id): nothing new.
        const clientMessageId = stableUuid(`rebuild-client-${random() < 0.15 ? Math.max(0, step - 1) : step}`);
        await runConversation({ type: 'SendMessage', data: { conversationId, side, messageId, clientMessageId, by, now: at } }, { clientMessageId });
      } else if (roll < 0.75) {
        await runConversation({ type: 'MarkRead', data: { conversationId, side, upToSeq: Math.floor(random() * 12), by, now: at } });
      } else if (roll < 0.85) {
        await runConversation({ type: 'SetBlocked', data: { conversationId, side, blocked: random() < 0.4, by, now: at } });
      } else if (roll < 0.93 && c.messages.length > 0) {
        const reportId = stableUuid(`rebuild-report-${step}`);
        c.reports.push(reportId);
        await runConversation({ type: 'ReportMessage', data: { conversationId, side, reportId, messageId: pick(c.messages), reason: 'other', messageFromOther: random() < 0.8, by, now: at } });
      } else if (c.reports.length > 0) {
        const reportId = pick(c.reports);
        const messageId = (await db.query<{ m: string }>('SELECT message_id::text AS m FROM message_reports WHERE report_id = $1', [reportId])).rows[0]?.m ?? pick(c.messages);
        await runConversation({ type: 'DecideReport', data: { conversationId, reportId, messageId, decision: random() < 0.5 ? 'dismissed' : 'removed', by, now: at } }, { reportId });
      }
    }
    {
      // A student with conversations and a writer of messages leave: their rows go live and in the rebuild.
      const student = await ids(`SELECT c.b_id::text AS id FROM conversations c JOIN accounts a ON a.account_id = c.b_id LIMIT 1`);
      const writer = await ids(`SELECT m.sender_account::text AS id FROM conversation_messages m JOIN accounts a ON a.account_id = m.sender_account LIMIT 1`);
      for (const accountId of [...student, ...writer]) await runAccount({ type: 'DeleteAccount', data: { accountId, now: new Date(start + 2500 * 1000).toISOString() } });
    }

    const refused = Object.values(outcomes).reduce((sum, o) => sum + o.refused, 0);
    expect(refused, JSON.stringify(outcomes)).toBeGreaterThan(20);
    const types = new Set((await db.query<{ type: string }>('SELECT DISTINCT type FROM events')).rows.map((r) => r.type));
    for (const type of [
      'AccountRegistered', 'AccountRenamed', 'AccountLanguageChanged', 'AccountPasswordChanged', 'AccountDeleted',
      'StudentRegistered', 'StudentTracksChanged',
      'OrganisationCreated', 'OrganisationMemberAdded', 'OrganisationMemberRoleChanged', 'OrganisationMemberRemoved',
      'OrganisationMemberJobRoleSet', 'OrganisationJoinRequested', 'OrganisationJoinRequestDecided',
      'OrganisationApproved', 'OrganisationRejected', 'OrganisationSuspended',
      'JobPublished', 'JobEdited', 'JobClosed', 'ApplicationSubmitted', 'ApplicationWithdrawn', 'ApplicationStageChanged',
      'ApplicationViewed', 'ApplicationClosed',
      'CompanyProfileEdited', 'CompanySettingsChanged',
      'EventDrafted', 'EventEdited', 'EventCancelled', 'QuestionAnswered',
      'DocumentUploaded', 'DocumentDeleted',
      'SponsorCardAdded', 'SponsorCardEdited', 'SponsorCardMoved', 'SponsorshipRequested', 'SponsorshipAnswered',
      'WebinarTeamMemberRegistered', 'WebinarTeamRegistrationCancelled',
      'ConversationStarted', 'MessageSent', 'ConversationRead', 'ConversationBlocked', 'MessageReported', 'ReportDecided', 'MessagingSettingChanged', 'ReminderSettingsChanged',
      'ChallengeDrafted', 'ChallengeDraftSaved', 'ChallengePublished', 'ChallengeInviteCreated', 'AttemptStarted', 'AnswerSaved', 'AttemptSubmitted',
      'WrittenAnswerScored', 'AttemptRanked', 'RankVisibilitySet', 'FeedItemSaved', 'FeedItemUnsaved',
    ]) {
      expect(types, `seed ${seed}: no ${type} in the log (${JSON.stringify(outcomes)})`).toContain(type);
    }
    await drainProjections(db, projections.async);
    const live = await snapshot(db);
    expect(live.eventList.length).toBeGreaterThan(10);
    expect(live.companyStats.length).toBeGreaterThan(0);
    expect(live.attendance.length).toBeGreaterThan(0);
    expect(live.accounts.length).toBeGreaterThan(0);
    expect(live.students.length).toBeGreaterThan(0);
    expect(live.organisations.length).toBeGreaterThan(0);
    expect(live.members.length).toBeGreaterThan(0);
    expect(live.jobPosts.length).toBeGreaterThan(0);
    expect(live.jobApplications.length).toBeGreaterThan(0);
    expect(live.jobApplicationHistory.length).toBeGreaterThan(live.jobApplications.length);
    expect(live.companyPages.length).toBeGreaterThan(0);
    expect(live.challengePercentiles.length).toBeGreaterThan(3);
    expect(live.conversations.length).toBeGreaterThan(2);
    expect(live.reminderSettings.length).toBeGreaterThan(0);
    expect(live.savedItems.length).toBeGreaterThan(0);
    expect(live.conversationMessages.length).toBeGreaterThan(5);
    const statuses = new Set(live.hostedEvents.map((e) => (e as { status: string }).status));
    expect([...statuses]).toEqual(expect.arrayContaining(['published', 'cancelled']));

    const { replayed } = await rebuildProjections(db, projections);
    await drainProjections(db, projections.async);
    expect(replayed).toBeGreaterThan(live.eventList.length);
    expect(await snapshot(db)).toEqual(live);
  }, 90_000);
});
