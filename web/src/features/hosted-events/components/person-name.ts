import type { TFunction } from 'i18next';

/** A student's name as their host sees it; demo students and students who gave none are "A student". */
export function personName(t: TFunction, person: { firstName: string; LastName: string }): string {
  const name = `${person.firstName} ${person.LastName}`.trim();
  return name || t('hostedEvents.people.unnamed');
}
