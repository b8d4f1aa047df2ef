import { createLogger } from '@fast-track/shared/logger';
import { openTestDb, type TestDb } from '@fast-track/shared/testing/test-db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { handleCommand } from '@fast-track/shared/event-store/handle-command';
import { trackIds } from '@fast-track/shared/tracks';
import { challengeDecider, challengeStreamId, openChallengesOfTracks } from '../challenges/index.ts';
import { openJobsForTracks } from '../jobs/index.ts';
import { opportunityDecider, opportunityStreamId } from '../opportunities/index.ts';
import { projections } from '../projections.ts';
import { buildDemoChallenges } from './demo-challenges.ts';
import { buildDemoOpportunities } from './demo-opportunities.ts';
import { seedDemo } from './seed-demo.ts';

// The demo is what hosts and students would have written (issue 11): approved companies with a member each, the
// events those members published, and students' participation on their own streams — all read back from the same
// tables the app serves.

let testDb: TestDb;
const now = new Date();
beforeAll(async () => {
  testDb = await openTestDb();
  expect(await seedDemo(testDb.db, now, createLogger('test', 'silent'))).toBe(true);
});
afterAll(() => testDb.dispose());

const rows = async <T>(sql: string) => (await testDb.db.query<T & Record<string, unknown>>(sql)).rows;

describe('demo seed', () => {
  it('writes approved companies, each with an employer member who hosts its events', async () => {
    const companies = await rows<{ organisation_id: string; status: string; members: number; events: number }>(
      `SELECT o.organisation_id, o.status,
              (SELECT count(*)::int FROM organisation_members m JOIN accounts a USING (account_id) WHERE m.organisation_id = o.organisation_id AND a.kind = 'employer') AS members,
              (SELECT count(*)::int FROM hosted_events h WHERE h.company_id = o.organisation_id AND h.status = 'published') AS events
       FROM organisations o WHERE o.kind = 'company'`,
    );
    expect(companies).toHaveLength(8);
    for (const company of companies) expect(company).toMatchObject({ status: 'active', members: 1, events: 5 });
    // Nobody can sign in as a demo member: no address, no password.
    expect(await rows(`SELECT 1 FROM account_identities i JOIN organisation_members m USING (account_id)`)).toEqual([]);
  });

  it('publishes 40 events through the host’s command, with their publisher in the log', async () => {
    const published = await rows<{ actor: string; member: boolean }>(
      `SELECT e.metadata->>'actor' AS actor,
              EXISTS (SELECT 1 FROM organisation_members m WHERE m.account_id::text = e.metadata->>'actor'
                      AND m.organisation_id::text = e.data->'host'->>'companyId') AS member
       FROM events e WHERE e.type = 'EventPublished'`,
    );
    expect(published).toHaveLength(40);
    expect(published.every((e) => e.member)).toBe(true);
    expect(await rows(`SELECT 1 FROM event_list WHERE cancelled_at IS NULL`)).toHaveLength(40);
  });

  it('puts students’ participation on their own streams, with answered questions and waiting requests', async () => {
    const onEventStreams = await rows(`SELECT 1 FROM events WHERE stream_id LIKE 'event-%' AND type <> 'EventPublished'`);
    expect(onEventStreams).toEqual([]);
    expect((await rows(`SELECT 1 FROM event_attendance WHERE status = 'attending'`)).length).toBeGreaterThan(20);
    expect((await rows(`SELECT 1 FROM event_questions WHERE answered`)).length).toBeGreaterThan(0);
    expect((await rows(`SELECT 1 FROM event_attendance a JOIN event_list l USING (event_id) WHERE a.status = 'pending' AND l.approval`)).length).toBeGreaterThan(0);
  });

  it('publishes the demo companies’ challenges through the challenge decider: an Induction Challenge for every track', async () => {
    const published = await rows<{ track_id: string; series: string; status: string; actor: string }>(
      `SELECT c.track_id, c.series, c.status, e.metadata->>'actor' AS actor FROM challenges c
       JOIN events e ON e.stream_id = 'challenge-' || c.challenge_id AND e.type = 'ChallengePublished'`,
    );
    expect(published).toHaveLength(15);
    expect(published.every((c) => c.status === 'published')).toBe(true);
    const inductions = published.filter((c) => c.series === 'induction').map((c) => c.track_id).sort();
    expect(inductions).toEqual(['Consulting', 'Corporate Law', 'Finance', 'MBA Track', 'Start-Up']);
    const members = await rows<{ account_id: string }>('SELECT account_id::text FROM organisation_members');
    expect(published.every((c) => members.some((m) => m.account_id === c.actor))).toBe(true);
  });

  it('gives every track open jobs and at least three ranked challenges open now, as students read them (issue 23)', async () => {
    for (const track of trackIds) {
      const jobs = await openJobsForTracks(testDb.db, [track], now.toISOString());
      expect(jobs.length, track).toBeGreaterThanOrEqual(3);
      expect(jobs.every((j) => j.company.status === 'active' && Date.parse(j.deadline) > now.getTime())).toBe(true);
      const challenges = await openChallengesOfTracks(testDb.db, [track], now.getTime());
      expect(challenges.length, track).toBeGreaterThanOrEqual(3);
    }
    // Each job is published by its company's member.
    const publishers = await rows<{ member: boolean }>(
      `SELECT EXISTS (SELECT 1 FROM organisation_members m WHERE m.account_id::text = e.metadata->>'actor'
                      AND m.organisation_id::text = e.data->>'companyId') AS member
       FROM events e WHERE e.type = 'JobPublished'`,
    );
    expect(publishers.length).toBeGreaterThanOrEqual(15);
    expect(publishers.every((p) => p.member)).toBe(true);
  });

  it('publishes at least six magazine articles, each in all six languages (issue 23)', async () => {
    const editions = await rows<{ languages: string[] }>(
      `SELECT array_agg(language ORDER BY language) AS languages FROM magazine_articles WHERE publish_at <= now() GROUP BY publish_at`,
    );
    expect(editions.length).toBeGreaterThanOrEqual(6);
    for (const e of editions) expect(e.languages).toEqual(['de', 'en', 'es', 'fr', 'it', 'pl']);
  });

  it('gives every event its own title (issue 23)', async () => {
    const titles = await rows<{ title: string }>(`SELECT title FROM hosted_events WHERE status = 'published'`);
    expect(titles).toHaveLength(40);
    expect(new Set(titles.map((t) => t.title)).size).toBe(titles.length);
  });

  it('seeds only an empty log', async () => {
    const before = (await rows('SELECT 1 FROM events')).length;
    expect(await seedDemo(testDb.db, now, createLogger('test', 'silent'))).toBe(false);
    expect((await rows('SELECT 1 FROM events')).length).toBe(before);
  });
});

describe('demo seed after `npm run admin:create` on an empty database', () => {
  let adminFirst: TestDb;
  beforeAll(async () => {
    adminFirst = await openTestDb();
  });
  afterAll(() => adminFirst.dispose());

  const appendAccount = (kind: string) =>
    adminFirst.db.query(
      `INSERT INTO events (stream_id, stream_position, type, data)
       SELECT 'account-' || id, 1, 'AccountRegistered',
              jsonb_build_object('accountId', id, 'kind', $1::text, 'method', 'cli', 'registeredAt', now())
       FROM (SELECT gen_random_uuid()::text AS id) fresh`,
      [kind],
    );

  it('still seeds when the log holds only admin accounts', async () => {
    await appendAccount('admin');
    expect(await seedDemo(adminFirst.db, now, createLogger('test', 'silent'))).toBe(true);
    const events = await adminFirst.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM hosted_events WHERE status = 'published'`);
    expect(events.rows[0]?.n).toBe(40);
  });
});

describe('demo seed on a demo log written before issue 23', () => {
  let older: TestDb;
  beforeAll(async () => {
    older = await openTestDb();
  });
  afterAll(() => older.dispose());

  it('adds the challenges, jobs and articles it lacks, once, and keeps the ones it has', async () => {
    const options = { projections: projections.inline, metadata: { actor: 'demo-seed' } };
    // What the seed wrote before: the demo opportunities and one challenge per company (issue 12's eight, 16 commands).
    for (const command of buildDemoOpportunities(now)) {
      await handleCommand(older.db, opportunityStreamId(command.data.details.opportunityId), opportunityDecider, command, options);
    }
    for (const command of buildDemoChallenges(now).slice(0, 16)) {
      await handleCommand(older.db, challengeStreamId(command.data.challengeId), challengeDecider, command, options);
    }
    const count = async (sql: string) => (await older.db.query<{ n: number }>(sql)).rows[0]?.n;

    expect(await seedDemo(older.db, now, createLogger('test', 'silent'))).toBe(true);
    expect(await count(`SELECT count(*)::int AS n FROM events WHERE type = 'ChallengeDrafted'`)).toBe(15);
    expect(await count(`SELECT count(*)::int AS n FROM job_posts`)).toBe(15);
    expect(await count(`SELECT count(*)::int AS n FROM magazine_articles`)).toBe(36);

    expect(await seedDemo(older.db, now, createLogger('test', 'silent'))).toBe(false);
    expect(await count(`SELECT count(*)::int AS n FROM events WHERE type = 'ChallengeDrafted'`)).toBe(15);
  });
});
