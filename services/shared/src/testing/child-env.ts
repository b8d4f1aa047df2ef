/**
 * The environment for a service process a test starts: the runner's environment without any of our own settings
 * (CI exports DATABASE_URL and REDIS_URL for the int tier; a child that inherited them would run in another mode
 * than the test means, e.g. "embedded" on Postgres, or mail into a Redis queue no worker reads), then the test's.
 */
const ours = /^(DATABASE_URL|REDIS_URL|REDIS_PREFIX|PRESENCE_TTL_MS|DATA_DIR|PORT|SEED_DEMO|WEB_DIST|SMTP_URL|MAIL_FROM|DEV_MAILBOX|PUBLIC_URL|IDENTITY_SECRET|ADMIN_LOGIN_PATH|METRICS_TOKEN|NODE_ENV|LOG_LEVEL|OTP_MAILS_PER_CLIENT_HOUR|OTEL_.*|GOOGLE_.*|LINKEDIN_.*|S3_.*)$/;

export function childEnv(env: Record<string, string | undefined>): NodeJS.ProcessEnv {
  const inherited = Object.fromEntries(Object.entries(process.env).filter(([key]) => !ours.test(key)));
  return { ...inherited, ...env };
}
