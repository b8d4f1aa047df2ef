import {
  companyProfileLimits as limits,
  companySizeValues,
  industryValues,
  isTimeZone,
  isCompanyWebsite,
  siteImagePattern,
  uploadedImagePattern,
} from '@fast-track/shared/company-profile-rules';
import { z } from 'zod';
import { storableText } from '../http/safe-text.ts';

// One schema per request body; every field bounded, every enum closed, every address http(s). Plain text only:
// the SPA renders about and tagline as text (no HTML), so nothing in them can run.

// Control characters other than newline and tab have no place in a profile (and some break layouts or logs).
// eslint-disable-next-line no-control-regex
const controlCharacters = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/;
const text = (max: number, { multiline = false } = {}) =>
  storableText(max * 2)
    .transform((s) => s.replace(/\r\n?/g, '\n').trim())
    .pipe(
      z
        .string()
        .max(max)
        .refine((s) => !controlCharacters.test(multiline ? s : s.replace(/[\n\t]/g, '\u0001')), 'must not contain control characters'),
    );

const image = storableText(300)
  .transform((s) => s.trim())
  .pipe(z.string().regex(uploadedImagePattern, 'must be an uploaded image (/api/files/…)'))
  .nullable();

export const companyProfileRequest = z
  .object({
    tagline: text(limits.tagline),
    about: text(limits.about, { multiline: true }),
    industry: z.enum(industryValues),
    size: z.enum(companySizeValues),
    country: text(limits.country).pipe(z.string().min(2)),
    locations: z
      .array(text(limits.location).pipe(z.string().min(2)))
      .max(limits.locations)
      .refine((list) => new Set(list.map((l) => l.toLowerCase())).size === list.length, 'must not repeat a location'),
    website: storableText(limits.website)
      .transform((s) => s.trim())
      .pipe(z.string().refine(isCompanyWebsite, 'must be an https:// address')),
    // Never an external URL: a logo on another host would tell it who reads the page. A demo company's site image
    // (`/images/…`) may stay as it is (the decider accepts it unchanged only).
    logo: z.union([image, z.string().regex(siteImagePattern)]),
    cover: image,
  })
  .strict();
export type CompanyProfileRequest = z.output<typeof companyProfileRequest>;

export const companySettingsRequest = z
  .object({
    defaultTimezone: storableText(64).pipe(z.string().refine(isTimeZone, 'must be an IANA time zone such as Europe/Berlin')),
    publicPage: z.boolean(),
  })
  .strict();
