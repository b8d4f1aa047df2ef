/** The student-organisation memberships a student has, as GET api/account/me lists them. */
export interface OrganisationChoice {
  organisationId: string;
  kind: string;
  name: string;
}

/**
 * Which organisation the dashboard shows: the one kept in client state while the student is still a member of it,
 * else their first student organisation, else none.
 */
export function chooseOrganisation<T extends OrganisationChoice>(memberships: readonly T[], keptId: string | null | undefined): T | null {
  const mine = memberships.filter((m) => m.kind === 'student_organisation');
  return mine.find((m) => m.organisationId === keptId) ?? mine[0] ?? null;
}
