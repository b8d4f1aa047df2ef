import { COUNTRIES } from '../../../config/countries.ts';
import { COMPANY_SIZES, INDUSTRIES } from '../data/company-options.ts';

export interface CompanyDraft {
  name: string;
  website: string;
  industry: string;
  size: string;
  country: string;
  logo: string;
}

export type CompanyField = keyof CompanyDraft;
export type CompanyProblem = 'required' | 'long' | 'url';
export type CompanyErrors = Partial<Record<CompanyField, CompanyProblem>>;

export const MAX_COMPANY_NAME = 100;

/** 'acme.com' → 'https://acme.com'; anything that is not an http(s) address with a dotted host → null. */
export function normaliseWebsite(value: string): string | null {
  const trimmed = value.trim();
  if (!trimmed) return null;
  const withScheme = /^https?:\/\//i.test(trimmed) ? trimmed : `https://${trimmed}`;
  try {
    const url = new URL(withScheme);
    if (!/^https?:$/.test(url.protocol) || !url.hostname.includes('.') || url.hostname.endsWith('.')) return null;
    return url.toString().replace(/\/$/, '');
  } catch {
    return null;
  }
}

const industries = new Set<string>(INDUSTRIES.map(([value]) => value));
const sizes = new Set<string>(COMPANY_SIZES);
const countries = new Set<string>(COUNTRIES.map((c) => c.name));

export function checkCompany(draft: CompanyDraft): CompanyErrors {
  const errors: CompanyErrors = {};
  const name = draft.name.trim();
  if (!name) errors.name = 'required';
  else if (name.length > MAX_COMPANY_NAME) errors.name = 'long';
  if (!draft.website.trim()) errors.website = 'required';
  else if (!normaliseWebsite(draft.website)) errors.website = 'url';
  if (!industries.has(draft.industry)) errors.industry = 'required';
  if (!sizes.has(draft.size)) errors.size = 'required';
  if (!countries.has(draft.country)) errors.country = 'required';
  if (draft.logo.trim() && !/^https:\/\//i.test(draft.logo.trim())) errors.logo = 'url';
  else if (draft.logo.trim() && !normaliseWebsite(draft.logo)) errors.logo = 'url';
  return errors;
}
