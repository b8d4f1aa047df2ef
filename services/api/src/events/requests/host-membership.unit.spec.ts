import { describe, expect, it } from 'vitest';
import { noHostMembers } from './host-membership.ts';

describe('noHostMembers (until the Employer Hub)', () => {
  it('counts no student as a member of any company', async () => {
    expect(await noHostMembers.isHostMember('a-student', '00000000-0000-4000-8000-000000000001')).toBe(false);
  });
});
