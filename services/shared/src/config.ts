import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { isIP } from 'node:net';
import { z } from 'zod';

// The repository root, so WEB_DIST has a default that works whatever folder npm starts us from. The services build
// (services/build/build-services.mjs) keeps every bundle three folders deep too, so this holds built or not.
const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

// npm runs workspace scripts inside the workspace folder; INIT_CWD is where the operator typed the command,
// so a relative DATA_DIR=./.data means "next to me", not services/api/.data.
const invocationDir = process.env['INIT_CWD'] ?? process.cwd();

const postgresUrl = z
  .string()
  .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// or postgresql:// URL');

const redisUrl = z.string().regex(/^rediss?:\/\//, 'must be a redis:// or rediss:// URL');

/**
 * E-mail code guessing (docs/accounts.md "Bounding code guesses"). The bound of at most 1 % chance per address per day
 * is computed from them (otp-guess-bound.ts); the environment may only lower the budget.
 */
export const otpGuessLimits = Object.freeze({
  /**
   * Codes compared per address per window, summed over all its codes, by callers without the mailed link: the
   * default and the most OTP_GUESSES_PER_ADDRESS_DAY may be.
   */
  perAddress: 50,
  windowMs: 24 * 60 * 60_000,
  /** How long the link in a code mail lets the browser that opened it guess outside that budget. */
  linkTtlMs: 30 * 60_000,
});

const configSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65_535).default(8080),
  DATA_DIR: z.string().min(1).default('./.data'),
  DATABASE_URL: postgresUrl.optional(),
  REDIS_URL: redisUrl.optional(),
  // Start of every Redis key and channel the app writes (presence, Socket.IO adapter, rate limits, BullMQ), so
  // stacks with different prefixes can share one Redis without seeing each other. Used verbatim: end it with ':'.
  REDIS_PREFIX: z
    .string()
    .regex(/^[a-z0-9:_-]{1,32}$/i, 'must be 1–32 characters of letters, digits, ":", "_" or "-"')
    .default('ft:'),
  // A killed replica's users leave the online list after at most this (+ one heartbeat of a survivor, TTL/3).
  PRESENCE_TTL_MS: z.coerce.number().int().min(3_000).max(600_000).default(30_000),
  SEED_DEMO: z
    .enum(['true', 'false', '1', '0'])
    .default('true')
    .transform((value) => value === 'true' || value === '1'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  WEB_DIST: z.string().min(1).default(path.join(repoRoot, 'web', 'dist')),
  // Mail: SMTP when set (smtp:// or smtps://, credentials in the URL), else the local outbox table dev_outbox.
  SMTP_URL: z.string().regex(/^smtps?:\/\//, 'must be an smtp:// or smtps:// URL').optional(),
  MAIL_FROM: z.string().min(3).max(200).default('Fast-Track <no-reply@fast-track.local>'),
  // The dev mailbox (GET /api/dev/mailbox): unset, loopback callers only outside production and off in production;
  // true opens it to every caller, false closes it (devMailboxAccess below).
  DEV_MAILBOX: z
    .enum(['true', 'false', '1', '0'])
    .optional()
    .transform((value) => (value === undefined ? undefined : value === 'true' || value === '1')),
  // The test clock (POST /api/dev/clock moves the challenge clock forward, loopback callers only): for the e2e server.
  TEST_CLOCK: z
    .enum(['true', 'false', '1', '0'])
    .default('false')
    .transform((value) => value === 'true' || value === '1'),
  // Where the SPA is reachable from a mail reader: links in mails are built on it.
  PUBLIC_URL: z.url({ protocol: /^https?$/ }).default('http://localhost:8080'),
  // HMAC key for student address hashes and one-time codes (docs/accounts.md). Must stay the same across
  // restarts and replicas; required in production, a fixed development key otherwise.
  IDENTITY_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  // Code mails one client address may cause per hour (abuse limit); raised only for test servers behind one address.
  OTP_MAILS_PER_CLIENT_HOUR: z.coerce.number().int().min(1).max(100_000).default(50),
  // Codes compared per address per day without the mailed link (docs/accounts.md); at most 50, the 1 % bound.
  OTP_GUESSES_PER_ADDRESS_DAY: z.coerce.number().int().min(1).max(otpGuessLimits.perAddress).default(otpGuessLimits.perAddress),
  // How often each API process sweeps for due reminders (ms; issue 23: events the day before); 0 turns the sweep off.
  REMINDER_SWEEP_MS: z.coerce.number().int().min(0).max(24 * 60 * 60_000).default(5 * 60_000),
  // Which proxies' X-Forwarded-For the app believes for the client address (per-client rate limits): a hop count (1 =
  // the one gateway in front) or addresses/CIDRs/loopback/uniquelocal/linklocal, comma-separated. Unset: none, the
  // client is the connection's peer, since anyone can write the header (docs/operations.md "Behind a load balancer").
  TRUSTED_PROXIES: z
    .string()
    .trim()
    .refine((v) => /^\d{1,2}$/.test(v) || v.split(',').every((entry) => isTrustedProxyEntry(entry.trim())), {
      message: 'must be a hop count (0–99) or comma-separated IP addresses, CIDRs, loopback, uniquelocal or linklocal',
    })
    .transform((v): number | string[] => (/^\d+$/.test(v) ? Number(v) : v.split(',').map((entry) => entry.trim())))
    .optional(),
  // The hidden admin sign-in path (never linked); unset, there is no admin door at all (404).
  ADMIN_LOGIN_PATH: z
    .string()
    .regex(/^\/[A-Za-z0-9_-]{12,64}$/, 'must be / and 12–64 letters, digits, _ or - (hard to guess)')
    .optional(),
  // GET /metrics (docs/operations.md "Metrics"): with a token, callers must send `Authorization: Bearer <token>`;
  // without one, only direct (not proxied) callers from loopback or private addresses are answered.
  METRICS_TOKEN: z.string().min(16, 'must be at least 16 characters').max(200).regex(/^\S+$/, 'must not contain spaces').optional(),
  // Uploaded files (services/api/src/storage): an S3-compatible bucket when S3_BUCKET is set (all four S3_* of it
  // then required), else the folder DATA_DIR/files. Path-style addressing, so MinIO and other self-hosted ones work.
  S3_ENDPOINT: z.url({ protocol: /^https?$/ }).optional(),
  S3_BUCKET: z.string().regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, 'must be an S3 bucket name (3–63 of a-z 0-9 . -)').optional(),
  S3_ACCESS_KEY_ID: z.string().min(1).max(200).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).max(200).optional(),
  S3_REGION: z.string().regex(/^[a-z0-9-]{1,40}$/, 'must be a region name such as us-east-1').default('us-east-1'),
  // Social sign-up (docs/accounts.md): a provider is offered only when its client id is set.
  GOOGLE_CLIENT_ID: z.string().min(1).max(300).optional(),
  GOOGLE_JWKS_URL: z.url().default('https://www.googleapis.com/oauth2/v3/certs'),
  LINKEDIN_CLIENT_ID: z.string().min(1).max(300).optional(),
  LINKEDIN_CLIENT_SECRET: z.string().min(1).max(300).optional(),
  LINKEDIN_AUTHORIZE_URL: z.url().default('https://www.linkedin.com/oauth/v2/authorization'),
  LINKEDIN_TOKEN_URL: z.url().default('https://www.linkedin.com/oauth/v2/accessToken'),
  LINKEDIN_USERINFO_URL: z.url().default('https://api.linkedin.com/v2/userinfo'),
  // The public site (issue 15, docs/public-site.md): where tour and contact requests are mailed, the footer's social
  // profiles (a network without a URL is hidden) and the pricing page's monthly prices (a plan without one says
  // "on request").
  SALES_EMAIL: z.string().trim().max(254).regex(/^[^\s@]+@[^\s@]+$/, 'must be an e-mail address').default('sales@fast-track.local'),
  SOCIAL_LINKEDIN_URL: z.url({ protocol: /^https$/ }).optional(),
  SOCIAL_INSTAGRAM_URL: z.url({ protocol: /^https$/ }).optional(),
  SOCIAL_YOUTUBE_URL: z.url({ protocol: /^https$/ }).optional(),
  PRICING_CURRENCY: z.string().regex(/^[A-Z]{3}$/, 'must be an ISO 4217 code such as EUR').default('EUR'),
  PRICE_STARTER: z.coerce.number().min(0).max(1_000_000).optional(),
  PRICE_GROWTH: z.coerce.number().min(0).max(1_000_000).optional(),
  PRICE_ENTERPRISE: z.coerce.number().min(0).max(1_000_000).optional(),
}).refine((c) => c.NODE_ENV !== 'production' || c.IDENTITY_SECRET !== undefined, {
  path: ['IDENTITY_SECRET'],
  message: 'is required when NODE_ENV=production',
}).refine((c) => c.S3_BUCKET === undefined || (c.S3_ENDPOINT && c.S3_ACCESS_KEY_ID && c.S3_SECRET_ACCESS_KEY), {
  path: ['S3_BUCKET'],
  message: 'needs S3_ENDPOINT, S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY',
});

/**
 * Every environment variable the configuration reads (the schema's keys): deployment files may set these and no
 * others (checked for docker-compose.yml and the Kubernetes manifests, services/api/src/deploy/). OpenTelemetry's own
 * OTEL_* variables are read by its SDK, not here.
 */
export const configVariableNames: readonly string[] = Object.freeze(Object.keys(configSchema.shape));

/** One TRUSTED_PROXIES entry: what Express's `trust proxy` (proxy-addr) takes, checked here so a typo fails at boot. */
function isTrustedProxyEntry(entry: string): boolean {
  if (['loopback', 'uniquelocal', 'linklocal'].includes(entry)) return true;
  const [address = '', prefix, extra] = entry.split('/');
  const family = isIP(address);
  if (family === 0 || extra !== undefined) return false;
  return prefix === undefined || (/^\d{1,3}$/.test(prefix) && Number(prefix) <= (family === 4 ? 32 : 128));
}

/** Only for development and tests: production refuses to start without IDENTITY_SECRET. */
export const developmentIdentitySecret = 'fast-track-development-identity-secret-not-for-production';

export type Config = Readonly<z.output<typeof configSchema>>;

/**
 * Validates the environment once at boot so a typo fails loudly at start, not at the first request.
 * Empty strings count as unset: compose files and shells often export `VAR=` to mean "not given".
 */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const present = Object.fromEntries(
    Object.entries(env).filter(([, value]) => value !== undefined && value !== ''),
  );
  const parsed = configSchema.safeParse(present);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
    throw new Error(`Invalid configuration: ${problems}`);
  }
  const config = parsed.data;
  return Object.freeze({
    ...config,
    DATA_DIR: path.resolve(invocationDir, config.DATA_DIR),
    WEB_DIST: path.resolve(invocationDir, config.WEB_DIST),
  });
}

export const repositoryRoot = repoRoot;

/**
 * Where each part of the app writes in Redis, all under REDIS_PREFIX (default `ft:`): presence hashes, the Socket.IO
 * adapter's pub/sub channels, rate-limit counters, and BullMQ (which adds `:<queue>:…` itself).
 */
export function redisNamespaces(prefix: string): { presence: string; socketIo: string; rateLimit: string; bullmq: string } {
  return { presence: `${prefix}presence:`, socketIo: `${prefix}socket.io`, rateLimit: `${prefix}rl:`, bullmq: `${prefix}bull` };
}

/**
 * Who may read the local outbox (GET /api/dev/mailbox, the /dev/mailbox page), which holds every code and recovery
 * link when no SMTP_URL is set: 'open' (anyone who reaches the port) only when DEV_MAILBOX=true says so; outside
 * production 'local' (callers on this machine's loopback, not relayed by a proxy) unless DEV_MAILBOX=false; in
 * production 'off' unless opened.
 */
export type DevMailboxAccess = 'off' | 'local' | 'open';

export function devMailboxAccess(config: Pick<Config, 'NODE_ENV' | 'DEV_MAILBOX'>): DevMailboxAccess {
  if (config.DEV_MAILBOX === true) return 'open';
  if (config.DEV_MAILBOX === false) return 'off';
  return config.NODE_ENV === 'production' ? 'off' : 'local';
}

/** Whether GET /api/dev/mailbox answers anyone at all (see devMailboxAccess for whom). */
export function devMailboxEnabled(config: Pick<Config, 'NODE_ENV' | 'DEV_MAILBOX'>): boolean {
  return devMailboxAccess(config) !== 'off';
}

