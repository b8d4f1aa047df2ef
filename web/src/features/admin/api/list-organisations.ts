import * as z from 'zod/mini';
import { http } from '../../../lib/http.ts';

export const STATUSES = ['pending', 'active', 'suspended', 'rejected'] as const;
export type OrganisationStatus = (typeof STATUSES)[number];

const emailOf = z.object({ email: z.catch(z.string(), '') });

const count = z.catch(z.number(), 0);
/** Companies only (issue 25): what helps judge one — the domains, the members by domain, what it has made. */
const reviewSchema = z.object({
  signUpDomain: z.catch(z.nullable(z.string()), null),
  websiteDomain: z.catch(z.nullable(z.string()), null),
  domainMatch: z.catch(z.boolean(), false),
  members: z.catch(
    z.array(z.object({ firstName: z.catch(z.string(), ''), LastName: z.catch(z.string(), ''), role: z.catch(z.string(), 'member'), domain: z.catch(z.string(), '') })),
    [],
  ),
  drafted: z.catch(z.object({ events: count, jobs: count, challenges: count }), { events: 0, jobs: 0, challenges: 0 }),
});
export type CompanyReview = z.infer<typeof reviewSchema>;

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
  review: z.catch(z.nullable(z.optional(reviewSchema)), null),
});

export type OrganisationRow = z.infer<typeof rowSchema>;

export class AdminSessionEnded extends Error {}

/** One review queue for every kind (issue 26 part 6); '' asks for all of them. */
export const REVIEW_KINDS = ['company', 'career_center', 'student_organisation'] as const;
export type OrganisationKindUnderReview = (typeof REVIEW_KINDS)[number];

/** `GET /api/admin/organisations?status=&kind=` (admin). A 401 means the admin session is over. */
export async function listOrganisations(status: OrganisationStatus, kind: OrganisationKindUnderReview | '' = ''): Promise<OrganisationRow[]> {
  const response = await http.get('api/admin/organisations', { searchParams: kind ? { status, kind } : { status }, throwHttpErrors: false });
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
