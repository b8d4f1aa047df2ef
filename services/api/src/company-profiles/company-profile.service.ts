import type { Db } from '@fast-track/shared/db/db';
import { handleCommand } from '@fast-track/shared/event-store/handle-command';
import type { Projection } from '@fast-track/shared/event-store/projection';
import { defaultCompanySettings } from '@fast-track/shared/company-profile-rules';
import { companyPageDecider } from './company-profile.decider.ts';
import {
  companyProfileStreamId,
  companySettingsStreamId,
  type CompanyPageState,
  type CompanyProfile,
  type CompanySettings,
} from './company-profile.ts';

export interface CompanyPageDeps {
  db: Db;
  projections: readonly Projection[];
  now: () => number;
}

export interface ActingMember {
  accountId: string;
  organisationId: string;
}

/** Whether the organisation is a company, from the read tables, in the command's own transaction. */
export function companyStart(organisationId: string) {
  return async (tx: Db): Promise<CompanyPageState> => {
    const found = await tx.query<{ profile: Partial<CompanyProfile> | string; settings: CompanySettings | string | null }>(
      `SELECT o.profile, p.settings FROM organisations o LEFT JOIN company_pages p USING (organisation_id)
       WHERE o.organisation_id = $1 AND o.kind = 'company'`,
      [organisationId],
    );
    const row = found.rows[0];
    if (!row) return { status: 'none' };
    const parse = <T>(value: T | string): T => (typeof value === 'string' ? (JSON.parse(value) as T) : value);
    return {
      status: 'company',
      organisationId,
      version: 0,
      profile: parse(row.profile),
      settings: row.settings === null ? { ...defaultCompanySettings } : parse(row.settings),
    };
  };
}

/** Returns the stream version after the edit: the new ETag. */
export async function editCompanyProfile(deps: CompanyPageDeps, by: ActingMember, expectedVersion: number, profile: CompanyProfile): Promise<number> {
  const result = await handleCommand(
    deps.db,
    companyProfileStreamId(by.organisationId),
    companyPageDecider,
    { type: 'EditCompanyProfile', data: { organisationId: by.organisationId, expectedVersion, profile, by: by.accountId, now: new Date(deps.now()).toISOString() } },
    { projections: deps.projections, initialState: companyStart(by.organisationId), metadata: { actor: by.accountId } },
  );
  return result.version;
}

export async function changeCompanySettings(deps: CompanyPageDeps, by: ActingMember, expectedVersion: number, settings: CompanySettings): Promise<number> {
  const result = await handleCommand(
    deps.db,
    companySettingsStreamId(by.organisationId),
    companyPageDecider,
    { type: 'ChangeCompanySettings', data: { organisationId: by.organisationId, expectedVersion, settings, by: by.accountId, now: new Date(deps.now()).toISOString() } },
    { projections: deps.projections, initialState: companyStart(by.organisationId), metadata: { actor: by.accountId } },
  );
  return result.version;
}
