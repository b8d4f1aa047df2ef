import * as z from 'zod/mini';
import { http } from '../../../lib/http.ts';
import { orgPath } from './answer.ts';
import { organisationSchema, type Organisation } from './organisation-schema.ts';

/** `GET /api/organisations/:id` (member). */
export async function getOrganisation(organisationId: string): Promise<Organisation> {
  return z.object({ organisation: organisationSchema }).parse(await http.get(orgPath(organisationId)).json<unknown>()).organisation;
}
