import { randomUUID } from 'node:crypto';
import { developmentIdentitySecret } from '@fast-track/shared/config';
import type { Db } from '@fast-track/shared/db/db';
import { createLogger } from '@fast-track/shared/logger';
import { createRateLimiter } from '@fast-track/shared/rate-limit/rate-limiter';
import { createAccountsModule } from '../accounts/index.ts';
import { createAdmin, totpCode, totpStepSeconds } from '../admin/index.ts';
import { membershipLookup, runOrganisationCommand } from '../organisations/index.ts';
import { projections } from '../projections.ts';
import { latestOtp, testSecret, type StudentApi } from './student-api.ts';

// Registration helpers for the other audiences, through the real routes (as registerStudent does for students).

export const oxford = { name: 'University of Oxford', area: 'United Kingdom' };
export const password = 'correct horse battery';
let counter = 0;
const unique = () => `${++counter}x${Math.random().toString(36).slice(2, 8)}`;
export const workAddress = (local = 'erin', domain = `firm${unique()}.example.com`): string => `${local}.${unique()}@${domain}`;
export const staffAddress = (local = 'carla'): string => `${local}.${unique()}@careers.ox.ac.uk`;

const json = async (res: Response) => (await res.json()) as Record<string, unknown>;

export interface Registered {
  token: string;
  uniqueId: string;
  body: Record<string, unknown>;
}

export async function registerEmployer(api: StudentApi, address = workAddress(), names = { firstName: 'Erin', LastName: 'Employer' }): Promise<Registered> {
  const sent = await json(await api.post('/api/employer/otp/new', { EmailAddress: address }));
  if (sent['msg'] !== 'success') throw new Error(`employer/otp/new answered ${JSON.stringify(sent)}`);
  const body = await json(await api.post('/api/employer/register', { ...names, EmailAddress: address, password, otp: await latestOtp(api, address) }));
  if (body['msg'] !== 'success') throw new Error(`employer/register answered ${JSON.stringify(body)}`);
  return { token: body['token'] as string, uniqueId: body['uniqueId'] as string, body };
}

/**
 * Registers career center staff through the real routes and leaves them waiting, as the product does (issue 22):
 * `admission` 'review' when they opened the center (an admin must approve it), 'request' when they asked to join.
 */
export async function registerCareerCenterStaff(api: StudentApi, address = staffAddress(), university = oxford): Promise<Registered & { organisationId: string; admission: 'review' | 'request' }> {
  const sent = await json(await api.post('/api/career-center/otp/new', { EmailAddress: address, university }));
  if (sent['msg'] !== 'success') throw new Error(`career-center/otp/new answered ${JSON.stringify(sent)}`);
  const body = await json(
    await api.post('/api/career-center/register', { firstName: 'Carla', LastName: 'Careers', EmailAddress: address, password, otp: await latestOtp(api, address), university }),
  );
  if (body['msg'] !== 'success') throw new Error(`career-center/register answered ${JSON.stringify(body)}`);
  const admission = body['admission'] as 'review' | 'request';
  return { token: body['token'] as string, uniqueId: body['uniqueId'] as string, body, organisationId: body['organisationId'] as string, admission };
}

/**
 * Career center staff who can work: registered, then admitted by the answer they wait for — an admin approving the
 * new center, or an owner accepting the request. The answers are recorded as commands here (the same events the
 * routes record); career-centers/staff-admission.int.spec.ts drives them through the API.
 */
export async function registerCareerCenter(api: StudentApi, address = staffAddress(), university = oxford): Promise<Registered> {
  const staff = await registerCareerCenterStaff(api, address, university);
  const deps = { db: api.db, projections: projections.inline };
  const now = new Date(api.clock.now).toISOString();
  const { organisationId } = staff;
  if (staff.admission === 'review') {
    const adminId = randomUUID();
    await runOrganisationCommand(deps, { type: 'ReviewOrganisation', data: { organisationId, decision: 'approve', adminId, reason: '', now } }, adminId);
  } else {
    const owner = await api.db.query<{ account_id: string }>(`SELECT account_id FROM organisation_members WHERE organisation_id = $1 AND role = 'owner' LIMIT 1`, [organisationId]);
    const by = owner.rows[0]?.account_id ?? randomUUID();
    await runOrganisationCommand(deps, { type: 'DecideJoinRequest', data: { organisationId, accountId: staff.uniqueId, accept: true, by, now } }, by);
  }
  return { token: staff.token, uniqueId: staff.uniqueId, body: staff.body };
}

export const companyForm = { name: 'Kestrel Partners', website: 'https://kestrel.example.com', industry: 'Investment banking', size: '51-200', country: 'United Kingdom' };

export async function createCompany(api: StudentApi, token: string, form: Record<string, unknown> = companyForm): Promise<string> {
  const res = await api.post('/api/companies', form, { authorization: `Bearer ${token}` });
  const body = await json(res);
  if (res.status !== 201) throw new Error(`companies answered ${res.status} ${JSON.stringify(body)}`);
  return (body['organisation'] as { organisationId: string }).organisationId;
}

/** An admin made the way `npm run admin:create` makes one, and a function giving a valid code at the API's clock. */
export async function createTestAdmin(db: Db, api: StudentApi, email = `ops.${unique()}@fast-track.example`): Promise<{ email: string; code: (offsetSteps?: number) => string }> {
  const accounts = createAccountsModule({
    db,
    logger: createLogger('test', 'silent'),
    secret: testSecret ?? developmentIdentitySecret,
    now: () => api.clock.now,
    rateLimiter: createRateLimiter(undefined, { now: () => api.clock.now }),
    mail: api.mail,
    projections: projections.inline,
    memberships: membershipLookup(db),
  });
  const { secret } = await createAdmin(accounts.deps, { email, password });
  return { email, code: (offsetSteps = 0) => totpCode(secret, api.clock.now + offsetSteps * totpStepSeconds * 1000) };
}

export async function signInAdmin(api: StudentApi, admin: { email: string; code: (o?: number) => string }): Promise<string> {
  const body = await json(await api.post('/api/admin/login', { email: admin.email, password, totp: admin.code() }));
  if (body['msg'] !== 'success') throw new Error(`admin/login answered ${JSON.stringify(body)}`);
  return body['token'] as string;
}
