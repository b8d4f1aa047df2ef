/**
 * The 29 supported countries (spec §9), as the API names them, with their ISO code (spec §3 Country option: name,
 * flag icon). The flag is drawn from the code as an SVG (features/universities/components/country-flag.tsx), never
 * as an emoji: Windows shows regional-indicator emoji as two letters, and machines without an emoji font as boxes.
 */
export interface Country {
  name: string;
  code: string;
}

const list: [name: string, code: string][] = [
  ['United Kingdom', 'GB'],
  ['Germany', 'DE'],
  ['Netherlands', 'NL'],
  ['Belgium', 'BE'],
  ['France', 'FR'],
  ['Poland', 'PL'],
  ['Switzerland', 'CH'],
  ['Estonia', 'EE'],
  ['Finland', 'FI'],
  ['Georgia', 'GE'],
  ['Greece', 'GR'],
  ['Hungary', 'HU'],
  ['Ireland', 'IE'],
  ['Italy', 'IT'],
  ['Latvia', 'LV'],
  ['Liechtenstein', 'LI'],
  ['Lithuania', 'LT'],
  ['Luxembourg', 'LU'],
  ['Malta', 'MT'],
  ['Moldova', 'MD'],
  ['North Macedonia', 'MK'],
  ['Norway', 'NO'],
  ['Portugal', 'PT'],
  ['Romania', 'RO'],
  ['Slovakia', 'SK'],
  ['Slovenia', 'SI'],
  ['Spain', 'ES'],
  ['Sweden', 'SE'],
  ['Turkey', 'TR'],
];

export const COUNTRIES: readonly Country[] = list.map(([name, code]) => ({ name, code }));

export function findCountry(name: string | null | undefined): Country | undefined {
  return COUNTRIES.find((c) => c.name === name);
}
