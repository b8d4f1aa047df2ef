import * as z from 'zod/mini';
import { outcomeRequest, type Outcome } from '../../../lib/outcome-request.ts';
import { organisationSchema, type Organisation } from './organisation-schema.ts';

/** docs/companies.md § Creation: images are uploads of ours (`/api/files/…`), the website https. */
export interface CompanyInput {
  name: string;
  website: string;
  industry: string;
  size: string;
  country: string;
  description?: string;
  logo?: string;
  cover?: string;
}

/** `POST /api/companies` (employer) → the new company, status 'pending'; the creator is its owner. */
export function createCompany(input: CompanyInput): Promise<Outcome<Organisation>> {
  return outcomeRequest('post', 'api/companies', (body) => z.object({ organisation: organisationSchema }).parse(body).organisation, { json: input });
}
