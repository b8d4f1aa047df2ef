// The fixed values the product owns and every screen shows in the reader's language (issue 10): the requirement lists
// of an event (spec §3 Event: schoolYear, relevantCourses, targetGroups) and the chip texts of opportunities (spec §3
// Opportunity.chip.text). The values are the wire values (English, as the API stores them); the keys name their
// translations in the SPA's locale files (`fixedValues.<kind>.<key>`). A host may still write a value of their own:
// it is host-written text and shown as written.

export const schoolYears = {
  firstYear: 'First year',
  secondYear: 'Second year',
  penultimateYear: 'Penultimate year',
  finalYear: 'Final year',
  masters: 'Master’s',
  phd: 'PhD',
  recentGraduate: 'Recent graduate',
} as const;

export const courses = {
  accounting: 'Accounting',
  anyDiscipline: 'Any discipline',
  business: 'Business',
  computerScience: 'Computer Science',
  design: 'Design',
  economics: 'Economics',
  engineering: 'Engineering',
  entrepreneurship: 'Entrepreneurship',
  finance: 'Finance',
  history: 'History',
  law: 'Law',
  mathematics: 'Mathematics',
  physics: 'Physics',
  politics: 'Politics',
  psychology: 'Psychology',
  statistics: 'Statistics',
} as const;

export const targetGroups = {
  womenInFinance: 'Women in Finance',
  womenInLaw: 'Women in Law',
  womenInTech: 'Women in Tech',
  firstGeneration: 'First-generation students',
  ethnicMinority: 'Black & Minority Ethnic students',
  socialMobility: 'Social mobility',
  lgbtq: 'LGBTQ+ students',
  disability: 'Students with disabilities',
  international: 'International students',
} as const;

export const opportunityChips = {
  open: 'Open',
  closingSoon: 'Closing soon',
  opensSoon: 'Opens soon',
  hiring: 'Hiring',
  event: 'Event',
} as const;

export const vocabularies = { schoolYear: schoolYears, course: courses, targetGroup: targetGroups, opportunityChip: opportunityChips } as const;
export type VocabularyKind = keyof typeof vocabularies;

/** Compares as people type: case, surrounding spaces and the apostrophe's shape (Master's / Master’s) do not matter. */
export function normaliseVocabularyValue(value: string): string {
  return value.trim().replace(/[’‘`´]/g, "'").replace(/\s+/g, ' ').toLowerCase();
}

const lookups = new Map<VocabularyKind, Map<string, string>>();

/** The key of a known value of this kind, or undefined when the value is not one of the product's own. */
export function vocabularyKey(kind: VocabularyKind, value: string): string | undefined {
  let lookup = lookups.get(kind);
  if (!lookup) {
    lookup = new Map(Object.entries(vocabularies[kind]).map(([key, wire]) => [normaliseVocabularyValue(wire), key]));
    lookups.set(kind, lookup);
  }
  return lookup.get(normaliseVocabularyValue(value));
}
