import * as z from 'zod/mini';
import { http } from '../../../lib/http.ts';

export const STATUSES = ['pending', 'active', 'suspended', 'rejected'] as const;
export type OrganisationStatus = (typeof STATUSES)[number];

const emailOf = z.object({ email: z.catch(z.string(), '') });

const rowSchema = z.object({
  organisationId: z.string(),
  name: z.catch(z.string(), ''),
  kind: z.catch(z.string(), 'company'),
  status: z.catch(z.enum(STATUSES), 'pending'),
  profile: z.catch(z.object({ website: z.catch(z.nullable(z.optional(z.string())), null), industry: z.catch(z.nullable(z.optional(z.string())), null) }), {
    website: null,
    industry: null,
  }),
  createdAt: z.catch(z.nullable(z.optional(z.string())), null),
  ownerEmail: z.catch(z.nullable(z.optional(z.string())), null),
  owner: z.catch(z.nullable(z.optional(emailOf)), null),
  owners: z.catch(z.optional(z.array(emailOf)), []),
});

export type OrganisationRow = z.infer<typeof rowSchema>;

export class AdminSessionEnded extends Error {}

/** Admins review companies and (issue 22) new career centers. */
export type OrganisationKindUnderReview = 'company' | 'career_center';

/** `GET /api/admin/organisations?status=&kind=` (admin). A 401 means the admin session is over. */
export async function listOrganisations(status: OrganisationStatus, kind: OrganisationKindUnderReview = 'company'): Promise<OrganisationRow[]> {
  const response = await http.get('api/admin/organisations', { searchParams: { status, kind }, throwHttpErrors: false });
  if (response.status === 401 || response.status === 403) throw new AdminSessionEnded();
  if (!response.ok) throw new Error(`admin organisations: ${response.status}`);
  const body = z.object({ organisations: z.array(z.unknown()) }).parse(await response.json<unknown>());
  const rows: OrganisationRow[] = [];
  for (const item of body.organisations) {
    const parsed = rowSchema.safeParse(item);
    if (parsed.success) rows.push(parsed.data);
  }
  return rows;
}
