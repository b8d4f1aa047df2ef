import * as z from 'zod/mini';
import { outcomeRequest, type Outcome } from '../../../lib/outcome-request.ts';
import { figureSchema } from './insights.ts';

// GET /api/organisations/:id/directory/… (docs/host-areas.md): employers with their activity at the host's
// university (figures of at least five students, else "fewer than 5"), the other societies, the employer jobs a
// career center's students see; GET /api/societies/:link, a society's page.

const activitySchema = z.object({ students: figureSchema, eventAttendances: figureSchema, applications: figureSchema });

const companySchema = z.object({
  organisationId: z.string(),
  name: z.string(),
  link: z.string(),
  logo: z.nullable(z.string()),
  industry: z.string(),
  size: z.string(),
  country: z.string(),
  locations: z.array(z.string()),
  tracks: z.array(z.string()),
  hiringNow: z.boolean(),
  activity: activitySchema,
});
export type DirectoryCompany = z.infer<typeof companySchema>;

export interface Paged<T> {
  items: T[];
  total: number;
  page: number;
  pageSize: number;
}

export interface CompanyFilters {
  q: string;
  industry: string;
  track: string;
  size: string;
  location: string;
  hiring: boolean;
}

const base = (organisationId: string) => `api/organisations/${encodeURIComponent(organisationId)}/directory`;

function query(values: Record<string, string | number | boolean>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(values)) {
    if (value === '' || value === false || (key === 'page' && value === 1)) continue;
    params.set(key, String(value));
  }
  return params.size > 0 ? `?${params.toString()}` : '';
}

const paging = { total: z.number(), page: z.number(), pageSize: z.number() };

function paged<T>(items: T[], rest: { total: number; page: number; pageSize: number }): Paged<T> {
  return { items, total: rest.total, page: rest.page, pageSize: rest.pageSize };
}

export function searchCompanies(organisationId: string, filters: CompanyFilters, page: number): Promise<Outcome<Paged<DirectoryCompany>>> {
  return outcomeRequest('get', `${base(organisationId)}/companies${query({ ...filters, page })}`, (b) => {
    const { companies, ...rest } = z.object({ companies: z.array(companySchema), ...paging }).parse(b);
    return paged(companies, rest);
  });
}

const companyPageSchema = z.extend(companySchema, {
  tagline: z.string(),
  about: z.string(),
  website: z.string(),
  cover: z.nullable(z.string()),
  events: z.array(z.object({ uniqueId: z.string(), link: z.string(), title: z.string(), type: z.string(), startTime: z.string(), endTime: z.string() })),
  jobs: z.array(z.object({ uniqueId: z.string(), title: z.string(), type: z.string(), track: z.string(), deadline: z.string() })),
});
export type DirectoryCompanyPage = z.infer<typeof companyPageSchema>;

export function getCompany(organisationId: string, link: string): Promise<Outcome<DirectoryCompanyPage>> {
  return outcomeRequest('get', `${base(organisationId)}/companies/${encodeURIComponent(link)}`, (b) => z.object({ company: companyPageSchema }).parse(b).company);
}

const universitySchema = z.nullable(z.object({ name: z.string(), area: z.string() }));
const societySchema = z.object({
  organisationId: z.string(),
  name: z.string(),
  link: z.string(),
  category: z.string(),
  description: z.string(),
  logo: z.nullable(z.string()),
  university: universitySchema,
  sameUniversity: z.boolean(),
});
export type DirectorySociety = z.infer<typeof societySchema>;

export function searchSocieties(organisationId: string, filters: { q: string; scope: 'all' | 'university' }, page: number): Promise<Outcome<Paged<DirectorySociety>>> {
  return outcomeRequest('get', `${base(organisationId)}/societies${query({ q: filters.q, scope: filters.scope === 'all' ? '' : filters.scope, page })}`, (b) => {
    const { societies, ...rest } = z.object({ societies: z.array(societySchema), ...paging }).parse(b);
    return paged(societies, rest);
  });
}

const employerJobSchema = z.object({ uniqueId: z.string(), title: z.string(), type: z.string(), track: z.string(), deadline: z.string(), company: z.string(), visibility: z.string() });
export type EmployerJob = z.infer<typeof employerJobSchema>;

export function listEmployerJobs(organisationId: string, page: number): Promise<Outcome<Paged<EmployerJob>>> {
  return outcomeRequest('get', `${base(organisationId)}/jobs${query({ page })}`, (b) => {
    const { jobs, ...rest } = z.object({ jobs: z.array(employerJobSchema), ...paging }).parse(b);
    return paged(jobs, rest);
  });
}

const societyPageSchema = z.object({
  society: z.extend(societySchema, { website: z.string() }),
  events: z.array(z.object({ uniqueId: z.string(), link: z.string(), title: z.string(), type: z.string(), startTime: z.string(), endTime: z.string(), visibility: z.string() })),
  sponsors: z.array(z.object({ name: z.string(), companyLink: z.nullable(z.string()) })),
});
export type SocietyPage = z.infer<typeof societyPageSchema>;

export function getSociety(link: string): Promise<Outcome<SocietyPage>> {
  return outcomeRequest('get', `api/societies/${encodeURIComponent(link)}`, (b) => societyPageSchema.parse(b));
}
