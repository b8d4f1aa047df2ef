import { describe, expect, it } from 'vitest';
import { audienceFromPath } from './audience-tab.ts';

describe('audienceFromPath', () => {
  it('treats only the exact root as Students', () => {
    expect(audienceFromPath('/')).toBe('students');
    expect(audienceFromPath('/home')).toBeNull();
    expect(audienceFromPath('/events')).toBeNull();
  });

  it('matches the employer, career-center and student-organisation paths anywhere in the path', () => {
    expect(audienceFromPath('/employer')).toBe('employer');
    expect(audienceFromPath('/employer/pricing')).toBe('employer');
    expect(audienceFromPath('/career-centers/webinars/')).toBe('careerCenters');
    expect(audienceFromPath('/career-center/contact')).toBe('careerCenters');
    expect(audienceFromPath('/student-organisations')).toBe('studentOrganisations');
  });

  it('does not mistake similar paths for an audience', () => {
    expect(audienceFromPath('/student-organization/login')).toBeNull();
    expect(audienceFromPath('/event/employ')).toBeNull();
  });
});
