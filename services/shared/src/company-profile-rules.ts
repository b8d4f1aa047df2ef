// The company profile's fixed values and limits (issue 11), shared by the API (which enforces them) and the SPA
// (which shows the same limits and options before sending). Values are the wire values; the SPA translates them by
// key (`companyProfile.industries.<key>` …).

export const industries = {
  investmentBanking: 'Investment Banking',
  finance: 'Finance',
  consulting: 'Consulting',
  law: 'Law',
  accounting: 'Accounting',
  technology: 'Technology',
  consumerGoods: 'Consumer Goods',
  energy: 'Energy',
  healthcare: 'Healthcare',
  industrials: 'Industrials',
  media: 'Media',
  publicSector: 'Public Sector',
  other: 'Other',
} as const;
export type Industry = (typeof industries)[keyof typeof industries];
export const industryValues = Object.values(industries) as [Industry, ...Industry[]];

export const companySizeValues = ['1-10', '11-50', '51-200', '201-1000', '1001-5000', '5000+'] as const;
export type CompanySize = (typeof companySizeValues)[number];

export const companyProfileLimits = {
  /** The name, asked for once at creation (then it is what the admin approved). */
  name: 120,
  tagline: 140,
  /** The description: the profile's about text, asked for at creation too. */
  about: 4000,
  country: 100,
  website: 300,
  location: 100,
  locations: 10,
  /** "Profile complete" on the setup checklist wants at least this much about text. */
  aboutForComplete: 80,
} as const;

/** An uploaded image as the profile stores it: the path GET /api/files/{sha256} serves it at. */
export const uploadedImagePattern = /^\/api\/files\/[0-9a-f]{64}$/;

/** http(s) with a dotted host and nothing a browser would treat as script or credentials. */
export function isWebAddress(value: string): boolean {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return false;
  }
  return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname.includes('.') && !url.hostname.endsWith('.') && !url.username && !url.password;
}

/** A company's website as creation and the editor take it: an https web address (see isWebAddress). */
export function isCompanyWebsite(value: string): boolean {
  return isWebAddress(value) && value.toLowerCase().startsWith('https://');
}

/** The site's own images a demo company's logo may keep (seeded before uploads): `/images/companies/<name>.svg`. */
export const siteImagePattern = /^\/images\/[a-z0-9-]+(?:\/[a-z0-9-]+)*\.(?:svg|png|jpe?g|webp)$/;

/** IANA zones the runtime knows, plus UTC (which supportedValuesOf leaves out). */
export function isTimeZone(value: string): boolean {
  if (value === 'UTC') return true;
  return Intl.supportedValuesOf('timeZone').includes(value);
}

export const defaultCompanySettings = { defaultTimezone: 'Europe/London', publicPage: true } as const;
