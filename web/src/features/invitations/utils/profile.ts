import { PERSON_NAME_MAX, personNameProblem } from '@fast-track/shared/person-name';
import { passwordLimits } from '@fast-track/shared/password-rule';

export type ProfileErrors = Partial<Record<'firstName' | 'lastName', 'required' | 'long' | 'characters'> & Record<'password', 'required' | 'short'>>;

/** The server's rules (@fast-track/shared): a printable name of at most PERSON_NAME_MAX characters, an 8+ password. */
export const MAX_NAME = PERSON_NAME_MAX;
const nameErrors = { required: 'required', tooLong: 'long', invalidCharacters: 'characters' } as const;

export function checkProfile(input: { firstName: string; lastName: string; password: string }): ProfileErrors {
  const errors: ProfileErrors = {};
  for (const field of ['firstName', 'lastName'] as const) {
    const problem = personNameProblem(input[field]);
    if (problem) errors[field] = nameErrors[problem];
  }
  if (!input.password) errors.password = 'required';
  else if (input.password.length < passwordLimits.minLength) errors.password = 'short';
  return errors;
}
