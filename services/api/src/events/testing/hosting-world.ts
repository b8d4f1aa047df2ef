import type { Db } from '@fast-track/shared/db/db';
import { createCompany, createTestAdmin, registerEmployer, signInAdmin, workAddress, type Registered } from '../../testing/audiences.ts';
import { bearer, type StudentApi } from '../../testing/student-api.ts';

// Helpers of the event hosting tests: a valid editor form, and an approved company with two members plus a pending
// company of another employer, all made through the real routes.

const dayMs = 86_400_000;

/** The editor's form for an event `days` from now (a weekday far enough ahead for any zone). */
export function eventForm(overrides: Record<string, unknown> = {}, days = 10): Record<string, unknown> {
  return {
    title: 'Spring Insight Day',
    type: 'Physical Event',
    img: '/images/events/cover-3.svg',
    description: '<p>Meet our <strong>analysts</strong>.</p>',
    date: new Date(Date.now() + days * dayMs).toISOString().slice(0, 10),
    startTime: '09:30',
    endTime: '16:00',
    timezone: 'Europe/London',
    virtualLink: null,
    physicalLocation: { label: '1 Canada Square, London', lat: 51.5049, lng: -0.0195, placeId: '' },
    approval: false,
    schoolYear: ['Penultimate year'],
    relevantCourses: ['Economics', 'Finance'],
    targetGroups: [],
    ...overrides,
  };
}

export interface HostingWorld {
  companyId: string;
  owner: Registered;
  colleague: Registered;
  pendingCompanyId: string;
  pendingOwner: Registered;
  admin: string;
}

export async function hostingWorld(db: Db, api: StudentApi): Promise<HostingWorld> {
  const domain = `hosts-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}.example.com`;
  const owner = await registerEmployer(api, workAddress('hana', domain));
  const companyId = await createCompany(api, owner.token);
  const colleague = await registerEmployer(api, workAddress('theo', domain));
  await api.post(`/api/organisations/${companyId}/join-requests`, {}, bearer(colleague.token));
  const accepted = await api.post(`/api/organisations/${companyId}/join-requests/${colleague.uniqueId}`, { accept: true }, bearer(owner.token));
  if (accepted.status !== 200) throw new Error(`join request answered ${accepted.status}`);
  const admin = await signInAdmin(api, await createTestAdmin(db, api));
  const approved = await api.post(`/api/admin/organisations/${companyId}/approve`, {}, bearer(admin));
  if (approved.status !== 200) throw new Error(`approve answered ${approved.status}`);
  const pendingOwner = await registerEmployer(api, workAddress('petra'));
  const pendingCompanyId = await createCompany(api, pendingOwner.token, {
    name: 'Pending Partners',
    website: 'https://pending.example.com',
    industry: 'Law',
    size: '1-10',
    country: 'Germany',
  });
  return { companyId, owner, colleague, pendingCompanyId, pendingOwner, admin };
}

export interface Answer {
  status: number;
  etag: string | null;
  body: Record<string, unknown>;
}

/** A call with a JSON body (or none), any method, and the answer's status, ETag and JSON body. */
export async function call(api: StudentApi, method: string, path: string, token?: string, body?: unknown, headers: Record<string, string> = {}): Promise<Answer> {
  const res = await fetch(`${api.url}${path}`, {
    method,
    headers: { ...(body === undefined ? {} : { 'content-type': 'application/json' }), ...(token ? bearer(token) : {}), ...headers },
    ...(body === undefined ? {} : { body: typeof body === 'string' ? body : JSON.stringify(body) }),
  });
  return { status: res.status, etag: res.headers.get('etag'), body: (await res.json().catch(() => ({}))) as Record<string, unknown> };
}

/** Polls until `check` passes (or the time is up, when it fails with the last error). */
export async function eventually<T>(check: () => Promise<T>, timeoutMs = 5000, everyMs = 25): Promise<T> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    try {
      return await check();
    } catch (error) {
      if (Date.now() > until) throw error;
      await new Promise((resolve) => setTimeout(resolve, everyMs));
    }
  }
}
