import type { Decider, DomainEvent } from '@fast-track/shared/event-store/types';
import { supportedLanguages } from '@fast-track/shared/languages';
import { trackIds } from '@fast-track/shared/tracks';
import { accountKinds, memberRoles, organisationKinds } from '../../accounts/index.ts';
import { stableUuid } from '../../demo/demo-random.ts';
import { jobRoles, organisationDecider, organisationStreamId, type OrganisationCommand } from '../../organisations/index.ts';
import { studentDecider, studentStreamId, type StudentCommand } from '../../students/index.ts';
import type { RebuildWorld } from './rebuild-world.ts';

/**
 * Accounts, students and organisations: the same random walk, many commands aimed wrong so refusals happen. Grows
 * the world's account and organisation pools, which every later walk aims at.
 */
export async function accountWalk(w: RebuildWorld): Promise<void> {
  const { db, random, pick, start, run, runAccount, ids, accountIds, liveOr, organisationIds, pickOrganisation } = w;
  const runStudent = (command: StudentCommand) =>
    run(studentStreamId(command.data.studentId), studentDecider as Decider<unknown, StudentCommand, DomainEvent>, command);
  const runOrganisation = (command: OrganisationCommand) =>
    run(organisationStreamId(command.data.organisationId), organisationDecider as Decider<unknown, OrganisationCommand, DomainEvent>, command);
  /** Rows of the live tables, so commands can aim at real members and requests as often as at wrong ones. */
  const column = async (sql: string, organisationId: string) =>
    (await db.query<{ account_id: string }>(sql, [organisationId])).rows.map((r) => r.account_id);
  const membersOf = (organisationId: string) => column('SELECT account_id FROM organisation_members WHERE organisation_id = $1', organisationId);
  const randomTracks = () => {
    const tracks = trackIds.filter(() => random() < 0.4).map((id) => ({ id }));
    return random() < 0.1 ? [...tracks, { id: 'Not a track' }] : tracks;
  };
  for (let step = 0; step < 600; step++) {
    const at = new Date(start + step * 1000).toISOString();
    const roll = random();
    const accountId = pick(accountIds);
    if (roll < 0.1) {
      const registered = random() < 0.7 ? stableUuid(`rebuild-account-${accountIds.length}`) : accountId;
      if (!accountIds.includes(registered)) accountIds.push(registered);
      await runAccount({ type: 'RegisterAccount', data: { accountId: registered, kind: pick(accountKinds), method: pick(['otp', 'google', 'linkedin', 'invitation', 'cli'] as const), now: at } });
    } else if (roll < 0.14) {
      await runAccount({ type: 'RenameAccount', data: { accountId: await liveOr('SELECT account_id AS id FROM accounts'), now: at } });
    } else if (roll < 0.2) {
      const lng = random() < 0.85 ? pick(supportedLanguages) : 'xx';
      await runAccount({ type: 'ChangeAccountLanguage', data: { accountId: await liveOr('SELECT account_id AS id FROM accounts'), lng, now: at } });
    } else if (roll < 0.23) {
      await runAccount({ type: 'ChangeAccountPassword', data: { accountId: await liveOr('SELECT account_id AS id FROM accounts'), reason: pick(['reset', 'change'] as const), now: at } });
    } else if (roll < 0.245) {
      await runAccount({ type: 'DeleteAccount', data: { accountId: await liveOr('SELECT account_id AS id FROM accounts'), now: at } });
    } else if (roll < 0.26) {
      // An admin suspends or restores (issue 26): aimed at live, suspended, admin and unknown accounts alike.
      const target = await liveOr(random() < 0.5 ? 'SELECT account_id AS id FROM accounts WHERE suspended_at IS NOT NULL' : 'SELECT account_id AS id FROM accounts');
      const data = { accountId: target, adminId: accountId, now: at };
      await runAccount(random() < 0.6 ? { type: 'SuspendAccount', data: { ...data, reason: `Reason ${step}` } } : { type: 'RestoreAccount', data });
    } else if (roll < 0.32) {
      const university = { name: ` University ${Math.floor(random() * 4)} `, area: pick(['Poland', 'France', '']) };
      await runStudent({ type: 'RegisterStudent', data: { studentId: accountId, university, tracks: randomTracks(), method: 'otp', now: at } });
    } else if (roll < 0.37) {
      const studentId = await liveOr('SELECT student_id AS id FROM students');
      await runStudent({ type: 'ChangeStudentTracks', data: { studentId, tracks: randomTracks(), now: at } });
    } else if (roll < 0.45) {
      // Mostly a new organisation; sometimes an existing id (refused). Each career center has its own university.
      const organisationId = organisationIds.length > 0 && random() < 0.15 ? pick(organisationIds) : stableUuid(`rebuild-organisation-${step}`);
      if (!organisationIds.includes(organisationId)) organisationIds.push(organisationId);
      const kind = pick(organisationKinds);
      await runOrganisation({
        type: 'CreateOrganisation',
        data: {
          organisationId,
          kind,
          name: `Organisation ${step}`,
          profile: kind === 'company' ? { website: `https://org${step}.example`, size: '11-50', country: 'PL' } : { category: 'Finance', description: `Club ${step}` },
          university: kind === 'company' ? null : { name: kind === 'career_center' ? `University of step ${step}` : 'University 1', area: 'Poland' },
          emailDomain: kind === 'company' ? `org${step}.example` : null,
          status: pick(['pending', 'active'] as const),
          createdBy: accountId,
          now: at,
        },
      });
    } else if (roll < 0.57) {
      const organisationId = pickOrganisation();
      await runOrganisation({ type: 'AddMember', data: { organisationId, accountId, role: pick(memberRoles), via: pick(['invitation', 'staff-domain'] as const), now: at } });
    } else if (roll < 0.65) {
      const organisationId = pickOrganisation();
      const members = (await db.query<{ account_id: string; role: string }>('SELECT account_id, role FROM organisation_members WHERE organisation_id = $1', [organisationId])).rows;
      // Mostly a member and a role other than theirs (the last owner's change is refused); else anyone, any role.
      const member = members.length > 0 && random() < 0.8 ? pick(members) : { account_id: accountId, role: '' };
      const role = random() < 0.8 ? pick(memberRoles.filter((r) => r !== member.role)) : pick(memberRoles);
      await runOrganisation({ type: 'ChangeMemberRole', data: { organisationId, accountId: member.account_id, role, by: accountId, now: at } });
    } else if (roll < 0.72) {
      const organisationId = pickOrganisation();
      const members = await membersOf(organisationId);
      const target = members.length > 0 && random() < 0.7 ? pick(members) : accountId;
      await runOrganisation({ type: 'RemoveMember', data: { organisationId, accountId: target, reason: pick(['removed', 'left', 'account-deleted'] as const), by: accountId, now: at } });
    } else if (roll < 0.77) {
      const organisationId = pickOrganisation();
      const members = await membersOf(organisationId);
      const target = members.length > 0 && random() < 0.7 ? pick(members) : accountId;
      await runOrganisation({ type: 'SetJobRole', data: { organisationId, accountId: target, jobRole: pick(jobRoles), now: at } });
    } else if (roll < 0.86) {
      // Only companies and career centers take join requests (issue 22): mostly aimed at one.
      const companies = await ids(`SELECT organisation_id AS id FROM organisations WHERE kind IN ('company', 'career_center')`);
      const organisationId = companies.length > 0 && random() < 0.8 ? pick(companies) : pickOrganisation();
      await runOrganisation({ type: 'RequestToJoin', data: { organisationId, accountId, now: at } });
    } else if (roll < 0.92) {
      const pending = (await db.query<{ organisation_id: string; account_id: string }>('SELECT organisation_id, account_id FROM organisation_join_requests')).rows;
      const request = pending.length > 0 && random() < 0.8 ? pick(pending) : { organisation_id: pickOrganisation(), account_id: accountId };
      await runOrganisation({
        type: 'DecideJoinRequest',
        data: { organisationId: request.organisation_id, accountId: request.account_id, accept: random() < 0.5, by: accountId, now: at },
      });
    } else {
      // Mostly aimed at an organisation whose status allows the decision, else anywhere (refused).
      const decision = pick(['approve', 'reject', 'suspend'] as const);
      const allowed = { approve: ['pending', 'suspended', 'rejected'], reject: ['pending'], suspend: ['active', 'pending'] }[decision];
      const fitting = await ids('SELECT organisation_id AS id FROM organisations WHERE status = ANY($1::text[])', [allowed]);
      const organisationId = fitting.length > 0 && random() < 0.8 ? pick(fitting) : pickOrganisation();
      await runOrganisation({ type: 'ReviewOrganisation', data: { organisationId, decision, adminId: accountId, reason: `Reason ${step}`, now: at } });
    }
  }
}
