import type { Db } from '@fast-track/shared/db/db';
import type { MemberRole, Membership, MembershipLookup, OrganisationKind } from '../../accounts/index.ts';
import { defaultAdmission, type Admission, type OrganisationProfile, type OrganisationStatus } from '../organisation.ts';
import { companyReviewsOf, type CompanyReview } from './company-review.queries.ts';

export interface OrganisationView {
  organisationId: string;
  kind: OrganisationKind;
  name: string;
  status: OrganisationStatus;
  statusReason: string | null;
  profile: OrganisationProfile;
  university: { name: string; area: string } | null;
  /** Student organisations: how students join (issue 26); null for the other kinds. */
  admission: Admission | null;
  createdAt: string;
}

interface OrganisationRow {
  organisation_id: string;
  kind: OrganisationKind;
  name: string;
  status: OrganisationStatus;
  status_reason: string | null;
  profile: OrganisationProfile | string;
  university_name: string | null;
  university_area: string | null;
  admission: Admission | null;
  created_at: Date | string;
}

const orgColumns = 'o.organisation_id, o.kind, o.name, o.status, o.status_reason, o.profile, o.university_name, o.university_area, o.admission, o.created_at';

const toView = (row: OrganisationRow): OrganisationView => ({
  organisationId: row.organisation_id,
  kind: row.kind,
  name: row.name,
  status: row.status,
  statusReason: row.status_reason,
  profile: typeof row.profile === 'string' ? (JSON.parse(row.profile) as OrganisationProfile) : row.profile,
  university: row.university_name === null ? null : { name: row.university_name, area: row.university_area ?? '' },
  admission: row.kind === 'student_organisation' ? (row.admission ?? defaultAdmission) : null,
  createdAt: new Date(row.created_at).toISOString(),
});

export async function findOrganisation(db: Db, organisationId: string): Promise<OrganisationView | undefined> {
  const found = await db.query<OrganisationRow>(`SELECT ${orgColumns} FROM organisations o WHERE o.organisation_id = $1`, [organisationId]);
  return found.rows[0] && toView(found.rows[0]);
}

/**
 * Admin review list, oldest first; with the owners' addresses so the reviewer can judge and contact them, and for
 * companies what helps judge them (company-review.queries.ts).
 */
/** The admins' one review queue (issue 26 part 6): organisations of a status, of one kind or (null) of every kind. */
export async function listOrganisationsByStatus(
  db: Db,
  kind: OrganisationKind | null,
  status: OrganisationStatus,
): Promise<(OrganisationView & { owners: { email: string; firstName: string; LastName: string }[]; review?: CompanyReview })[]> {
  const found = await db.query<OrganisationRow>(
    // The pending wait in turn (oldest first); the others are looked at for what is new (newest first).
    `SELECT ${orgColumns} FROM organisations o WHERE ($1::text IS NULL OR o.kind = $1) AND o.status = $2
      ORDER BY CASE WHEN $2 = 'pending' THEN o.created_at END, o.created_at DESC, o.organisation_id LIMIT 200`,
    [kind, status],
  );
  const views = found.rows.map(toView);
  const companies = views.filter((v) => v.kind === 'company');
  const reviews = companies.length > 0 ? await companyReviewsOf(db, companies.map((v) => ({ organisationId: v.organisationId, website: v.profile.website }))) : undefined;
  return Promise.all(
    views.map(async (view) => {
      const review = reviews?.get(view.organisationId);
      return {
        ...view,
        owners: (await listMembers(db, view.organisationId)).filter((m) => m.role === 'owner').map(({ email, firstName, LastName }) => ({ email, firstName, LastName })),
        ...(review ? { review } : {}),
      };
    }),
  );
}

/** A company whose creator's address had this domain (the newest active or pending one). */
export async function findCompanyByDomain(db: Db, domain: string): Promise<{ organisationId: string; name: string } | undefined> {
  const found = await db.query<{ organisation_id: string; name: string }>(
    `SELECT organisation_id, name FROM organisations
     WHERE kind = 'company' AND email_domain = $1 AND status IN ('active', 'pending') ORDER BY created_at LIMIT 1`,
    [domain],
  );
  const row = found.rows[0];
  return row && { organisationId: row.organisation_id, name: row.name };
}

export async function findCareerCenter(db: Db, university: { name: string; area: string }): Promise<string | undefined> {
  const found = await db.query<{ organisation_id: string }>(
    `SELECT organisation_id FROM organisations WHERE kind = 'career_center' AND university_name = $1 AND university_area = $2`,
    [university.name, university.area],
  );
  return found.rows[0]?.organisation_id;
}

export interface MemberView {
  uniqueId: string;
  firstName: string;
  LastName: string;
  email: string;
  role: MemberRole;
  jobRole: string | null;
  joinedAt: string;
}

/** Members with their names and addresses (joined from the identity table at read time; shown to members only). */
export async function listMembers(db: Db, organisationId: string): Promise<MemberView[]> {
  const found = await db.query<{ account_id: string; first_name: string; last_name: string; email: string; role: MemberRole; job_role: string | null; joined_at: Date | string }>(
    `SELECT m.account_id, i.first_name, i.last_name, i.email, m.role, m.job_role, m.joined_at
     FROM organisation_members m JOIN account_identities i USING (account_id)
     WHERE m.organisation_id = $1 ORDER BY m.joined_at, m.account_id`,
    [organisationId],
  );
  return found.rows.map((r) => ({
    uniqueId: r.account_id,
    firstName: r.first_name,
    LastName: r.last_name,
    email: r.email,
    role: r.role,
    jobRole: r.job_role,
    joinedAt: new Date(r.joined_at).toISOString(),
  }));
}

export async function listJoinRequests(db: Db, organisationId: string): Promise<{ uniqueId: string; firstName: string; LastName: string; email: string; requestedAt: string }[]> {
  const found = await db.query<{ account_id: string; first_name: string; last_name: string; email: string; requested_at: Date | string }>(
    `SELECT r.account_id, i.first_name, i.last_name, i.email, r.requested_at
     FROM organisation_join_requests r JOIN account_identities i USING (account_id)
     WHERE r.organisation_id = $1 ORDER BY r.requested_at`,
    [organisationId],
  );
  return found.rows.map((r) => ({ uniqueId: r.account_id, firstName: r.first_name, LastName: r.last_name, email: r.email, requestedAt: new Date(r.requested_at).toISOString() }));
}

export async function organisationsOf(db: Db, accountId: string): Promise<(Membership & { name: string; status: OrganisationStatus; jobRole: string | null; logo: string | null })[]> {
  const found = await db.query<{ organisation_id: string; kind: OrganisationKind; role: MemberRole; name: string; status: OrganisationStatus; job_role: string | null; profile: OrganisationProfile | string }>(
    `SELECT m.organisation_id, o.kind, m.role, o.name, o.status, m.job_role, o.profile
     FROM organisation_members m JOIN organisations o USING (organisation_id) WHERE m.account_id = $1 ORDER BY m.joined_at`,
    [accountId],
  );
  return found.rows.map((r) => {
    const profile = typeof r.profile === 'string' ? (JSON.parse(r.profile) as OrganisationProfile) : r.profile;
    return { organisationId: r.organisation_id, kind: r.kind, role: r.role, name: r.name, status: r.status, jobRole: r.job_role, logo: profile.logo ?? null };
  });
}

/** The guard's port, answered from the members table. */
export function membershipLookup(db: Db): MembershipLookup & { describe(accountId: string): Promise<unknown[]> } {
  return {
    // A career center an admin has not approved (or has suspended) grants its people nothing: its data is about the
    // university's students, and until the review no one has checked that its staff are staff (issue 22).
    async membershipOf(accountId, organisationId) {
      const found = await db.query<{ kind: OrganisationKind; role: MemberRole }>(
        `SELECT o.kind, m.role FROM organisation_members m JOIN organisations o USING (organisation_id)
         WHERE m.account_id = $1 AND m.organisation_id = $2 AND (o.kind <> 'career_center' OR o.status = 'active')`,
        [accountId, organisationId],
      );
      const row = found.rows[0];
      return row && { organisationId, kind: row.kind, role: row.role };
    },
    describe: (accountId) => organisationsOf(db, accountId),
  };
}

export interface HandoverView {
  from: string;
  to: string;
  offeredAt: string;
  expiresAt: string;
}

/** The open offer of ownership (issue 26), if one has not expired by `nowMs`. */
export async function findHandover(db: Db, organisationId: string, nowMs: number): Promise<HandoverView | null> {
  const found = await db.query<{ from_account_id: string; to_account_id: string; offered_at: Date | string; expires_at: Date | string }>(
    'SELECT from_account_id, to_account_id, offered_at, expires_at FROM organisation_handovers WHERE organisation_id = $1 AND expires_at > $2',
    [organisationId, new Date(nowMs).toISOString()],
  );
  const row = found.rows[0];
  return row ? { from: row.from_account_id, to: row.to_account_id, offeredAt: new Date(row.offered_at).toISOString(), expiresAt: new Date(row.expires_at).toISOString() } : null;
}

export type SocietyMembershipStatus = 'member' | 'requested' | 'none';

/** Where a student stands with a society: member, asked to join, or neither. */
export async function societyMembershipStatus(db: Db, organisationId: string, accountId: string): Promise<SocietyMembershipStatus> {
  const found = await db.query<{ member: boolean; requested: boolean }>(
    `SELECT EXISTS (SELECT 1 FROM organisation_members WHERE organisation_id = $1 AND account_id = $2) AS member,
            EXISTS (SELECT 1 FROM organisation_join_requests WHERE organisation_id = $1 AND account_id = $2) AS requested`,
    [organisationId, accountId],
  );
  const row = found.rows[0];
  return row?.member ? 'member' : row?.requested ? 'requested' : 'none';
}
