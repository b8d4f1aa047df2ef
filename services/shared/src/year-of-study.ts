import { schoolYears } from './vocabulary.ts';

/**
 * A student's year of study is one of the school years events name in their requirements (the shared vocabulary),
 * stored by its key ('finalYear'), so "events for your year" can later match the two without comparing texts.
 */
export const yearsOfStudy = Object.keys(schoolYears) as [keyof typeof schoolYears, ...(keyof typeof schoolYears)[]];
export type YearOfStudy = keyof typeof schoolYears;

export function isYearOfStudy(value: string): value is YearOfStudy {
  return (yearsOfStudy as readonly string[]).includes(value);
}
