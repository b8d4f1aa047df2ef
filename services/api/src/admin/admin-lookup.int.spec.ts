import type { TestDb } from '@fast-track/shared/testing/test-db';
import { beforeAll, describe, expect, it } from 'vitest';
import { companyForm, createCompany, createTestAdmin, registerEmployer, signInAdmin, workAddress } from '../testing/audiences.ts';
import { setUpStudentApi } from '../testing/student-api-suite.ts';
import { bearer, type StudentApi } from '../testing/student-api.ts';

// The admin's look-up on real Postgres (issue 26 part 6): an address is found exactly through its hash (any case,
// spaces around it), never by a part of it; a name matches people and organisations anywhere in the name, and %
// or _ are letters, not wildcards. Each answer shows kind, status, created date and memberships.

let testDb: TestDb;
let api: StudentApi;
setUpStudentApi((started) => ({ testDb, api } = started), { adminLoginPath: '/ops-door-lookup-8w' });

const anInstant = expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/) as unknown;

let admin: string;
const address = workAddress('quentin', 'osprey-lookup.example.com');
let owner: { token: string; uniqueId: string };
let companyId: string;

async function lookUp(q: string) {
  const res = await api.get(`/api/admin/lookup?q=${encodeURIComponent(q)}`, bearer(admin));
  expect(res.status).toBe(200);
  return (await res.json()) as { people: Record<string, unknown>[]; organisations: Record<string, unknown>[] };
}

beforeAll(async () => {
  admin = await signInAdmin(api, await createTestAdmin(testDb.db, api));
  owner = await registerEmployer(api, address, { firstName: 'Quentin', LastName: 'Osprey' });
  companyId = await createCompany(api, owner.token, { ...companyForm, name: 'Osprey 100% Analytics' });
  const colleague = await registerEmployer(api, workAddress('rhea', 'osprey-lookup.example.com'), { firstName: 'Rhea', LastName: 'Osprey' });
  expect((await api.post(`/api/organisations/${companyId}/join-requests`, {}, bearer(colleague.token))).status).toBeLessThan(300);
});

describe('looking people and organisations up', () => {
  it('finds a person by their exact address, whatever its case, with kind, created date and memberships', async () => {
    const found = await lookUp(`  ${address.toUpperCase()} `);
    expect(found.organisations).toEqual([]);
    expect(found.people).toEqual([
      {
        accountId: owner.uniqueId,
        kind: 'employer',
        name: 'Quentin Osprey',
        email: address,
        status: 'active',
        createdAt: anInstant,
        memberships: [{ organisationId: companyId, name: 'Osprey 100% Analytics', kind: 'company', role: 'owner' }],
      },
    ]);
    // Part of an address is not an address.
    expect((await lookUp(address.slice(1))).people).toEqual([]);
    expect((await lookUp('@osprey-lookup.example.com')).people).toEqual([]);
  });

  it('finds people and organisations by part of a name, organisations with status and members', async () => {
    const found = await lookUp('osprey');
    expect(found.people.map((p) => p['name']).sort()).toEqual(['Quentin Osprey', 'Rhea Osprey']);
    expect(found.organisations).toEqual([
      {
        organisationId: companyId,
        kind: 'company',
        name: 'Osprey 100% Analytics',
        status: 'pending',
        createdAt: anInstant,
        members: [{ accountId: owner.uniqueId, name: 'Quentin Osprey', role: 'owner' }],
        memberCount: 1,
      },
    ]);
    expect((await lookUp('100%')).organisations).toHaveLength(1);
    expect(await lookUp('%%')).toEqual({ people: [], organisations: [] });
    expect(await lookUp('__')).toEqual({ people: [], organisations: [] });
  });

  it.each([[''], ['q'], ['  a  '], ['x'.repeat(321)], ['a\u0000b']])('refuses %j with a 400', async (q) => {
    const res = await api.get(`/api/admin/lookup?q=${encodeURIComponent(q)}`, bearer(admin));
    expect(res.status).toBe(400);
  });

  it('refuses a query given twice', async () => {
    expect((await api.get('/api/admin/lookup?q=ab&q=cd', bearer(admin))).status).toBe(400);
  });
});
