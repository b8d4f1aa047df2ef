import { organisationCategories, organisationLimits } from '@fast-track/shared/organisations/organisation-limits';

/** docs/accounts.md § Student organisations: the categories, in the order the form lists them. */
export const CATEGORIES = organisationCategories;
export type Category = (typeof CATEGORIES)[number];

// The server's limits (@fast-track/shared/organisations/organisation-limits).
export const NAME_MIN = organisationLimits.nameLength.min;
export const NAME_MAX = organisationLimits.nameLength.max;
export const DESCRIPTION_MAX = organisationLimits.descriptionLength;

export interface OrganisationDraft {
  name: string;
  university: { name: string; area: string } | null;
  category: Category | '';
  description: string;
  logo: string;
}

export interface OrganisationProblems {
  name?: 'required' | 'short' | 'long';
  university?: 'required';
  category?: 'required';
  description?: 'long';
  logo?: 'url';
}

export function isCategory(value: string): value is Category {
  return (CATEGORIES as readonly string[]).includes(value);
}

/** An absolute http(s) address, or nothing. */
export function isLogoUrl(value: string): boolean {
  try {
    const url = new URL(value.trim());
    return (url.protocol === 'https:' || url.protocol === 'http:') && url.hostname.includes('.');
  } catch {
    return false;
  }
}

/** Length as a person counts it (an emoji is one character), which is what the counter shows. */
export function textLength(value: string): number {
  return [...value].length;
}

export function checkOrganisation(draft: OrganisationDraft): OrganisationProblems {
  const problems: OrganisationProblems = {};
  const name = draft.name.trim();
  if (!name) problems.name = 'required';
  else if (textLength(name) < NAME_MIN) problems.name = 'short';
  else if (textLength(name) > NAME_MAX) problems.name = 'long';
  if (!draft.university || !draft.university.name.trim() || draft.university.name === 'other') problems.university = 'required';
  if (!draft.category) problems.category = 'required';
  if (textLength(draft.description.trim()) > DESCRIPTION_MAX) problems.description = 'long';
  if (draft.logo.trim() && !isLogoUrl(draft.logo)) problems.logo = 'url';
  return problems;
}

export function hasProblems(problems: OrganisationProblems): boolean {
  return Object.keys(problems).length > 0;
}

/** The body of POST /api/organisations/student: trimmed, with the logo only when given. */
export function toCreateBody(draft: OrganisationDraft & { category: Category; university: { name: string; area: string } }) {
  const logo = draft.logo.trim();
  return {
    name: draft.name.trim(),
    university: { name: draft.university.name, area: draft.university.area },
    category: draft.category,
    description: draft.description.trim(),
    ...(logo ? { logo } : {}),
  };
}
