import type { Db } from '@fast-track/shared/db/db';
import { projections } from '../../projections.ts';
import { runOrganisationCommand } from '../../organisations/index.ts';
import { oxford, registerCareerCenter, type Registered } from '../../testing/audiences.ts';
import { bearer, latestOtp, ucl, type StudentApi } from '../../testing/student-api.ts';

// Helpers of the career center and student organisation tests (issue 13): the two host kinds besides companies,
// at two universities, with students inside and outside their audiences, all made through the real routes (only a
// society's second member is added by command, as an accepted invitation would add them).

let counter = 0;
const unique = () => `${++counter}y${Math.random().toString(36).slice(2, 8)}`;

export interface University {
  name: string;
  area: string;
}

/** A student of `university` with an address at one of its domains; returns the token and account id. */
export async function studentAt(api: StudentApi, university: University, domain: string, tracks: string[] = []): Promise<Registered> {
  const address = `stu${unique()}@${domain}`;
  const sent = (await (await api.post('/api/student/otp/new', { EmailAddress: address, university })).json()) as { msg: string };
  if (sent.msg !== 'success') throw new Error(`otp/new answered ${sent.msg}`);
  const body = { EmailAddress: address, password: 'correct horse battery', selected2: tracks.map((id) => ({ id })), uni2: university, otpform: await latestOtp(api, address) };
  const registered = (await (await api.post('/api/student/register/new', body)).json()) as Record<string, unknown>;
  if (registered['msg'] !== 'success') throw new Error(`register/new answered ${JSON.stringify(registered)}`);
  const me = (await (await api.get('/api/account/me', bearer(registered['token'] as string))).json()) as Record<string, unknown>;
  const uniqueId = (me['account'] as { uniqueId?: string } | undefined)?.uniqueId ?? '';
  if (!uniqueId) throw new Error(`account/me answered ${JSON.stringify(me)}`);
  return { token: registered['token'] as string, uniqueId, body: registered };
}

export interface HostKindsWorld {
  /** Oxford's career center and one of its staff. */
  oxfordCenter: string;
  oxfordStaff: Registered;
  /** UCL's career center (another university's). */
  uclCenter: string;
  uclStaff: Registered;
  oxfordStudent: Registered;
  uclStudent: Registered;
  /** A society at UCL: its owner and a member; another society's owner. */
  society: string;
  societyOwner: Registered;
  societyMember: Registered;
  otherSociety: string;
  otherSocietyOwner: Registered;
}

export async function createSociety(api: StudentApi, token: string, name: string): Promise<string> {
  const res = await api.post('/api/organisations/student', { name, university: ucl, category: 'Finance', description: 'We trade ideas.' }, bearer(token));
  const body = (await res.json()) as { organisation?: { organisationId: string } };
  if (res.status !== 201 || !body.organisation) throw new Error(`organisations/student answered ${res.status} ${JSON.stringify(body)}`);
  return body.organisation.organisationId;
}

export async function hostKindsWorld(db: Db, api: StudentApi): Promise<HostKindsWorld> {
  const oxfordStaff = await registerCareerCenter(api, `carla.${unique()}@careers.ox.ac.uk`, oxford);
  const uclStaff = await registerCareerCenter(api, `cyril.${unique()}@ucl.ac.uk`, ucl);
  const oxfordStudent = await studentAt(api, oxford, 'ox.ac.uk');
  const uclStudent = await studentAt(api, ucl, 'student.ucl.ac.uk');
  const societyOwner = await studentAt(api, ucl, 'student.ucl.ac.uk');
  const societyMember = await studentAt(api, ucl, 'student.ucl.ac.uk');
  const otherSocietyOwner = await studentAt(api, ucl, 'student.ucl.ac.uk');
  const society = await createSociety(api, societyOwner.token, `Investment Society ${unique()}`);
  const otherSociety = await createSociety(api, otherSocietyOwner.token, `Debating Union ${unique()}`);
  await runOrganisationCommand(
    { db, projections: projections.inline },
    { type: 'AddMember', data: { organisationId: society, accountId: societyMember.uniqueId, role: 'member', via: 'invitation', now: new Date().toISOString() } },
    societyOwner.uniqueId,
  );
  return {
    oxfordCenter: oxfordStaff.body['organisationId'] as string,
    oxfordStaff,
    uclCenter: uclStaff.body['organisationId'] as string,
    uclStaff,
    oxfordStudent,
    uclStudent,
    society,
    societyOwner,
    societyMember,
    otherSociety,
    otherSocietyOwner,
  };
}
