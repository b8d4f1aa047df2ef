import * as z from 'zod/mini';
import { http } from './http.ts';

/** docs/accounts.md § Session: `GET /api/account/me`. Loaded on demand by lib/use-account.ts. */
export const organisationKinds = ['company', 'career_center', 'student_organisation'] as const;
export const memberRoles = ['owner', 'admin', 'member'] as const;
export const organisationStatuses = ['pending', 'active', 'rejected', 'suspended'] as const;

const membershipSchema = z.object({
  organisationId: z.string(),
  kind: z.catch(z.enum(organisationKinds), 'company'),
  name: z.catch(z.string(), ''),
  role: z.catch(z.enum(memberRoles), 'member'),
  jobRole: z.catch(z.nullable(z.string()), null),
  status: z.catch(z.enum(organisationStatuses), 'pending'),
  logo: z.catch(z.nullable(z.string()), null),
});

const accountSchema = z.object({
  uniqueId: z.string(),
  kind: z.string(),
  email: z.catch(z.string(), ''),
  firstName: z.catch(z.string(), ''),
  LastName: z.catch(z.string(), ''),
  lng: z.catch(z.nullable(z.string()), null),
});

const meSchema = z.object({
  account: accountSchema,
  memberships: z.catch(z.array(membershipSchema), []),
});

export type Membership = z.infer<typeof membershipSchema>;
export type Account = z.infer<typeof accountSchema>;
export type AccountMe = z.infer<typeof meSchema>;

/** A 401 rejects (and lib/http ends the local session). */
export async function getAccount(token: string): Promise<AccountMe> {
  const body = await http.get('api/account/me', { headers: { Authorization: `Bearer ${token}` } }).json<unknown>();
  return meSchema.parse(body);
}
