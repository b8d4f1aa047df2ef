import { personNameProblem } from '@fast-track/shared/person-name';
import { isYearOfStudy } from '@fast-track/shared/year-of-study';
import type { OnboardingAnswers } from '../api/save-onboarding.ts';

/** Translation keys under onboarding.errors, per field; the server applies the same rules (shared/person-name). */
export type OnboardingErrors = Partial<Record<'firstName' | 'lastName' | 'yearOfStudy' | 'tracks', string>>;

const nameError = (value: string, requiredKey: string): string | undefined => {
  const problem = personNameProblem(value);
  if (problem === 'required') return requiredKey;
  return problem ?? undefined;
};

export function checkOnboarding(answers: OnboardingAnswers): OnboardingErrors {
  const errors: OnboardingErrors = {};
  const first = nameError(answers.firstName, 'firstNameRequired');
  const last = nameError(answers.lastName, 'lastNameRequired');
  if (first) errors.firstName = first;
  if (last) errors.lastName = last;
  if (!isYearOfStudy(answers.yearOfStudy)) errors.yearOfStudy = 'yearRequired';
  if (answers.tracks.length === 0) errors.tracks = 'tracksRequired';
  return errors;
}
