import type { Db } from '@fast-track/shared/db/db';
import { defaultCompanySettings } from '@fast-track/shared/company-profile-rules';
import { companyLink, type CompanyProfile, type CompanySettings } from '../company-profile.ts';

/** A company as its members see it in the editor and the dashboard: everything, with the two ETags. */
export interface CompanyView {
  organisationId: string;
  name: string;
  link: string;
  status: 'pending' | 'active' | 'rejected' | 'suspended';
  statusReason: string | null;
  profile: CompanyProfile;
  profileVersion: number;
  settings: CompanySettings;
  settingsVersion: number;
  createdAt: string;
}

interface CompanyRow {
  organisation_id: string;
  name: string;
  status: CompanyView['status'];
  status_reason: string | null;
  profile: Record<string, unknown> | string;
  profile_version: number | null;
  settings: CompanySettings | string | null;
  settings_version: number | null;
  created_at: Date | string;
}

const parse = <T>(value: T | string): T => (typeof value === 'string' ? (JSON.parse(value) as T) : value);
const stringOr = (value: unknown, fallback: string): string => (typeof value === 'string' ? value : fallback);

/**
 * The stored profile in today's shape: companies created before the Employer Hub have only website, industry, size,
 * country and perhaps a logo; the rest reads as empty until their first edit.
 */
export function profileOf(stored: Record<string, unknown>): CompanyProfile {
  return {
    tagline: stringOr(stored['tagline'], ''),
    about: stringOr(stored['about'], ''),
    industry: stringOr(stored['industry'], '') as CompanyProfile['industry'],
    size: stringOr(stored['size'], '') as CompanyProfile['size'],
    country: stringOr(stored['country'], ''),
    locations: Array.isArray(stored['locations']) ? stored['locations'].filter((l): l is string => typeof l === 'string') : [],
    website: stringOr(stored['website'], ''),
    logo: typeof stored['logo'] === 'string' && stored['logo'] ? stored['logo'] : null,
    cover: typeof stored['cover'] === 'string' && stored['cover'] ? stored['cover'] : null,
  };
}

const columns = `o.organisation_id::text AS organisation_id, o.name, o.status, o.status_reason, o.profile, o.created_at,
  p.profile_version, p.settings, p.settings_version`;

function toView(row: CompanyRow): CompanyView {
  return {
    organisationId: row.organisation_id,
    name: row.name,
    link: companyLink(row.name, row.organisation_id),
    status: row.status,
    statusReason: row.status_reason,
    profile: profileOf(parse(row.profile)),
    profileVersion: Number(row.profile_version ?? 0),
    settings: row.settings === null ? { ...defaultCompanySettings } : parse(row.settings),
    settingsVersion: Number(row.settings_version ?? 0),
    createdAt: new Date(row.created_at).toISOString(),
  };
}

export async function findCompany(db: Db, organisationId: string): Promise<CompanyView | undefined> {
  const found = await db.query<CompanyRow>(
    `SELECT ${columns} FROM organisations o LEFT JOIN company_pages p USING (organisation_id) WHERE o.organisation_id = $1 AND o.kind = 'company'`,
    [organisationId],
  );
  return found.rows[0] && toView(found.rows[0]);
}

/** By the key of a public link; the caller decides whether the page is public. */
export async function findCompanyByLinkKey(db: Db, key: string): Promise<CompanyView | undefined> {
  const found = await db.query<CompanyRow>(
    `SELECT ${columns} FROM company_pages p JOIN organisations o USING (organisation_id) WHERE p.link_key = $1 AND o.kind = 'company'`,
    [key],
  );
  return found.rows[0] && toView(found.rows[0]);
}

/** The team side of the setup checklist: anyone besides the creator, or an invitation still open. */
export async function teamInvited(db: Db, organisationId: string, nowMs: number): Promise<boolean> {
  const found = await db.query<{ invited: boolean }>(
    `SELECT (SELECT count(*) FROM organisation_members WHERE organisation_id = $1) > 1
         OR EXISTS (SELECT 1 FROM organisation_invitations WHERE organisation_id = $1 AND expires_at > $2) AS invited`,
    [organisationId, new Date(nowMs).toISOString()],
  );
  return found.rows[0]?.invited === true;
}
