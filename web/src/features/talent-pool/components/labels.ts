import type { TFunction } from 'i18next';
import { findCountry } from '../../../config/countries.ts';
import { countryName } from '../../../lib/country-name.ts';
import { trackLabel } from '../../../lib/fixed-labels.ts';

export { trackLabel };

/** A year of study by its key ('finalYear' → 'Final year'); an unknown key as written. */
export const yearLabel = (t: TFunction, key: string | null): string => (key ? t(`fixedValues.schoolYear.${key}`, { defaultValue: key }) : '');


export const fullName = (s: { firstName: string; lastName: string }): string => `${s.firstName} ${s.lastName}`.trim();

/** A country by the API's name, in the UI language ('Germany' → 'Deutschland'); unknown names as written. */
export function countryLabel(area: string, lng: string): string {
  const country = findCountry(area);
  return country ? countryName(country, lng) : area;
}
