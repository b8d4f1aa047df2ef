// Who a host's event or job is for (issue 13), one list for the API (services/api/src/organisations/audience.ts,
// which enforces it) and the SPA (the editors' choice): a company publishes to everyone; a career center to its own
// university's students (its default) or to everyone; a student organisation to everyone (its default) or to its
// members only.

export const visibilities = ['everyone', 'own-university-students', 'members'] as const;
export type Visibility = (typeof visibilities)[number];

export type HostKind = 'company' | 'career_center' | 'student_organisation';

/** What each host kind may choose, its default first (a company has no choice). */
export const visibilitiesOf: Record<HostKind, readonly Visibility[]> = {
  company: ['everyone'],
  career_center: ['own-university-students', 'everyone'],
  student_organisation: ['everyone', 'members'],
};
