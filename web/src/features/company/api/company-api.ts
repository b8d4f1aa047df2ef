import * as z from 'zod/mini';
import { outcomeRequest, type Outcome } from '../../../lib/outcome-request.ts';
import {
  companySchema,
  overviewSchema,
  publicCompanySchema,
  settingsSchema,
  type Company,
  type CompanyOverview,
  type CompanyProfile,
  type CompanySettings,
  type PublicCompany,
} from './company-schema.ts';

const base = (organisationId: string) => `api/organisations/${encodeURIComponent(organisationId)}/company`;
const companyAnswer = (b: unknown) => z.object({ company: companySchema }).parse(b).company;
const settingsAnswer = (b: unknown) => z.object({ settings: settingsSchema }).parse(b).settings;

/** Members: the company with the profile's ETag (send it back as If-Match). */
export const getCompany = (organisationId: string): Promise<Outcome<Company>> => outcomeRequest('get', `${base(organisationId)}/profile`, companyAnswer);

export const saveCompanyProfile = (organisationId: string, profile: CompanyProfile, etag: string): Promise<Outcome<Company>> =>
  outcomeRequest('post', `${base(organisationId)}/profile`, companyAnswer, { json: profile, ifMatch: etag });

export const getCompanySettings = (organisationId: string): Promise<Outcome<CompanySettings>> =>
  outcomeRequest('get', `${base(organisationId)}/settings`, settingsAnswer);

export const saveCompanySettings = (organisationId: string, settings: CompanySettings, etag: string): Promise<Outcome<CompanySettings>> =>
  outcomeRequest('post', `${base(organisationId)}/settings`, settingsAnswer, { json: settings, ifMatch: etag });

export const getCompanyOverview = (organisationId: string): Promise<Outcome<CompanyOverview>> =>
  outcomeRequest('get', `${base(organisationId)}/overview`, (b) => overviewSchema.parse(b));

/** Anyone: an approved company's public page; 404 for anything else. */
export const getPublicCompany = (link: string): Promise<Outcome<PublicCompany>> =>
  outcomeRequest('get', `api/company/${encodeURIComponent(link)}`, (b) => publicCompanySchema.parse(b));
