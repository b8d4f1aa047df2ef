import { supportedLanguages } from '@fast-track/shared/languages';
import * as z from 'zod/mini';

/** docs/companies.md. Unknown strings are kept as strings; the screens map the values they know. */
export const profileSchema = z.object({
  tagline: z.catch(z.string(), ''),
  about: z.catch(z.string(), ''),
  industry: z.catch(z.string(), ''),
  size: z.catch(z.string(), ''),
  country: z.catch(z.string(), ''),
  locations: z.catch(z.array(z.string()), []),
  website: z.catch(z.string(), ''),
  logo: z.catch(z.nullable(z.string()), null),
  cover: z.catch(z.nullable(z.string()), null),
});
export type CompanyProfile = z.infer<typeof profileSchema>;

export const settingsSchema = z.object({ defaultTimezone: z.string(), publicPage: z.boolean() });
export type CompanySettings = z.infer<typeof settingsSchema>;

export const companySchema = z.object({
  organisationId: z.string(),
  name: z.string(),
  link: z.string(),
  status: z.catch(z.enum(['pending', 'active', 'rejected', 'suspended']), 'pending'),
  statusReason: z.catch(z.nullable(z.string()), null),
  profile: profileSchema,
  profileVersion: z.number(),
  settings: settingsSchema,
  settingsVersion: z.number(),
});
export type Company = z.infer<typeof companySchema>;

export const activityEventSchema = z.object({
  uniqueId: z.string(),
  link: z.string(),
  title: z.string(),
  type: z.string(),
  img: z.catch(z.string(), ''),
  startTime: z.string(),
  endTime: z.string(),
  timezone: z.string(),
  approval: z.boolean(),
  attending: z.optional(z.number()),
  pending: z.optional(z.number()),
  /** An event written in another language than English or in several (docs/events.md § Languages); malformed: none. */
  sourceLanguage: z.catch(z.optional(z.enum(supportedLanguages)), undefined),
  translations: z.catch(z.optional(z.partialRecord(z.enum(supportedLanguages), z.object({ title: z.string() }))), undefined),
});
export type ActivityEvent = z.infer<typeof activityEventSchema>;

export const activityJobSchema = z.object({
  uniqueId: z.string(),
  title: z.string(),
  type: z.string(),
  track: z.string(),
  locations: z.array(z.string()),
  remote: z.boolean(),
  deadline: z.string(),
  applicants: z.optional(z.number()),
  /** A job written in another language than English or in several (docs/jobs.md § Languages); malformed: none. */
  sourceLanguage: z.catch(z.optional(z.enum(supportedLanguages)), undefined),
  translations: z.catch(z.optional(z.partialRecord(z.enum(supportedLanguages), z.object({ title: z.string() }))), undefined),
});
export type ActivityJob = z.infer<typeof activityJobSchema>;

export const checklistSchema = z.object({
  items: z.array(z.object({ key: z.string(), done: z.boolean(), missing: z.optional(z.array(z.string())) })),
  done: z.number(),
  total: z.number(),
});
export type Checklist = z.infer<typeof checklistSchema>;

export const overviewSchema = z.object({
  company: companySchema,
  upcomingEvents: z.array(activityEventSchema),
  draftEvents: z.number(),
  openJobs: z.array(activityJobSchema),
  checklist: checklistSchema,
});
export type CompanyOverview = z.infer<typeof overviewSchema>;

export const publicCompanySchema = z.object({
  company: z.extend(profileSchema, { organisationId: z.string(), name: z.string(), link: z.string() }),
  events: z.array(activityEventSchema),
  jobs: z.array(activityJobSchema),
});
export type PublicCompany = z.infer<typeof publicCompanySchema>;

