import { randomUUID } from 'node:crypto';
import type { Db } from '@fast-track/shared/db/db';
import { migrate } from '@fast-track/shared/db/migrate';
import { rebuildProjections } from '@fast-track/shared/event-store/rebuild';
import { migrateBefore } from '@fast-track/shared/testing/migrate-before';
import { openTestDb, type TestDb } from '@fast-track/shared/testing/test-db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runOrganisationCommand, type OrganisationCommand } from '../organisations/index.ts';
import { projections } from '../projections.ts';

// Issue 22's migration on memberships written the way the code before it wrote them: career center staff added
// by address domain alone (via 'staff-domain'). Afterwards those still plain members are pending join requests,
// everyone else keeps their place, the log replays to the same read tables and owners can answer the requests.

const demotion = '1795869810703';

const id = () => randomUUID();
const [centerA, centerB, company] = [id(), id(), id()];
const [ownerA, ownerB, domainOnly, domainOnlyToo, promoted] = [id(), id(), id(), id(), id()];
const [invited, rejoined, companyOwner, companyMember] = [id(), id(), id(), id()];
const university = (name: string) => ({ name, area: 'United Kingdom' });
let testDb: TestDb;
let clock = Date.parse('2026-09-01T09:00:00.000Z');

async function run(command: OrganisationCommand['type'], data: Record<string, unknown>, actor: string): Promise<void> {
  clock += 60_000;
  const now = new Date(clock).toISOString();
  await runOrganisationCommand({ db: testDb.db, projections: projections.inline }, { type: command, data: { ...data, now } } as OrganisationCommand, actor);
}
const create = (organisationId: string, kind: string, createdBy: string, name: string) =>
  run('CreateOrganisation', { organisationId, kind, name, profile: {}, university: kind === 'company' ? null : university(name), emailDomain: null, status: 'active', createdBy }, createdBy);
const add = (organisationId: string, accountId: string, via: string) => run('AddMember', { organisationId, accountId, role: 'member', via }, accountId);

async function readTables(db: Db) {
  const members = await db.query(`SELECT organisation_id, account_id, role FROM organisation_members ORDER BY organisation_id, account_id`);
  const requests = await db.query(`SELECT organisation_id, account_id, requested_at FROM organisation_join_requests ORDER BY organisation_id, account_id`);
  return { members: members.rows, requests: requests.rows };
}
const membersOf = async (organisationId: string) =>
  (await testDb.db.query<{ account_id: string; role: string }>(`SELECT account_id, role FROM organisation_members WHERE organisation_id = $1 ORDER BY role, account_id`, [organisationId])).rows;
const requestsOf = async (organisationId: string) =>
  (await testDb.db.query<{ account_id: string }>(`SELECT account_id FROM organisation_join_requests WHERE organisation_id = $1 ORDER BY account_id`, [organisationId])).rows.map((r) => r.account_id);

beforeAll(async () => {
  testDb = await openTestDb({ migrated: false });
  await migrateBefore(testDb.db, demotion);
  await create(centerA, 'career_center', ownerA, 'University of Oxford');
  await add(centerA, domainOnly, 'staff-domain');
  await add(centerA, promoted, 'staff-domain');
  await run('ChangeMemberRole', { organisationId: centerA, accountId: promoted, role: 'admin', by: ownerA }, ownerA);
  await add(centerA, invited, 'invitation');
  await add(centerA, domainOnlyToo, 'staff-domain');
  await create(centerB, 'career_center', ownerB, 'University of Warwick');
  await add(centerB, rejoined, 'staff-domain');
  await run('RemoveMember', { organisationId: centerB, accountId: rejoined, reason: 'left', by: rejoined }, rejoined);
  await add(centerB, rejoined, 'invitation');
  await create(company, 'company', companyOwner, 'Kestrel Partners');
  await add(company, companyMember, 'join-request');
  await migrate(testDb.db);
});
afterAll(async () => {
  await testDb?.dispose();
});

describe('demoting domain-only career center staff (migration 1795869810703)', () => {
  it('turns plain members admitted by domain alone into join requests; owners, promoted, invited and company members stay', async () => {
    expect(await membersOf(centerA)).toEqual(
      [
        { account_id: promoted, role: 'admin' },
        { account_id: invited, role: 'member' },
        { account_id: ownerA, role: 'owner' },
      ].sort((x, y) => x.role.localeCompare(y.role) || x.account_id.localeCompare(y.account_id)),
    );
    expect(await requestsOf(centerA)).toEqual([domainOnly, domainOnlyToo].sort());
    expect(await membersOf(centerB)).toHaveLength(2);
    expect(await requestsOf(centerB)).toEqual([]);
    expect(await membersOf(company)).toHaveLength(2);
  });

  it('records each demotion in the log: the streams stay gapless and replaying them gives the same read tables', async () => {
    const stream = await testDb.db.query<{ stream_position: number; type: string; data: Record<string, unknown> }>(
      `SELECT stream_position::int AS stream_position, type, data FROM events WHERE stream_id = $1 ORDER BY stream_position`,
      [`organisation-${centerA}`],
    );
    expect(stream.rows.map((r) => r.stream_position)).toEqual(stream.rows.map((_, i) => i + 1));
    expect(stream.rows.slice(-4).map((r) => [r.type, r.data['accountId'], r.data['reason'] ?? null])).toEqual([
      ['OrganisationMemberRemoved', domainOnly, 'admission-review'],
      ['OrganisationJoinRequested', domainOnly, null],
      ['OrganisationMemberRemoved', domainOnlyToo, 'admission-review'],
      ['OrganisationJoinRequested', domainOnlyToo, null],
    ]);
    const before = await readTables(testDb.db);
    await rebuildProjections(testDb.db, projections);
    expect(await readTables(testDb.db)).toEqual(before);
  });

  it('leaves requests an owner can answer through the decider', async () => {
    await run('DecideJoinRequest', { organisationId: centerA, accountId: domainOnly, accept: true, by: ownerA }, ownerA);
    await run('DecideJoinRequest', { organisationId: centerA, accountId: domainOnlyToo, accept: false, by: ownerA }, ownerA);
    expect((await membersOf(centerA)).map((m) => m.account_id)).toContain(domainOnly);
    expect(await requestsOf(centerA)).toEqual([]);
  });
});
