import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Db } from '@fast-track/shared/db/db';
import { createLogger } from '@fast-track/shared/logger';
import { createRateLimiter, type RateLimiter } from '@fast-track/shared/rate-limit/rate-limiter';
import { createApp } from '../app.ts';
import type { OAuthConfig } from '../accounts/index.ts';
import type { BlobStore } from '../storage/index.ts';
import { createInProcessMailQueue, createOutboxTransport, readMailbox, type InProcessMailQueue, type MailQueue } from '../mail/index.ts';

export const testSecret = 'int-test-identity-secret-int-test-identity-secret';

export interface StudentApi {
  url: string;
  /** The app's database (helpers that stand in for another party's answer, e.g. an admin's review). */
  db: Db;
  /** The app's clock; tests move it to expire codes, links and throttles. */
  clock: { now: number; advance(ms: number): void };
  mail: InProcessMailQueue;
  rateLimiter: RateLimiter;
  post(path: string, body: unknown, headers?: Record<string, string>): Promise<Response>;
  get(path: string, headers?: Record<string, string>): Promise<Response>;
  /** Messages to the address in the local outbox, newest first, once queued mail has been sent. */
  mailbox(address: string): Promise<{ id: string; subject: string; text: string; html: string }[]>;
  close(): Promise<void>;
}

/** The real app with an outbox mail queue, an injectable clock and (optionally) a given limiter. */
export async function startStudentApi(
  db: Db,
  options: {
    rateLimiter?: RateLimiter;
    oauth?: OAuthConfig;
    adminLoginPath?: string;
    blobStore?: BlobStore;
    /**
     * TRUSTED_PROXIES of this app; 'loopback' when not given: tests play many clients from 127.0.0.1 by sending
     * X-Forwarded-For, as the gateway on loopback would. `false`: none, as a server without TRUSTED_PROXIES.
     */
    trustedProxies?: number | readonly string[] | false;
    /** POST /api/dev/clock on (config TEST_CLOCK). */
    testClock?: boolean;
    /** Wraps the app's mail queue (a test that makes hand-offs fail, as a crash after a commit would). */
    wrapMail?: (queue: MailQueue) => MailQueue;
  } = {},
): Promise<StudentApi> {
  const clock = {
    now: Date.now(),
    advance(ms: number) {
      this.now += ms;
    },
  };
  const now = () => clock.now;
  const logger = createLogger('test', 'silent');
  const mail = createInProcessMailQueue({
    db,
    logger,
    transport: createOutboxTransport(db),
    from: 'Fast-Track <no-reply@fast-track.local>',
    publicUrl: 'http://localhost:8080',
    attempts: 1,
  });
  const rateLimiter = options.rateLimiter ?? createRateLimiter(undefined, { now });
  const { app, dispose } = createApp({
    db,
    logger,
    now,
    mailQueue: options.wrapMail ? options.wrapMail(mail) : mail,
    rateLimiter,
    identitySecret: testSecret,
    ...(options.oauth ? { oauth: options.oauth } : {}),
    ...(options.adminLoginPath ? { adminLoginPath: options.adminLoginPath } : {}),
    ...(options.blobStore ? { blobStore: options.blobStore } : {}),
    ...(options.testClock ? { testClock: true } : {}),
    ...(options.trustedProxies === false ? {} : { trustedProxies: options.trustedProxies ?? ['loopback'] }),
  });
  const server: Server = createServer(app);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url,
    db,
    clock,
    mail,
    rateLimiter,
    post: (path, body, headers = {}) =>
      fetch(`${url}${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...headers },
        body: typeof body === 'string' ? body : JSON.stringify(body),
      }),
    get: (path, headers = {}) => fetch(`${url}${path}`, { headers }),
    async mailbox(address) {
      await mail.onIdle();
      // Sorted here by numeric id: readMailbox orders by its text alias, so "9" came before "10".
      return (await readMailbox(db, address)).sort((x, y) => Number(y.id) - Number(x.id));
    },
    async close() {
      await mail.close();
      dispose();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

export const bearer = (token: string): Record<string, string> => ({ authorization: `Bearer ${token}` });

/** Unique university addresses per test so tests never share throttles or accounts. */
let counter = 0;
export const uniqueAddress = (local = 'anna.kowalska'): string =>
  `${local}${++counter}x${Math.random().toString(36).slice(2, 8)}@student.ucl.ac.uk`;

export const ucl = { name: 'University College London, University of London', area: 'United Kingdom' };

/** The code of the newest OTP mail to the address. */
export async function latestOtp(api: StudentApi, address: string): Promise<string> {
  const [newest] = await api.mailbox(address);
  const code = newest ? /\b(\d{4})\b/.exec(newest.subject)?.[1] : undefined;
  if (!code) throw new Error(`No OTP mail for ${address}`);
  return code;
}

/** OTP request + registration; returns the session token. */
export async function registerStudent(
  api: StudentApi,
  address: string,
  extra: Record<string, unknown> = {},
  password = 'correct horse battery',
): Promise<string> {
  const sent = (await (await api.post('/api/student/otp/new', { EmailAddress: address, university: ucl })).json()) as { msg: string };
  if (sent.msg !== 'success') throw new Error(`otp/new answered ${sent.msg}`);
  const body = { EmailAddress: address, password, selected2: [], uni2: ucl, otpform: await latestOtp(api, address), ...extra };
  const registered = (await (await api.post('/api/student/register/new', body)).json()) as { msg: string; token?: string };
  if (registered.msg !== 'success' || !registered.token) throw new Error(`register/new answered ${registered.msg}`);
  return registered.token;
}
