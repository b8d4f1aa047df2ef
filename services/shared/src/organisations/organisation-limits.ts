// A student organisation's founding form, declared once: the API's request schema enforces it
// (services/api/src/organisations/organisation.routes.ts), the SPA's form checks it before sending.
export const organisationCategories = ['Finance', 'Consulting', 'Law', 'Entrepreneurship', 'Technology', 'Culture', 'Sports', 'Other'] as const;

export const organisationLimits = {
  /** The SPA asks for two characters at least: one letter names nothing. */
  nameLength: { min: 2, max: 120 },
  descriptionLength: 1000,
  logoUrlLength: 500,
} as const;
