import { chmodSync, cpSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { ADMIN_USES } from './e2e/support/admin-uses.ts';

// End-to-end tier: Chromium (the system build, never downloaded) against the real server serving the production
// SPA build (web/dist, built by `npm run test:e2e` first), on a free port, with a fresh embedded database and the
// demo seed. This file is evaluated by the runner and again by each worker; the runner picks the port and data
// folder (and snapshots web/dist) and hands them to the workers through the environment.

async function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const server = createServer();
    server.once('error', fail);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => done(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

if (!process.env.E2E_PORT) {
  process.env.E2E_PORT = String(await freePort());
  const dataRoot = mkdtempSync(join(tmpdir(), 'fast-track-e2e-'));
  process.env.E2E_DATA_DIR = join(dataRoot, 'data');
  // The admins created by `npm run admin:create` before the server starts, one JSON answer each (email, password,
  // TOTP secret) in E2E_ADMIN_DIR/<use>.json: see e2e/support/admins.ts.
  process.env.E2E_ADMIN_DIR = dataRoot;
  // Serve a snapshot of the build, so a rebuild of web/dist during the run cannot pull files from under the server.
  // E2E_WEB_SOURCE: a build elsewhere (several people testing in one checkout each build into their own folder).
  const webSource = process.env.E2E_WEB_SOURCE ?? 'web/dist';
  if (!existsSync(join(webSource, 'index.html'))) throw new Error(`${webSource} is missing: run \`npm run test:e2e\` (it builds first)`);
  // World-readable: the gateway test's nginx workers run as nobody.
  const webRoot = mkdtempSync(join(tmpdir(), 'fast-track-e2e-web-'));
  chmodSync(webRoot, 0o755);
  process.env.E2E_WEB_DIST = join(webRoot, 'dist');
  cpSync(webSource, process.env.E2E_WEB_DIST, { recursive: true });
  process.on('exit', () => rmSync(webRoot, { recursive: true, force: true }));
  process.on('exit', () => rmSync(dataRoot, { recursive: true, force: true }));
}

/** The use whose admin `npm run admin:create` makes (the admin spec's); the seed makes the others. */
const CLI_ADMIN_USE = 'admin-screens' satisfies (typeof ADMIN_USES)[number];

/** The hidden admin path on the e2e server (workers read it from the environment). */
const E2E_ADMIN_PATH = '/e2e-admin-door-4f7k2q';
process.env.E2E_ADMIN_PATH = E2E_ADMIN_PATH;

const port = Number(process.env.E2E_PORT);
const baseURL = `http://127.0.0.1:${port}`;
/**
 * Debian's old headless shell (package chromium-headless-shell, the same Chromium build without the browser UI) when
 * it is installed, as Playwright itself runs headless tests; else the full browser, whose `--headless` is the new
 * headless mode: a whole Chrome per test, which cost the CPU-bound 2-core CI most of its e2e time. CHROMIUM_PATH wins.
 */
const chromiumPath = process.env.CHROMIUM_PATH ?? (existsSync('/usr/bin/chromium-headless-shell') ? '/usr/bin/chromium-headless-shell' : '/usr/bin/chromium');
const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];

export default defineConfig({
  testDir: 'e2e',
  testMatch: '**/*.e2e.spec.ts',
  outputDir: 'test-results/e2e',
  fullyParallel: true,
  forbidOnly: !!process.env.CI,
  retries: process.env.CI ? 1 : 0,
  workers: 2,
  // Generous: CI shares 2 cores between the e2e worker, the topology stack (3 nginx, 2 replicas, worker) and Chromium.
  timeout: 60_000,
  expect: { timeout: 7_500 },
  // The JSON report feeds .ci/run's "N passed, N failed" line.
  reporter: [['list'], ['json', { outputFile: 'playwright-report/results.json' }]],
  use: {
    baseURL,
    locale: 'en-GB',
    timezoneId: 'Europe/London',
    // Every context (the specs' own browser.newContext() too) prefers reduced motion, so the app's endless animations
    // (loading shimmer, spinners, the live pulse) stop, as styles/global.css lets them for people who ask: an idle
    // /events page cost 0.19 CPU-seconds per second with them and 0.06 without, most of it the GPU process's software
    // compositing, and the tier keeps several pages open at once. The motion itself is no journey's subject.
    reducedMotion: 'reduce',
    // A trace of the retry only (CI retries once): recording every test's actions, snapshots and screencast for the
    // failures' sake cost a fifth of the tier's CPU (two specs: 68 CPU-s traced, 55 s not). `--trace on` locally.
    trace: 'on-first-retry',
    screenshot: 'only-on-failure',
  },
  projects: [
    // Once per run, before the browser specs: the API admin's session, saved for every worker (e2e/setup/).
    { name: 'setup', testDir: 'e2e/setup', testMatch: '*.setup.ts' },
    {
      name: 'chromium',
      dependencies: ['setup'],
      use: {
        ...devices['Desktop Chrome'],
        viewport: { width: 1280, height: 900 },
        launchOptions: { executablePath: chromiumPath, headless: true, args: chromiumArgs },
      },
    },
    {
      // Issue 4's scaled topology: its own nginx, two API replicas and the worker on Postgres + Redis, started by the
      // spec itself (e2e/topology/topology.ts); it does not use the server below. One serial file, run alongside the
      // chromium project by the second worker.
      name: 'topology',
      testMatch: 'topology/**/*.topology.spec.ts',
      timeout: 90_000,
      use: {
        ...devices['Desktop Chrome'],
        viewport: { width: 1280, height: 900 },
        launchOptions: { executablePath: chromiumPath, headless: true, args: chromiumArgs },
      },
    },
  ],
  webServer: {
    // The embedded database belongs to one process at a time: first the demo seed (it only seeds an empty event log),
    // then `npm run admin:create` once per admin use (answers in E2E_ADMIN_DIR), then the server. One admin per use,
    // since a TOTP code is good once per 30 s step and each use signs in on its own clock: sharing one admin, a UI
    // sign-in found its step spent by another worker and the refused attempt logged a 401 in the console.
    // The seed's process creates every admin but the admin spec's (E2E_SEED_ADMINS): each `npm run admin:create` is a
    // whole app start before the server's; the admin spec's still comes from the CLI, so that command stays tested.
    // The CLI and the server run as the images run them, plain node on services/dist (`npm run build` made it; brought
    // up to date first if the sources changed since), not a tsx transpile of the service tree per process.
    command: [
      `node --input-type=module -e "await (await import('./services/build/build-services.mjs')).buildServicesIfChanged()"`,
      'node --import tsx e2e/support/seed-demo-cli.ts',
      `node services/dist/ops/admin-create.js --email ops.${CLI_ADMIN_USE}.e2e@fast-track.test > "${join(process.env.E2E_ADMIN_DIR ?? '', `${CLI_ADMIN_USE}.json`)}"`,
      'node services/dist/api/main.js',
    ].join(' && '),
    url: `${baseURL}/readyz`,
    reuseExistingServer: false,
    // The demo seed alone took 74 s at a load average of 30 (several test runs on two cores).
    timeout: 300_000,
    stdout: 'ignore',
    stderr: 'pipe',
    gracefulShutdown: { signal: 'SIGTERM', timeout: 5_000 },
    env: {
      PORT: String(port),
      DATA_DIR: process.env.E2E_DATA_DIR ?? '',
      WEB_DIST: process.env.E2E_WEB_DIST ?? resolve('web/dist'),
      SEED_DEMO: 'true',
      E2E_SEED_ADMINS: ADMIN_USES.filter((use) => use !== CLI_ADMIN_USE).join(','),
      E2E_ADMIN_DIR: process.env.E2E_ADMIN_DIR ?? '',
      // The identity specs read OTP and recovery mails from the local outbox (GET /api/dev/mailbox).
      DEV_MAILBOX: 'true',
      // The challenge spec moves the challenge clock past an attempt's deadline (POST /api/dev/clock) instead of waiting.
      TEST_CLOCK: 'true',
      // Every spec's codes are mailed from one address (127.0.0.1): the per-client abuse limit would stop the suite.
      OTP_MAILS_PER_CLIENT_HOUR: '10000',
      // So the guess-budget spec can spend an address's budget with one code (no spec guesses one address 4 times).
      OTP_GUESSES_PER_ADDRESS_DAY: '4',
      // The gateway specs' nginx runs on loopback and names the client in X-Forwarded-For; specs that play another
      // client send the header directly from 127.0.0.1 (production trusts only its own gateway: docs/operations.md).
      TRUSTED_PROXIES: 'loopback',
      // The hidden admin sign-in path (docs/accounts.md § Admin); the admin spec reads it from E2E_ADMIN_PATH.
      ADMIN_LOGIN_PATH: E2E_ADMIN_PATH,
      // Production refuses to start without it; a fixed throw-away value for the test server's fresh database.
      IDENTITY_SECRET: 'e2e-only-identity-secret-0123456789abcdef',
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
      // Empty means unset: the e2e tier always runs on the embedded database, without Redis.
      DATABASE_URL: '',
      REDIS_URL: '',
    },
  },
});
