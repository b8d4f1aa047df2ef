/** The 29 supported countries (spec §9), as the API names them, with ISO code and flag (spec §3 Country option). */
export interface Country {
  name: string;
  code: string;
  flag: string;
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

/** Regional-indicator pair: 'DE' → 🇩🇪. */
export function flagEmoji(code: string): string {
  return String.fromCodePoint(...[...code.toUpperCase()].map((c) => 0x1f1e6 + c.charCodeAt(0) - 65));
}

export const COUNTRIES: readonly Country[] = list.map(([name, code]) => ({ name, code, flag: flagEmoji(code) }));

export function findCountry(name: string | null | undefined): Country | undefined {
  return COUNTRIES.find((c) => c.name === name);
}
