/**
 * Where a membership leads (header account menu, dashboards): a company to the employer dashboard, a career center to
 * its dashboard, a student organisation to /so/dashboard with that organisation selected (`?organisation=`).
 */
export type OrganisationKind = 'company' | 'career_center' | 'student_organisation';

export function organisationHome(kind: OrganisationKind, organisationId: string): string {
  if (kind === 'company') return '/dashboard';
  if (kind === 'career_center') return '/cc/dashboard';
  return `/so/dashboard?organisation=${encodeURIComponent(organisationId)}`;
}
