import type { SessionKind } from '../../../lib/session.ts';

/** The account kind an organisation's members have (docs/accounts.md § Kinds). */
export function kindOfOrganisation(kind: 'company' | 'career_center' | 'student_organisation'): SessionKind {
  return kind === 'company' ? 'employer' : kind === 'career_center' ? 'career_center' : 'student';
}
