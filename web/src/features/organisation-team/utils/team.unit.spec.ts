import { describe, expect, it } from 'vitest';
import type { Member } from '../api/get-members.ts';
import { canInvite, checkInvitee, invitableRoles, sortMembers } from './team.ts';

const member = (firstName: string, role: Member['role'], email = `${firstName.toLowerCase()}@ucl.ac.uk`): Member => ({
  uniqueId: firstName,
  firstName,
  LastName: 'X',
  email,
  role,
  jobRole: null,
});

describe('team rules', () => {
  it('lets owners and admins invite, members not', () => {
    expect([canInvite('owner'), canInvite('admin'), canInvite('member'), canInvite(null)]).toEqual([true, true, false, false]);
  });

  it('lets only an owner make another owner; admins invite members and admins', () => {
    expect(invitableRoles('owner')).toEqual(['member', 'admin', 'owner']);
    expect(invitableRoles('admin')).toEqual(['member', 'admin']);
    expect(invitableRoles('member')).toEqual([]);
  });

  it('lists owners, then admins, then members, by name', () => {
    const sorted = sortMembers([member('Zoe', 'member'), member('Bob', 'owner'), member('Ann', 'member'), member('Cid', 'admin')]);
    expect(sorted.map((m) => m.firstName)).toEqual(['Bob', 'Cid', 'Ann', 'Zoe']);
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
