import * as z from 'zod/mini';
import { outcomeRequest } from '../../../lib/outcome-request.ts';

// The look-up (issue 26 part 6, docs/admin.md): people by exact address or part of a name, organisations by name.

const personSchema = z.object({
  accountId: z.string(),
  kind: z.string(),
  name: z.string(),
  email: z.string(),
  status: z.string(),
  createdAt: z.string(),
  memberships: z.array(z.object({ organisationId: z.string(), name: z.string(), kind: z.string(), role: z.string() })),
});
const organisationSchema = z.object({
  organisationId: z.string(),
  kind: z.string(),
  name: z.string(),
  status: z.string(),
  createdAt: z.string(),
  members: z.array(z.object({ accountId: z.string(), name: z.string(), role: z.string() })),
  memberCount: z.number(),
});
const answerSchema = z.object({ people: z.array(personSchema), organisations: z.array(organisationSchema) });
export type PersonFound = z.infer<typeof personSchema>;
export type OrganisationFound = z.infer<typeof organisationSchema>;
export type LookupAnswer = z.infer<typeof answerSchema>;

export const lookUp = (q: string) => outcomeRequest('get', `api/admin/lookup?q=${encodeURIComponent(q)}`, (b) => answerSchema.parse(b));
