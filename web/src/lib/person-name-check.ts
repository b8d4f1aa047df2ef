import { PERSON_NAME_MAX, personNameProblem } from '@fast-track/shared/person-name';

/**
 * The settings screens' name check, by the shared person-name rule the server applies (an empty last name is allowed):
 * the message key under settings.profile and its values, or null when both names are fine.
 */
export function nameSettingsProblem(firstName: string, lastName: string): { key: string; values: { max: number } } | null {
  const problem = personNameProblem(firstName) ?? (lastName.trim() ? personNameProblem(lastName) : null);
  if (!problem) return null;
  const key = { required: 'firstNameRequired', tooLong: 'nameTooLong', invalidCharacters: 'nameCharacters' }[problem];
  return { key: `settings.profile.${key}`, values: { max: PERSON_NAME_MAX } };
}
