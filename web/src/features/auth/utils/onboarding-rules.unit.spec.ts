import { describe, expect, it } from 'vitest';
import { checkOnboarding } from './onboarding-rules.ts';

const valid = { firstName: 'Zofia', lastName: 'Wiśniewska', yearOfStudy: 'finalYear', tracks: ['Finance'] };

describe('checkOnboarding', () => {
  it('accepts complete answers', () => {
    expect(checkOnboarding(valid)).toEqual({});
  });

  it('names each missing or unusable answer with its message key', () => {
    expect(checkOnboarding({ firstName: ' ', lastName: '', yearOfStudy: '', tracks: [] })).toEqual({
      firstName: 'firstNameRequired',
      lastName: 'lastNameRequired',
      yearOfStudy: 'yearRequired',
      tracks: 'tracksRequired',
    });
    expect(checkOnboarding({ ...valid, firstName: 'a'.repeat(61), lastName: 'Line\nbreak', yearOfStudy: 'Final year' })).toEqual({
      firstName: 'tooLong',
      lastName: 'invalidCharacters',
      yearOfStudy: 'yearRequired',
    });
  });
});
