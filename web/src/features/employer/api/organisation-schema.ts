import * as z from 'zod/mini';

export const organisationSchema = z.object({
  organisationId: z.string(),
  kind: z.catch(z.string(), 'company'),
  name: z.catch(z.string(), ''),
  status: z.catch(z.enum(['pending', 'active', 'rejected', 'suspended']), 'pending'),
  website: z.catch(z.optional(z.nullable(z.string())), null),
  industry: z.catch(z.optional(z.nullable(z.string())), null),
  size: z.catch(z.optional(z.nullable(z.string())), null),
  country: z.catch(z.optional(z.nullable(z.string())), null),
  logo: z.catch(z.optional(z.nullable(z.string())), null),
  /** Why an admin rejected or suspended it, when they said. */
  reason: z.catch(z.optional(z.nullable(z.string())), null),
});

export type Organisation = z.infer<typeof organisationSchema>;
export type OrganisationStatus = Organisation['status'];
