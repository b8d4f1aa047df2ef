import type { TFunction } from 'i18next';

/** Refusals a person can act on, in their words; anything else is the generic "try again". */
const known = ['SLOT_TAKEN', 'INTERVIEW_BOOKED', 'SLOT_NOT_OFFERED', 'SLOT_PASSED', 'INTERVIEW_NOT_OPEN', 'APPLICATION_NOT_OPEN'];

export function refusalText(t: TFunction, code: string): string {
  return known.includes(code) ? t(`interviews.errors.${code}`) : t('interviews.errors.generic');
}
