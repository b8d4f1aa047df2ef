/** A company member's job role (docs/accounts.md § Kinds, organisations, roles); the API's own values. */
export const JOB_ROLES = ['Recruiter', 'HR', 'Hiring manager', 'Founder', 'Other'] as const;
export type JobRole = (typeof JOB_ROLES)[number];

export function isJobRole(value: unknown): value is JobRole {
  return typeof value === 'string' && (JOB_ROLES as readonly string[]).includes(value);
}

/** Translation key of a job role ('Hiring manager' → employer.jobRoles.hiringManager). */
export function jobRoleKey(role: JobRole): string {
  return `employer.jobRoles.${{ Recruiter: 'recruiter', HR: 'hr', 'Hiring manager': 'hiringManager', Founder: 'founder', Other: 'other' }[role]}`;
}
