export type ProfileErrors = Partial<Record<'firstName' | 'lastName', 'required' | 'long'> & Record<'password', 'required' | 'short'>>;

const MAX_NAME = 50;
const MIN_PASSWORD = 8;

export function checkProfile(input: { firstName: string; lastName: string; password: string }): ProfileErrors {
  const errors: ProfileErrors = {};
  for (const field of ['firstName', 'lastName'] as const) {
    const value = input[field].trim();
    if (!value) errors[field] = 'required';
    else if (value.length > MAX_NAME) errors[field] = 'long';
  }
  if (!input.password) errors.password = 'required';
  else if (input.password.length < MIN_PASSWORD) errors.password = 'short';
  return errors;
}
