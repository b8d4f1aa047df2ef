import { describe, expect, it } from 'vitest';
import { checkProfile } from './profile.ts';
import { kindOfOrganisation } from './kind-of.ts';

describe('invited profile', () => {
  it('needs both names (the shared person-name rule) and a password of 8 characters', () => {
    expect(checkProfile({ firstName: ' ', lastName: 'x'.repeat(61), password: 'short' })).toEqual({ firstName: 'required', lastName: 'long', password: 'short' });
    expect(checkProfile({ firstName: 'x'.repeat(60), lastName: 'Ola\u202Eevil', password: 'long enough' })).toEqual({ lastName: 'characters' });
    expect(checkProfile({ firstName: 'Ola', lastName: 'Nowak', password: 'long enough' })).toEqual({});
  });

  it('gives the invited account the kind of its organisation', () => {
    expect(kindOfOrganisation('company')).toBe('employer');
    expect(kindOfOrganisation('career_center')).toBe('career_center');
    expect(kindOfOrganisation('student_organisation')).toBe('student');
  });
});
