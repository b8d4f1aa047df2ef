import * as z from 'zod/mini';
import { request, type Outcome } from './answer.ts';
import { organisationSchema, type Organisation } from './organisation-schema.ts';

export interface CompanyInput {
  name: string;
  website: string;
  industry: string;
  size: string;
  country: string;
  logo?: string;
}

/** `POST /api/companies` (employer) → the new company, status 'pending'; the creator is its owner. */
export async function createCompany(input: CompanyInput): Promise<Outcome<Organisation>> {
  return request('post', 'api/companies', (body) => z.object({ organisation: organisationSchema }).parse(body).organisation, input);
}
