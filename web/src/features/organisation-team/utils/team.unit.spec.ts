import { describe, expect, it } from 'vitest';
import type { Member } from '../../../lib/team.ts';
import { canManage, checkInvitee, displayName, invitableRoles, memberActions, refusalOf, sortMembers, TEAM_KINDS } from './team.ts';

const member = (firstName: string, role: Member['role'], email = `${firstName.toLowerCase()}@ucl.ac.uk`): Member => ({
  uniqueId: firstName,
  firstName,
  LastName: 'X',
  email,
  role,
  jobRole: null,
});

describe('team rules', () => {
  it('lets owners and admins manage (invite, answer join requests), members not', () => {
    expect([canManage('owner'), canManage('admin'), canManage('member'), canManage(null)]).toEqual([true, true, false, false]);
  });

  it('hands out roles by kind: companies as they always did, other organisations every role the API allows', () => {
    expect(invitableRoles('company', 'owner')).toEqual(['member', 'admin']);
    expect(invitableRoles('company', 'admin')).toEqual(['member']);
    for (const kind of ['career_center', 'student_organisation'] as const) {
      expect(invitableRoles(kind, 'owner')).toEqual(['member', 'admin', 'owner']);
      expect(invitableRoles(kind, 'admin')).toEqual(['member', 'admin']);
    }
    for (const kind of ['company', 'career_center', 'student_organisation'] as const) {
      expect(invitableRoles(kind, 'member')).toEqual([]);
      expect(invitableRoles(kind, null)).toEqual([]);
      // only an owner may make another owner (the API refuses it from an admin)
      expect(invitableRoles(kind, 'admin')).not.toContain('owner');
    }
  });

  it('asks for join requests where people ask to join: companies, career centers and (issue 26) student organisations', () => {
    expect([TEAM_KINDS.company.joinRequests, TEAM_KINDS.career_center.joinRequests, TEAM_KINDS.student_organisation.joinRequests]).toEqual([true, true, true]);
  });

  it('names the kind in the texts that say what is left: the company for companies, the organisation for the others', () => {
    expect(TEAM_KINDS.company.texts.lastOwner).toBe('employer.team.lastOwner');
    expect(TEAM_KINDS.career_center.texts).toEqual(TEAM_KINDS.student_organisation.texts);
    expect(TEAM_KINDS.career_center.texts.leaveBody).toBe('careerCenter.team.confirmLeave.body');
  });

  it('lets owners change roles of and remove others, and anyone leave; nobody changes their own role', () => {
    expect(memberActions('owner', false)).toEqual({ changeRole: true, remove: true, leave: false });
    expect(memberActions('owner', true)).toEqual({ changeRole: false, remove: false, leave: true });
    expect(memberActions('admin', false)).toEqual({ changeRole: false, remove: false, leave: false });
    expect(memberActions('member', true)).toEqual({ changeRole: false, remove: false, leave: true });
  });

  it('reads a refusal: the last owner stays (LAST_OWNER or any 409), a role check (403), anything else', () => {
    expect(refusalOf(409, 'LAST_OWNER')).toBe('lastOwner');
    expect(refusalOf(409, '409')).toBe('lastOwner');
    expect(refusalOf(403, 'FORBIDDEN')).toBe('forbidden');
    expect(refusalOf(500, '500')).toBe('failed');
  });

  it('lists owners, then admins, then members, by name', () => {
    const sorted = sortMembers([member('Zoe', 'member'), member('Bob', 'owner'), member('Ann', 'member'), member('Cid', 'admin')]);
    expect(sorted.map((m) => m.firstName)).toEqual(['Bob', 'Cid', 'Ann', 'Zoe']);
  });

  it('shows the address of someone without a name', () => {
    expect(displayName({ firstName: '', LastName: ' ', email: 'anon@ucl.ac.uk' })).toBe('anon@ucl.ac.uk');
    expect(displayName({ firstName: 'Ann', LastName: 'Lee', email: 'ann@ucl.ac.uk' })).toBe('Ann Lee');
  });

  it('refuses an empty, malformed, present or already invited address (any case)', () => {
    const team = { members: [member('Ann', 'owner')], invitations: [{ email: 'Bob@ucl.ac.uk' }] };
    expect(checkInvitee(' ', team)).toBe('required');
    expect(checkInvitee('bob@ucl', team)).toBe('pattern');
    expect(checkInvitee('ANN@ucl.ac.uk', team)).toBe('member');
    expect(checkInvitee('bob@UCL.ac.uk', team)).toBe('invited');
    expect(checkInvitee('cid@ucl.ac.uk', team)).toBeNull();
  });
});
