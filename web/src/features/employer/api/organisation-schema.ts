import * as z from 'zod/mini';

const text = z.catch(z.optional(z.nullable(z.string())), null);

const rawSchema = z.object({
  organisationId: z.string(),
  kind: z.catch(z.string(), 'company'),
  name: z.catch(z.string(), ''),
  status: z.catch(z.enum(['pending', 'active', 'rejected', 'suspended']), 'pending'),
  /** Why an admin rejected or suspended it, when they said. */
  statusReason: text,
  profile: z.catch(z.object({ website: text, industry: text, size: text, country: text, logo: text }), {}),
});

/** The organisation as the screens use it: the profile's fields flattened. */
export const organisationSchema = z.pipe(
  rawSchema,
  z.transform((o) => ({
    organisationId: o.organisationId,
    kind: o.kind,
    name: o.name,
    status: o.status,
    reason: o.statusReason ?? null,
    website: o.profile.website ?? null,
    industry: o.profile.industry ?? null,
    size: o.profile.size ?? null,
    country: o.profile.country ?? null,
    logo: o.profile.logo ?? null,
  })),
);

export type Organisation = z.infer<typeof organisationSchema>;
export type OrganisationStatus = Organisation['status'];
