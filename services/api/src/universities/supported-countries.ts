/** The 29 supported countries, spelled as spec §9 spells them (the SPA sends these names). */
export const supportedCountries = [
  'United Kingdom', 'Germany', 'Netherlands', 'Belgium', 'France', 'Poland', 'Switzerland', 'Estonia', 'Finland',
  'Georgia', 'Greece', 'Hungary', 'Ireland', 'Italy', 'Latvia', 'Liechtenstein', 'Lithuania', 'Luxembourg', 'Malta',
  'Moldova', 'North Macedonia', 'Norway', 'Portugal', 'Romania', 'Slovakia', 'Slovenia', 'Spain', 'Sweden', 'Turkey',
] as const;

export type SupportedCountry = (typeof supportedCountries)[number];

// Spellings other editions of the university list (and ISO 3166) use for the same countries. Keys are lower-case.
const aliases: Readonly<Record<string, SupportedCountry>> = {
  'türkiye': 'Turkey',
  'turkiye': 'Turkey',
  'republic of türkiye': 'Turkey',
  'moldova, republic of': 'Moldova',
  'republic of moldova': 'Moldova',
  'macedonia': 'North Macedonia',
  'republic of north macedonia': 'North Macedonia',
  'macedonia, the former yugoslav republic of': 'North Macedonia',
  'the former yugoslav republic of macedonia': 'North Macedonia',
  'united kingdom of great britain and northern ireland': 'United Kingdom',
  'great britain': 'United Kingdom',
  'uk': 'United Kingdom',
  'slovak republic': 'Slovakia',
  'netherlands, the': 'Netherlands',
  'the netherlands': 'Netherlands',
  'holland': 'Netherlands',
};

const byLowerName = new Map<string, SupportedCountry>([
  ...supportedCountries.map((c) => [c.toLowerCase(), c] as const),
  ...Object.entries(aliases),
]);

/** The spec's name for a country spelled any known way (case-insensitive), or undefined when not supported. */
export function toSupportedCountry(name: string): SupportedCountry | undefined {
  return byLowerName.get(name.trim().replace(/\s+/g, ' ').toLowerCase());
}
