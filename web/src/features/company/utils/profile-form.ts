import {
  companyProfileLimits as limits,
  companySizeValues,
  industryValues,
  isWebAddress,
  uploadedImagePattern,
} from '@fast-track/shared/company-profile-rules';
import type { CompanyProfile } from '../api/company-schema.ts';

/** The editor's form: what the person types, before it is a profile the server takes. */
export interface ProfileDraft {
  tagline: string;
  about: string;
  industry: string;
  size: string;
  country: string;
  locations: string[];
  website: string;
  logo: string | null;
  cover: string | null;
}

export type ProfileField = keyof ProfileDraft;
export type ProfileProblem = 'required' | 'long' | 'url' | 'choose' | 'tooMany' | 'repeated' | 'control' | 'image' | 'invalid';
export type ProfileErrors = Partial<Record<ProfileField, ProfileProblem>>;

export const draftOf = (profile: CompanyProfile): ProfileDraft => ({ ...profile, locations: [...profile.locations] });

/** 'acme.com' → 'https://acme.com': people type addresses without a scheme. */
export function withScheme(value: string): string {
  const trimmed = value.trim();
  return !trimmed || /^[a-z][a-z0-9+.-]*:/i.test(trimmed) ? trimmed : `https://${trimmed}`;
}

// The server's rule (company-profile.rules.ts): no control characters, newlines only in the about text.
// eslint-disable-next-line no-control-regex
const control = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/;
const singleLine = (value: string) => control.test(value) || /[\n\t]/.test(value);

/** The same limits the server enforces, so a person learns of a problem before sending. */
export function checkDraft(draft: ProfileDraft, originalLogo: string | null): ProfileErrors {
  const errors: ProfileErrors = {};
  const tagline = draft.tagline.trim();
  if (tagline.length > limits.tagline) errors.tagline = 'long';
  else if (singleLine(tagline)) errors.tagline = 'control';
  const about = draft.about.replace(/\r\n?/g, '\n').trim();
  if (about.length > limits.about) errors.about = 'long';
  else if (control.test(about)) errors.about = 'control';
  if (!(industryValues as readonly string[]).includes(draft.industry)) errors.industry = 'choose';
  if (!(companySizeValues as readonly string[]).includes(draft.size)) errors.size = 'choose';
  const country = draft.country.trim();
  if (country.length < 2) errors.country = 'required';
  else if (country.length > limits.country) errors.country = 'long';
  const website = withScheme(draft.website);
  if (!website) errors.website = 'required';
  else if (website.length > limits.website || !isWebAddress(website)) errors.website = 'url';
  const locations = draft.locations.map((l) => l.trim()).filter(Boolean);
  if (locations.length > limits.locations) errors.locations = 'tooMany';
  else if (locations.some((l) => l.length < 2)) errors.locations = 'required';
  else if (locations.some((l) => l.length > limits.location)) errors.locations = 'long';
  else if (locations.some(singleLine)) errors.locations = 'control';
  else if (new Set(locations.map((l) => l.toLowerCase())).size !== locations.length) errors.locations = 'repeated';
  if (draft.logo !== null && !uploadedImagePattern.test(draft.logo) && draft.logo !== originalLogo) errors.logo = 'image';
  if (draft.cover !== null && !uploadedImagePattern.test(draft.cover)) errors.cover = 'image';
  return errors;
}

/** The request body: trimmed, empty location rows dropped, the website with its scheme. */
export function profileOf(draft: ProfileDraft): CompanyProfile {
  return {
    tagline: draft.tagline.trim(),
    about: draft.about.replace(/\r\n?/g, '\n').trim(),
    industry: draft.industry,
    size: draft.size,
    country: draft.country.trim(),
    locations: draft.locations.map((l) => l.trim()).filter(Boolean),
    website: withScheme(draft.website),
    logo: draft.logo,
    cover: draft.cover,
  };
}

/** Which server field errors belong to which form field ('locations.2' → locations). */
export function fieldOfPath(path: string): ProfileField | undefined {
  const head = path.split('.')[0] ?? '';
  return (['tagline', 'about', 'industry', 'size', 'country', 'locations', 'website', 'logo', 'cover'] as const).find((f) => f === head);
}
