// The signed-in people of bench:web (issue 28): one per audience, registered and signed in through the real API of
// the bench's own server, as a person would be, and their browser storage as the app leaves it after a visit.
//   - an admin made the way an operator makes one (`npm run admin:create` on the fresh data folder, before the
//     server opens it), who approves the employer's company and the career center, as the review screen would;
//   - a student (registered with the mailed code, onboarded), an employer with an approved company, career center
//     staff of an approved center, and a student who runs a student organisation.
// Codes are read from the server's local outbox (DEV_MAILBOX=true: a bench server on loopback, never a real one).
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import type { Browser } from '@playwright/test';
import { totpCode } from '../../services/api/src/admin/totp.ts';

export type Audience = 'student' | 'employer' | 'career_center' | 'student_organisation';

/** localStorage entries of a signed-in person (spec §3 storage keys), set before the page's scripts run. */
export type Storage = Record<string, string>;

export interface BenchAdmin {
  email: string;
  password: string;
  totpSecret: string;
}

/** The hidden admin sign-in path of the bench server (the admin API answers only when one is set). */
export const BENCH_ADMIN_PATH = '/bench-admin-sign-in';

/** Environment the bench server needs for the sign-ins below (the same IDENTITY_SECRET as the admin's creation). */
export const signInEnv = (identitySecret: string): Record<string, string> => ({
  DEV_MAILBOX: 'true',
  ADMIN_LOGIN_PATH: BENCH_ADMIN_PATH,
  IDENTITY_SECRET: identitySecret,
});

export const newIdentitySecret = (): string => process.env.IDENTITY_SECRET ?? randomBytes(32).toString('hex');

/**
 * `npm run admin:create` on `dataDir` (embedded PGlite; the server must not run yet). The demo seed still runs at the
 * server's start: it seeds any log that holds only admin accounts.
 */
export function createAdmin(dataDir: string, identitySecret: string): BenchAdmin {
  const email = 'ops.bench@fast-track.test';
  const run = spawnSync(process.execPath, ['--import', 'tsx', 'services/api/src/admin/admin-cli.ts', '--email', email], {
    env: { ...process.env, NODE_ENV: 'production', DATA_DIR: dataDir, IDENTITY_SECRET: identitySecret, ADMIN_LOGIN_PATH: BENCH_ADMIN_PATH, LOG_LEVEL: 'warn', DATABASE_URL: '', REDIS_URL: '' },
    encoding: 'utf8',
  });
  if (run.status !== 0) throw new Error(`admin:create failed (${run.status ?? run.signal}):\n${run.stderr}`);
  const answer = JSON.parse(run.stdout) as { email: string; password: string; totpSecret: string };
  return { email: answer.email, password: answer.password, totpSecret: answer.totpSecret };
}

const PASSWORD = 'correct horse battery';
const UCL = { name: 'University College London, University of London', area: 'United Kingdom' };

/** A few letters no other run of this bench on the same data folder used (addresses must be new). */
const unique = (): string => randomBytes(4).toString('hex').replace(/\d/g, (d) => 'ghijklmnop'[Number(d)]!);

class Api {
  constructor(private readonly baseUrl: string) {}

  async call<T>(method: 'GET' | 'POST' | 'PUT', path: string, body?: unknown, token?: string): Promise<{ status: number; body: T }> {
    const res = await fetch(`${this.baseUrl}${path}`, {
      method,
      headers: { ...(body === undefined ? {} : { 'content-type': 'application/json' }), ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await res.text();
    return { status: res.status, body: (text ? JSON.parse(text) : {}) as T };
  }

  /** POST that must answer 2xx (and msg 'success' where the route answers one). */
  async ok<T extends object>(path: string, body: unknown, token?: string, method: 'POST' | 'PUT' = 'POST'): Promise<T> {
    const answer = await this.call<T & { msg?: string }>(method, path, body, token);
    if (answer.status >= 300 || (answer.body.msg !== undefined && answer.body.msg !== 'success')) {
      throw new Error(`${method} ${path} answered ${answer.status} ${JSON.stringify(answer.body)}`);
    }
    return answer.body;
  }

  /** The 4-digit code of the newest mail to `to` (the local outbox; the mail is written before the answer). */
  async mailedCode(to: string): Promise<string> {
    for (let attempt = 0; attempt < 50; attempt += 1) {
      const { body } = await this.call<{ messages?: { subject: string }[] }>('GET', `/api/dev/mailbox?to=${encodeURIComponent(to)}`);
      const code = body.messages?.map((m) => /\b(\d{4})\b/.exec(m.subject)?.[1]).find(Boolean);
      if (code) return code;
      await new Promise((r) => setTimeout(r, 200));
    }
    throw new Error(`no code mailed to ${to}`);
  }
}

async function signInAdmin(api: Api, admin: BenchAdmin): Promise<string> {
  // A code is good once per 30 s step; a refused one (the step just turned) is tried once more with the next step's.
  for (let attempt = 0; attempt < 2; attempt += 1) {
    const at = Date.now() + attempt * 30_000;
    const answer = await api.call<{ msg?: string; token?: string }>('POST', '/api/admin/login', { email: admin.email, password: admin.password, totp: totpCode(admin.totpSecret, at) });
    if (answer.body.token) return answer.body.token;
    if (attempt === 0) await new Promise((r) => setTimeout(r, 30_000 - (Date.now() % 30_000) + 200));
  }
  throw new Error('the bench admin could not sign in');
}

async function registerStudent(api: Api, first: string): Promise<{ token: string }> {
  const email = `${first}.${unique()}@ucl.ac.uk`;
  await api.ok('/api/student/otp/new', { EmailAddress: email, university: UCL.name, lng: 'en' });
  const { token } = await api.ok<{ token: string }>('/api/student/register/new', {
    EmailAddress: email,
    password: PASSWORD,
    selected2: [{ id: 'Finance' }],
    uni2: UCL,
    otpform: await api.mailedCode(email),
    firstName: first.charAt(0).toUpperCase() + first.slice(1),
  });
  await api.ok('/api/student/onboarding', { firstName: 'Bench', LastName: 'Student', yearOfStudy: 'finalYear', selectedItem: [{ id: 'Finance' }] }, token);
  return { token };
}

async function registerEmployer(api: Api, adminToken: string): Promise<Storage> {
  const email = `olivia.${unique()}@bench-${unique()}.com`;
  await api.ok('/api/employer/otp/new', { EmailAddress: email, lng: 'en' });
  const employer = await api.ok<{ token: string; uniqueId: string }>('/api/employer/register', {
    firstName: 'Olivia',
    LastName: 'Owner',
    EmailAddress: email,
    password: PASSWORD,
    otp: await api.mailedCode(email),
  });
  const created = await api.ok<{ organisation: { organisationId: string } }>(
    '/api/companies',
    { name: `Bench Partners ${unique()}`, website: 'https://bench.example.com', industry: 'Consulting', size: '11-50', country: 'Germany' },
    employer.token,
  );
  const company = created.organisation.organisationId;
  await api.ok(`/api/admin/organisations/${company}/approve`, {}, adminToken);
  // The employer's session lives inside the client state `root` (web/src/lib/storage.ts).
  const root = { version: 1, state: { employerauth: true, employer: { token: employer.token, firstName: 'Olivia' }, uniqueId: employer.uniqueId, company } };
  return { root: JSON.stringify(root) };
}

async function registerCareerCenter(api: Api, adminToken: string): Promise<Storage> {
  const email = `carla.${unique()}@ucl.ac.uk`;
  await api.ok('/api/career-center/otp/new', { EmailAddress: email, university: UCL, lng: 'en' });
  const staff = await api.ok<{ token: string; organisationId: string; admission: 'review' | 'request' }>('/api/career-center/register', {
    firstName: 'Carla',
    LastName: 'Careers',
    EmailAddress: email,
    password: PASSWORD,
    otp: await api.mailedCode(email),
    university: UCL,
  });
  // Each bench run has a fresh data folder: whoever registers first at a university opens its center (review).
  if (staff.admission !== 'review') throw new Error(`career center staff were asked to wait for a ${staff.admission}`);
  await api.ok(`/api/admin/organisations/${staff.organisationId}/approve`, {}, adminToken);
  return { careertoken: staff.token };
}

async function registerStudentOrganisation(api: Api): Promise<Storage> {
  const founder = await registerStudent(api, 'sofia');
  await api.ok('/api/organisations/student', { name: `Finance Society ${unique()}`, university: UCL, category: 'Finance', description: 'Markets, pitches and mentors.' }, founder.token);
  return { token: founder.token };
}

/** Signs one person of each audience in through the API; what each one's browser stores before its first visit. */
export async function signInEveryAudience(baseUrl: string, admin: BenchAdmin, audiences: readonly Audience[]): Promise<Map<Audience, Storage>> {
  const api = new Api(baseUrl);
  const needsAdmin = audiences.some((a) => a === 'employer' || a === 'career_center');
  const adminToken = needsAdmin ? await signInAdmin(api, admin) : '';
  const stored = new Map<Audience, Storage>();
  for (const audience of audiences) {
    if (audience === 'student') stored.set(audience, { token: (await registerStudent(api, 'wiktoria')).token });
    if (audience === 'employer') stored.set(audience, await registerEmployer(api, adminToken));
    if (audience === 'career_center') stored.set(audience, await registerCareerCenter(api, adminToken));
    if (audience === 'student_organisation') stored.set(audience, await registerStudentOrganisation(api));
  }
  return stored;
}

/**
 * What the browser holds once the person has used `url` (the app fills `root` from the session: the user, the chosen
 * organisation): the state a returning person's first screen starts from, which the measured loads then get.
 */
export async function storageAfterVisit(browser: Browser, url: string, storage: Storage): Promise<Storage> {
  const context = await browser.newContext();
  try {
    await context.addInitScript(seedStorageScript, storage);
    const page = await context.newPage();
    await page.goto(url, { waitUntil: 'networkidle', timeout: 60_000 });
    const landed = new URL(page.url()).pathname;
    if (pathsDiffer(landed, new URL(url).pathname)) throw new Error(`${url} sent the signed-in person to ${landed}`);
    return await page.evaluate(() => {
      const store = (globalThis as unknown as { localStorage: { length: number; key(i: number): string | null; getItem(k: string): string | null } }).localStorage;
      const entries: Record<string, string> = {};
      for (let i = 0; i < store.length; i += 1) {
        const key = store.key(i);
        if (key !== null) entries[key] = store.getItem(key) ?? '';
      }
      return entries;
    });
  } finally {
    await context.close();
  }
}

type PageStores = { top: unknown; localStorage: { setItem(k: string, v: string): void } };

/** Runs in the page before its scripts (the bench's tsconfig has no DOM types, hence the cast): the session's entries. */
export function seedStorageScript(entries: Storage): void {
  const page = globalThis as unknown as PageStores;
  if (page.top !== globalThis) return;
  for (const [key, value] of Object.entries(entries)) page.localStorage.setItem(key, value);
}

/** Whether two paths differ beyond a trailing slash (the public site keeps the spec's trailing slashes). */
export const pathsDiffer = (a: string, b: string): boolean => a.replace(/\/+$/, '') !== b.replace(/\/+$/, '');
