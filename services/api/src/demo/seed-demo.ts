import type { Db } from '@fast-track/shared/db/db';
import { handleCommand } from '@fast-track/shared/event-store/handle-command';
import type { Logger } from '@fast-track/shared/logger';
import { randomUUID } from 'node:crypto';
import { accountDecider, accountStreamId } from '../accounts/index.ts';
import { eventStreamId, hostingDecider, runParticipationCommand } from '../events/index.ts';
import { opportunityDecider, opportunityStreamId } from '../opportunities/index.ts';
import { runOrganisationCommand } from '../organisations/index.ts';
import { projections } from '../projections.ts';
import { buildDemoOpportunities } from './demo-opportunities.ts';
import { buildDemoChallenges } from './demo-challenges.ts';
import { challengeDecider, challengeStreamId } from '../challenges/index.ts';
import { jobDecider, jobStreamId } from '../jobs/index.ts';
import { articleDecider, articleStreamId } from '../magazine/index.ts';
import { buildDemoArticles } from './demo-articles.ts';
import { buildDemoJobs } from './demo-jobs.ts';
import { buildDemoPlan } from './demo-plan.ts';

// Arbitrary, fixed: replicas booting together on one Postgres take turns seeding.
const seedLockKey = 4_711_2026;

/**
 * Writes the demo as events through the real deciders and the commands the routes run (an employer account, its
 * company, the events it publishes, students' participation on their own streams, its jobs and challenges, the
 * magazine's articles), only into an empty log.
 * Returns whether it seeded.
 * On Postgres a session advisory lock makes concurrent replicas check-and-seed one after another.
 */
export async function seedDemo(db: Db, now: Date, logger: Logger): Promise<boolean> {
  if (db.kind !== 'pg') return seedIfEmpty(db, now, logger);
  return db.withRawClient(async (lockClient) => {
    await lockClient.query(`SELECT pg_advisory_lock(${seedLockKey})`);
    try {
      return await seedIfEmpty(db, now, logger);
    } finally {
      await lockClient.query(`SELECT pg_advisory_unlock(${seedLockKey})`);
    }
  });
}

/**
 * Whether the log holds anything but admin accounts: an operator who runs `npm run admin:create` before the first
 * start still gets the demo world (an admin account's stream starts with AccountRegistered of kind admin and holds
 * only that account's facts).
 */
const logHoldsMoreThanAdminsSql = `
  SELECT EXISTS (
    SELECT 1 FROM events e
    WHERE NOT EXISTS (
      SELECT 1 FROM events a
      WHERE a.stream_id = e.stream_id AND a.stream_position = 1
        AND a.type = 'AccountRegistered' AND a.data->>'kind' = 'admin'
    )
  ) AS any`;

async function seedIfEmpty(db: Db, now: Date, logger: Logger): Promise<boolean> {
  const existing = await db.query<{ any: boolean }>(logHoldsMoreThanAdminsSql);
  if (existing.rows[0]?.any) {
    const opportunities = await seedOpportunitiesIfNone(db, now, logger);
    const additions = await seedLaterAdditions(db, now, logger);
    return opportunities || additions;
  }

  const plan = buildDemoPlan(now);
  const metadata = { actor: 'demo-seed', correlationId: randomUUID() };
  const options = { projections: projections.inline, metadata };
  for (const command of plan.members) {
    await handleCommand(db, accountStreamId(command.data.accountId), accountDecider, command, options);
  }
  for (const command of plan.companies) {
    await runOrganisationCommand({ db, projections: projections.inline }, command, command.data.createdBy);
  }
  for (const command of plan.events) {
    await handleCommand(db, eventStreamId(command.data.details.eventId), hostingDecider, command, { ...options, metadata: { ...metadata, actor: command.data.by } });
  }
  for (const command of plan.interactions) {
    await runParticipationCommand({ db, projections: projections.inline, metadata }, command);
  }
  logger.info(
    { companies: plan.companies.length, events: plan.events.length, interactions: plan.interactions.length },
    'demo data seeded',
  );
  await seedOpportunitiesIfNone(db, now, logger);
  await seedLaterAdditions(db, now, logger);
  return true;
}

/** Opportunities came after the first demo: a log seeded before them still gets them, once. */
async function seedOpportunitiesIfNone(db: Db, now: Date, logger: Logger): Promise<boolean> {
  const existing = await db.query<{ any: boolean }>(`SELECT EXISTS (SELECT 1 FROM events WHERE type = 'OpportunityPublished') AS any`);
  if (existing.rows[0]?.any) return false;
  const commands = buildDemoOpportunities(now);
  const options = { projections: projections.inline, metadata: { actor: 'demo-seed', correlationId: randomUUID() } };
  for (const command of commands) {
    await handleCommand(db, opportunityStreamId(command.data.details.opportunityId), opportunityDecider, command, options);
  }
  logger.info({ opportunities: commands.length }, 'demo opportunities seeded');
  return true;
}

/**
 * Challenges came with issue 12, jobs, more challenges and the magazine's articles with issue 23: a demo log seeded
 * before them gets each one it lacks, once (each has a stable stream id). A log without the demo gets none.
 */
async function seedLaterAdditions(db: Db, now: Date, logger: Logger): Promise<boolean> {
  const demo = await db.query<{ any: boolean }>(`SELECT EXISTS (SELECT 1 FROM events WHERE type = 'OpportunityPublished') AS any`);
  if (!demo.rows[0]?.any) return false;
  const metadata = { actor: 'demo-seed', correlationId: randomUUID() };
  const as = (actor: string) => ({ projections: projections.inline, metadata: { ...metadata, actor } });
  const challenges = await seedMissing(db, buildDemoChallenges(now), (c) => challengeStreamId(c.data.challengeId), (c) =>
    handleCommand(db, challengeStreamId(c.data.challengeId), challengeDecider, c, as(c.data.by)),
  );
  const jobs = await seedMissing(db, buildDemoJobs(now), (c) => jobStreamId(c.data.jobId), (c) =>
    handleCommand(db, jobStreamId(c.data.jobId), jobDecider, c, as(c.data.by)),
  );
  const articles = await seedMissing(db, buildDemoArticles(now), (c) => articleStreamId(c.data.articleId), (c) =>
    handleCommand(db, articleStreamId(c.data.articleId), articleDecider, c, as(c.data.by)),
  );
  if (challenges + jobs + articles > 0) logger.info({ challenges, jobs, articles }, 'demo additions seeded');
  return challenges + jobs + articles > 0;
}

/** Runs the commands whose stream the log does not hold yet; returns how many streams it wrote. */
async function seedMissing<C>(db: Db, commands: readonly C[], streamOf: (command: C) => string, run: (command: C) => Promise<unknown>): Promise<number> {
  const streams = [...new Set(commands.map(streamOf))];
  const present = await db.query<{ stream_id: string }>('SELECT DISTINCT stream_id FROM events WHERE stream_id = ANY($1::text[])', [streams]);
  const skip = new Set(present.rows.map((r) => r.stream_id));
  for (const command of commands) if (!skip.has(streamOf(command))) await run(command);
  return streams.filter((s) => !skip.has(s)).length;
}
