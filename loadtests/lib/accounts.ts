// Account journeys' calls as k6 requests: one-time codes read back from a mailbox, registration of every audience,
// companies, admin sign-in (RFC 6238 TOTP computed here) and review. URLs, bodies and checks in one place.
//
// Codes come from a mailbox the load generator can read (MAILBOX):
//   dev (default)  GET  {BASE_URL}/api/dev/mailbox?to=…   the local outbox (no SMTP_URL): answers loopback callers only,
//                                                          so k6 next to `npm start`, unless DEV_MAILBOX=true opens it
//   mailpit        GET  {MAILPIT_URL}/api/v1/search?query=… the compose stack's mail catcher (http://127.0.0.1:8025)
import http from 'k6/http';
import crypto from 'k6/crypto';
import encoding from 'k6/encoding';
import exec from 'k6/execution';
import { check, fail, sleep } from 'k6';
import type { RefinedResponse, ResponseType } from 'k6/http';
import { BASE_URL } from './api.ts';

const MAILBOX = (__ENV.MAILBOX ?? 'dev').toLowerCase();
const MAILPIT_URL = (__ENV.MAILPIT_URL ?? 'http://127.0.0.1:8025').replace(/\/$/, '');
/** Every account of a run is created with this password (long enough for every audience's rule). */
export const PASSWORD = __ENV.LOAD_PASSWORD ?? 'correct horse battery staple';

export const ucl = { name: 'University College London, University of London', area: 'United Kingdom' };
export const oxford = { name: 'University of Oxford', area: 'United Kingdom' };
export const jobRoles = ['Recruiter', 'HR', 'Hiring manager', 'Founder', 'Other'] as const;
const companySizes = ['1-10', '11-50', '51-200', '201-1000', '1001-5000', '5000+'] as const;

type Body = Record<string, unknown>;
type Response = RefinedResponse<ResponseType | undefined>;

const jsonHeaders = { 'Content-Type': 'application/json' };
export const bearer = (token: string): Record<string, string> => ({ ...jsonHeaders, Authorization: `Bearer ${token}` });

export function bodyOf(res: Response): Body {
  try {
    const parsed = res.json();
    return typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed) ? parsed : {};
  } catch {
    return {};
  }
}

export function post(path: string, body: unknown, name: string, headers: Record<string, string> = jsonHeaders): Response {
  return http.post(`${BASE_URL}${path}`, JSON.stringify(body), { headers, tags: { name } });
}

export function get(path: string, name: string, headers: Record<string, string> = {}): Response {
  return http.get(`${BASE_URL}${path}`, { headers, tags: { name } });
}

/**
 * An address nobody else in this run (or any earlier one) uses: the per-address limits (one code a minute) then
 * never meet two virtual users. `domain` decides the audience's e-mail rule (university or work domain).
 */
export function uniqueAddress(local: string, domain: string): string {
  const stamp = `${Date.now().toString(36)}${exec.vu.idInTest.toString(36)}${exec.vu.iterationInScenario.toString(36)}`;
  return `${local}.${stamp}@${domain}`;
}

/** The code of the newest mail to `address` (4–8 digits in its subject), waiting up to ~10 s for it to arrive. */
export function readCode(address: string): string {
  for (let attempt = 0; attempt < 20; attempt++) {
    const subject = newestSubject(address);
    const code = subject ? /\b(\d{4,8})\b/.exec(subject)?.[1] : undefined;
    if (code) return code;
    sleep(0.5);
  }
  fail(`no code mailed to ${address} (MAILBOX=${MAILBOX})`);
}

function newestSubject(address: string): string | undefined {
  if (MAILBOX === 'mailpit') {
    const res = http.get(`${MAILPIT_URL}/api/v1/search?limit=1&query=${encodeURIComponent(`to:"${address}"`)}`, { tags: { name: 'mailbox' } });
    const messages = bodyOf(res)['messages'];
    const first = Array.isArray(messages) ? (messages[0] as { Subject?: unknown } | undefined) : undefined;
    return typeof first?.Subject === 'string' ? first.Subject : undefined;
  }
  const res = http.get(`${BASE_URL}/api/dev/mailbox?to=${encodeURIComponent(address)}`, { tags: { name: 'mailbox' } });
  const messages = bodyOf(res)['messages'];
  const first = Array.isArray(messages) ? (messages[0] as { subject?: unknown } | undefined) : undefined;
  return typeof first?.subject === 'string' ? first.subject : undefined;
}

function succeeded(res: Response, what: string, status = 200): Body {
  const body = bodyOf(res);
  const ok = check(res, {
    [`${what}: status ${status}`]: (r) => r.status === status,
    [`${what}: msg success`]: () => status !== 200 || body['msg'] === 'success',
  });
  if (!ok) fail(`${what} answered ${res.status} ${JSON.stringify(body).slice(0, 200)}`);
  return body;
}

/** Student sign-up: code to the university address, then the account (SPA: /registration). Returns the session. */
export function registerStudent(address: string, tracks: string[] = []): string {
  succeeded(post('/api/student/otp/new', { EmailAddress: address, university: ucl }, 'student-otp'), 'student otp');
  const body = succeeded(
    post('/api/student/register/new', { EmailAddress: address, password: PASSWORD, selected2: tracks, uni2: ucl, otpform: readCode(address) }, 'student-register'),
    'student register',
  );
  return String(body['token']);
}

/** Employer sign-up with a work address (docs/accounts.md "Employers"). */
export function registerEmployer(address: string): string {
  succeeded(post('/api/employer/otp/new', { EmailAddress: address }, 'employer-otp'), 'employer otp');
  const body = succeeded(
    post('/api/employer/register', { firstName: 'Erin', LastName: 'Load', EmailAddress: address, password: PASSWORD, otp: readCode(address) }, 'employer-register'),
    'employer register',
  );
  return String(body['token']);
}

/** Career center staff sign-up with an address at the university's domain (docs/accounts.md "Career centers"). */
export function registerCareerCenter(address: string, university = oxford): string {
  succeeded(post('/api/career-center/otp/new', { EmailAddress: address, university }, 'career-center-otp'), 'career center otp');
  const body = succeeded(
    post(
      '/api/career-center/register',
      { firstName: 'Carla', LastName: 'Load', EmailAddress: address, password: PASSWORD, otp: readCode(address), university },
      'career-center-register',
    ),
    'career center register',
  );
  return String(body['token']);
}

/** A company of the employer's (pending until an admin approves it) and the employer's role in it. */
export function createCompany(token: string, name: string): string {
  const body = succeeded(
    post(
      '/api/companies',
      {
        name,
        website: `https://${name.toLowerCase().replace(/[^a-z0-9]+/g, '-')}.example.com`,
        industry: 'Investment banking',
        size: companySizes[Math.floor(Math.random() * companySizes.length)],
        country: 'United Kingdom',
      },
      'companies-create',
      bearer(token),
    ),
    'company create',
    201,
  );
  const created = (body['organisation'] as { organisationId?: unknown } | undefined)?.organisationId;
  const organisationId = typeof created === 'string' ? created : '';
  if (!organisationId) fail('company create answered no organisationId');
  const role = jobRoles[Math.floor(Math.random() * jobRoles.length)];
  succeeded(post(`/api/organisations/${organisationId}/job-role`, { jobRole: role }, 'organisation-job-role', bearer(token)), 'job role');
  return organisationId;
}

/** Who the session belongs to (every signed-in screen starts with it). */
export function me(token: string): Body {
  const res = get('/api/account/me', 'account-me', bearer(token));
  check(res, { 'me: status 200': (r) => r.status === 200 });
  return bodyOf(res);
}

// ---- admin ----

const base32 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';

function base32Decode(text: string): ArrayBuffer {
  const clean = text.replace(/=+$/, '').replace(/\s+/g, '').toUpperCase();
  const out: number[] = [];
  let bits = 0;
  let value = 0;
  for (const char of clean) {
    const index = base32.indexOf(char);
    if (index < 0) fail('ADMIN_TOTP_SECRET is not base32');
    value = (value << 5) | index;
    bits += 5;
    if (bits >= 8) {
      out.push((value >>> (bits - 8)) & 255);
      bits -= 8;
    }
  }
  return new Uint8Array(out).buffer;
}

/** RFC 6238 (HMAC-SHA1, 30 s, 6 digits): the code an authenticator app shows for the secret `admin:create` printed. */
export function totp(secretBase32: string, nowMs = Date.now()): string {
  const counter = new Uint8Array(8);
  let step = Math.floor(nowMs / 30_000);
  for (let i = 7; i >= 0; i--) {
    counter[i] = step & 0xff;
    step = Math.floor(step / 256);
  }
  const mac = new Uint8Array(crypto.hmac('sha1', base32Decode(secretBase32), counter.buffer, 'binary'));
  const offset = (mac[mac.length - 1] ?? 0) & 0x0f;
  const binary =
    (((mac[offset] ?? 0) & 0x7f) << 24) | ((mac[offset + 1] ?? 0) << 16) | ((mac[offset + 2] ?? 0) << 8) | (mac[offset + 3] ?? 0);
  return String(binary % 1_000_000).padStart(6, '0');
}

/** Admin sign-in (password + TOTP); needs ADMIN_LOGIN_PATH set on the server, else every admin call is 404. */
export function signInAdmin(email: string, password: string, totpSecret: string): string {
  const body = succeeded(post('/api/admin/login', { email, password, totp: totp(totpSecret) }, 'admin-login'), 'admin login');
  return String(body['token']);
}

export interface PendingOrganisation {
  organisationId: string;
  name: string;
}

export function pendingCompanies(token: string): PendingOrganisation[] {
  const res = get('/api/admin/organisations?kind=company&status=pending', 'admin-organisations', bearer(token));
  check(res, { 'admin list: status 200': (r) => r.status === 200 });
  const list = bodyOf(res)['organisations'];
  return Array.isArray(list) ? (list as PendingOrganisation[]) : [];
}

export function review(token: string, organisationId: string, decision: 'approve' | 'reject'): void {
  const res =
    decision === 'approve'
      ? post(`/api/admin/organisations/${organisationId}/approve`, {}, 'admin-approve', bearer(token))
      : post(`/api/admin/organisations/${organisationId}/reject`, { reason: 'Load test: not a real company.' }, 'admin-reject', bearer(token));
  // Another admin (or VU) may have decided it a moment before: that is a 409, not a failure of this journey.
  check(res, { 'admin review: decided': (r) => r.status === 200 || r.status === 409 });
}

/** A base64url id for names that must differ per iteration. */
export const shortId = (): string => encoding.b64encode(`${Date.now()}-${exec.vu.idInTest}-${Math.random()}`, 'rawurl').slice(-10);
