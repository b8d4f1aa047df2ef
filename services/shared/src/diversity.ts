// The optional DE&I self-description of a student (issue 14; docs/analytics.md "DE&I"). Every question
// has "prefer not to say"; nothing is required. Ethnicity follows the convention of a country where such categories
// are an accepted, published standard; elsewhere (France, Germany, Poland, Spain, Italy and every other country)
// ethnicity is not asked, because collecting it is unusual or restricted there (France: CNIL guidance on ethnic
// statistics) — the student may still pick a convention they know.

export const preferNotToSay = 'prefer_not_to_say' as const;

export const genders = ['woman', 'man', 'non_binary', 'another_gender', preferNotToSay] as const;
export const yesNo = ['yes', 'no', preferNotToSay] as const;

/** Country conventions: UK = ONS 2021 census high-level groups, US = OMB/Census race and ethnicity groups. */
export const ethnicityConventions = {
  GB: ['asian', 'black', 'mixed', 'white', 'other', preferNotToSay],
  US: ['american_indian_alaska_native', 'asian', 'black', 'hispanic_latino', 'pacific_islander', 'white', 'multiple', preferNotToSay],
} as const;
export type EthnicityCountry = keyof typeof ethnicityConventions;
export const ethnicityCountries = Object.keys(ethnicityConventions) as EthnicityCountry[];

/** Raised when the wording of the consent changes; answers keep the version they were given under. */
export const diversityConsentVersion = 1;

export const diversityAttributes = ['gender', 'firstGeneration', 'ethnicity', 'disability'] as const;
export type DiversityAttribute = (typeof diversityAttributes)[number];

export interface DiversityAnswers {
  gender: (typeof genders)[number] | null;
  firstGeneration: (typeof yesNo)[number] | null;
  /** `GB:white`, `US:asian` …: the convention's country and its category. */
  ethnicity: string | null;
  disability: (typeof yesNo)[number] | null;
}

/** Every ethnicity answer a student may give, as `<country>:<category>`. */
export const ethnicityAnswers: string[] = ethnicityCountries.flatMap((c) => ethnicityConventions[c].map((v) => `${c}:${v}`));

/** The categories an aggregate shows for an attribute: the answers except "prefer not to say", then "not disclosed". */
export const notDisclosed = 'not_disclosed' as const;
export function aggregateCategories(attribute: DiversityAttribute): string[] {
  const answers: readonly string[] =
    attribute === 'gender' ? genders : attribute === 'ethnicity' ? ethnicityAnswers : yesNo;
  return [...answers.filter((a) => !a.endsWith(preferNotToSay)), notDisclosed];
}
