import {
  companyProfileLimits as limits,
  companySizeValues,
  industryValues,
  isCompanyWebsite,
  siteImagePattern,
  uploadedImagePattern,
} from '@fast-track/shared/company-profile-rules';

/**
 * The company editor's form (one for creating a company at registration and for editing its profile): what the
 * person types, before it is a request the server takes. Which fields show depends on the mode (`editorFields`).
 */
export interface CompanyDraft {
  name: string;
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

export type CompanyEditorMode = 'create' | 'edit';
export type DraftField = keyof CompanyDraft;
export type DraftProblem = 'required' | 'long' | 'url' | 'choose' | 'tooMany' | 'repeated' | 'control' | 'image' | 'invalid';
export type DraftErrors = Partial<Record<DraftField, DraftProblem>>;

/** What each mode asks for: the name only at creation (then it is what the admin approved); tagline and offices later. */
export const editorFields: Record<CompanyEditorMode, readonly DraftField[]> = {
  create: ['name', 'logo', 'cover', 'about', 'website', 'industry', 'size', 'country'],
  edit: ['logo', 'cover', 'tagline', 'about', 'industry', 'size', 'country', 'website', 'locations'],
};

export const emptyDraft = (): CompanyDraft => ({
  name: '',
  tagline: '',
  about: '',
  industry: '',
  size: '',
  country: '',
  locations: [],
  website: '',
  logo: null,
  cover: null,
});

/** The profile as the server answers it, as a draft (the name is not part of the profile). */
export const draftOf = (profile: Omit<CompanyDraft, 'name'>, name = ''): CompanyDraft => ({ ...profile, name, locations: [...profile.locations] });

/** 'acme.com' → 'https://acme.com': people type addresses without a scheme. */
export function withScheme(value: string): string {
  const trimmed = value.trim();
  return !trimmed || /^[a-z][a-z0-9+.-]*:/i.test(trimmed) ? trimmed : `https://${trimmed}`;
}

// The server's rule (company-profile.rules.ts): no control characters, newlines only in the about text.
// eslint-disable-next-line no-control-regex
const control = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/;
const singleLine = (value: string) => control.test(value) || /[\n\t]/.test(value);

/**
 * The same limits the server enforces, so a person learns of a problem before sending. `originalLogo`: a demo
 * company's own site image may be kept as it is; nothing else but an upload of ours is an image.
 */
export function checkDraft(draft: CompanyDraft, mode: CompanyEditorMode, originalLogo: string | null = null): DraftErrors {
  const errors: DraftErrors = {};
  const shown = new Set(editorFields[mode]);
  const name = draft.name.trim();
  if (shown.has('name')) {
    if (!name) errors.name = 'required';
    else if (name.length > limits.name) errors.name = 'long';
    else if (singleLine(name)) errors.name = 'control';
  }
  const tagline = draft.tagline.trim();
  if (tagline.length > limits.tagline) errors.tagline = 'long';
  else if (singleLine(tagline)) errors.tagline = 'control';
  const about = draft.about.replace(/\r\n?/g, '\n').trim();
  if (about.length > limits.about) errors.about = 'long';
  else if (control.test(about)) errors.about = 'control';
  if (!(industryValues as readonly string[]).includes(draft.industry)) errors.industry = 'choose';
  if (!(companySizeValues as readonly string[]).includes(draft.size)) errors.size = 'choose';
  const country = draft.country.trim();
  if (country.length < 2) errors.country = mode === 'create' ? 'choose' : 'required';
  else if (country.length > limits.country) errors.country = 'long';
  const website = withScheme(draft.website);
  if (!website) errors.website = 'required';
  else if (website.length > limits.website || !isCompanyWebsite(website)) errors.website = 'url';
  const locations = draft.locations.map((l) => l.trim()).filter(Boolean);
  if (locations.length > limits.locations) errors.locations = 'tooMany';
  else if (locations.some((l) => l.length < 2)) errors.locations = 'required';
  else if (locations.some((l) => l.length > limits.location)) errors.locations = 'long';
  else if (locations.some(singleLine)) errors.locations = 'control';
  else if (new Set(locations.map((l) => l.toLowerCase())).size !== locations.length) errors.locations = 'repeated';
  const keptSiteImage = draft.logo !== null && draft.logo === originalLogo && siteImagePattern.test(draft.logo);
  if (draft.logo !== null && !uploadedImagePattern.test(draft.logo) && !keptSiteImage) errors.logo = 'image';
  if (draft.cover !== null && !uploadedImagePattern.test(draft.cover)) errors.cover = 'image';
  return errors;
}

/** The profile edit's request body: trimmed, empty location rows dropped, the website with its scheme. */
export function profileOf(draft: CompanyDraft) {
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

/** The company creation's request body (POST /api/companies): the about text is sent as its description. */
export function creationOf(draft: CompanyDraft) {
  const description = draft.about.replace(/\r\n?/g, '\n').trim();
  return {
    name: draft.name.trim(),
    website: withScheme(draft.website),
    industry: draft.industry,
    size: draft.size,
    country: draft.country.trim(),
    ...(description ? { description } : {}),
    ...(draft.logo ? { logo: draft.logo } : {}),
    ...(draft.cover ? { cover: draft.cover } : {}),
  };
}

/** Which server field errors belong to which form field ('locations.2' → locations, 'description' → about). */
export function fieldOfPath(path: string): DraftField | undefined {
  const head = path.split('.')[0] ?? '';
  if (head === 'description') return 'about';
  return (['name', 'tagline', 'about', 'industry', 'size', 'country', 'locations', 'website', 'logo', 'cover'] as const).find((f) => f === head);
}
