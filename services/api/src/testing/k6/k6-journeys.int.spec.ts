// Every k6 journey in loadtests/ runs once, under a Node stand-in for k6 (./shim), against the real app: the
// scripts' URLs, bodies, mailbox reading, TOTP and checks are proven against the API as it is today. k6 itself
// cannot run in CI; this keeps the load tests from drifting away from the API between load-test runs.
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { developmentIdentitySecret, repositoryRoot } from '@fast-track/shared/config';
import { createLogger } from '@fast-track/shared/logger';
import { createRateLimiter } from '@fast-track/shared/rate-limit/rate-limiter';
import { openTestDb, type TestDb } from '@fast-track/shared/testing/test-db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccountsModule } from '../../accounts/index.ts';
import { createAdmin } from '../../admin/index.ts';
import { membershipLookup } from '../../organisations/index.ts';
import { projections } from '../../projections.ts';
import { eventDetails, publish, registerHost, startApi, uuidFor, type RunningApi } from '../api-fixture.ts';

interface Outcome {
  error?: string;
  options?: { thresholds?: Record<string, string[]> };
  requests: { method: string; url: string; name?: string; status: number }[];
  checks: { passed: string[]; failed: string[] };
}

const here = fileURLToPath(new URL('.', import.meta.url));

function runJourney(script: string, env: Record<string, string>, exec?: string): Promise<Outcome> {
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      ['--import', 'tsx', '--import', join(here, 'register.mjs'), join(here, 'run-journey.ts'), join('loadtests', script), ...(exec ? [exec] : [])],
      { cwd: repositoryRoot, env: { ...process.env, K6_SHIM_SLEEP_SCALE: '0.1', ...env }, stdio: ['ignore', 'pipe', 'pipe'] },
    );
    let out = '';
    let err = '';
    child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (err += chunk.toString()));
    child.once('exit', (code) => {
      const line = out.trim().split('\n').at(-1) ?? '';
      try {
        resolve(JSON.parse(line) as Outcome);
      } catch {
        reject(new Error(`journey ${script} exited ${code}: ${err.slice(-2000)}`));
      }
    });
  });
}

const names = (outcome: Outcome): string[] => outcome.requests.map((r) => r.name ?? '');
const statusOf = (outcome: Outcome, name: string): number[] => outcome.requests.filter((r) => r.name === name).map((r) => r.status);

describe('k6 journeys (loadtests/*.ts) against the app', () => {
  let testDb: TestDb;
  let api: RunningApi;
  const webDist = mkdtempSync(join(tmpdir(), 'ft-k6-web-'));
  const adminLoginPath = '/k6-admin-door-0123456789';
  const admin = { email: `ops.k6.${Date.now()}@fast-track.example`, password: 'correct horse battery staple', secret: '' };

  beforeAll(async () => {
    // A stand-in SPA build: the journeys load the page and the shell language file as a browser would.
    writeFileSync(join(webDist, 'index.html'), '<!doctype html><title>Fast-Track</title>');
    for (const lng of ['en', 'de', 'fr', 'pl', 'es', 'it']) {
      mkdirSync(join(webDist, 'locales', lng), { recursive: true });
      writeFileSync(join(webDist, 'locales', lng, 'shell.json'), '{}');
    }
    testDb = await openTestDb();
    await registerHost(testDb.db);
    for (let i = 0; i < 4; i++) await publish(testDb.db, eventDetails(uuidFor(700 + i), Date.now() + (i + 1) * 86_400_000));
    const accounts = createAccountsModule({
      db: testDb.db,
      logger: createLogger('test', 'silent'),
      secret: developmentIdentitySecret,
      now: Date.now,
      rateLimiter: createRateLimiter(undefined),
      mail: { enqueue: () => Promise.resolve() },
      projections: projections.inline,
      memberships: membershipLookup(testDb.db),
    });
    admin.secret = (await createAdmin(accounts.deps, { email: admin.email, password: admin.password })).secret;
    api = await startApi(testDb.db, { webDist, adminLoginPath });
  });
  afterAll(async () => {
    await api?.close();
    await testDb?.dispose();
    rmSync(webDist, { recursive: true, force: true });
  });

  const env = (): Record<string, string> => ({ BASE_URL: api.url, MAILBOX: 'dev' });

  const expectClean = (outcome: Outcome, ...scenarios: Outcome[]): void => {
    for (const run of [outcome, ...scenarios]) {
      expect(run.error).toBeUndefined();
      expect(run.checks.failed).toEqual([]);
      expect(run.checks.passed.length).toBeGreaterThan(0);
      expect(run.requests.filter((r) => r.status >= 500)).toEqual([]);
    }
    // Thresholds sit at the top of every script and name requests the journey (all its scenarios) really makes.
    const made = [outcome, ...scenarios].flatMap(names);
    for (const key of Object.keys(outcome.options?.thresholds ?? {})) {
      const tag = /\{name:([^}]+)\}/.exec(key)?.[1];
      if (tag) expect(made, key).toContain(tag);
    }
  };

  it('visitor browsing the events', async () => {
    const outcome = await runJourney('browse-events.ts', env());
    expectClean(outcome);
    expect(statusOf(outcome, 'getEvents')).toContain(200);
    expect(statusOf(outcome, 'getEvent')).toContain(200);
  });

  it('visitor opening a shared event link', async () => {
    const outcome = await runJourney('open-shared-event.ts', env());
    expectClean(outcome);
    expect(statusOf(outcome, 'getEvent')[0]).toBe(200);
  });

  it('student registering and attending', async () => {
    const outcome = await runJourney('student-registers-and-attends.ts', env());
    expectClean(outcome);
    expect(statusOf(outcome, 'student-register')).toEqual([200]);
    expect(statusOf(outcome, 'event-apply')).toEqual([200, 200, 200]);
    expect(statusOf(outcome, 'event-question')).toEqual([200]);
    expect(statusOf(outcome, 'event-upvote')).toEqual([200]);
  });

  it('employer registering and creating a company', async () => {
    const outcome = await runJourney('employer-registers-company.ts', env());
    expectClean(outcome);
    expect(statusOf(outcome, 'companies-create')).toEqual([201]);
    expect(statusOf(outcome, 'organisation-job-role')).toEqual([200]);
  });

  it('career center registering', async () => {
    const outcome = await runJourney('career-center-registers.ts', env());
    expectClean(outcome);
    expect(statusOf(outcome, 'career-center-register')).toEqual([200]);
  });

  it('admin reviewing the companies employers created', async () => {
    const adminEnv = { ...env(), ADMIN_EMAIL: admin.email, ADMIN_PASSWORD: admin.password, ADMIN_TOTP_SECRET: admin.secret };
    // One k6 run signs the admin in once (setup); a second sign-in within the same 30 s would replay the TOTP code.
    const employers = await runJourney('admin-reviews-companies.ts', { ...adminEnv, K6_SHIM_SETUP: 'skip' }, 'employers');
    expect(statusOf(employers, 'companies-create')).toEqual([201]);
    const outcome = await runJourney('admin-reviews-companies.ts', adminEnv, 'admin');
    expectClean(outcome, employers);
    expect(statusOf(outcome, 'admin-login')).toEqual([200]);
    expect(statusOf(outcome, 'admin-organisations')).toEqual([200]);
    // Both employer journeys so far left a pending company; the admin decided each.
    expect([...statusOf(outcome, 'admin-approve'), ...statusOf(outcome, 'admin-reject')]).toEqual([200, 200]);
  });
});
