import type { Db } from '@fast-track/shared/db/db';
import { createCompany, createTestAdmin, registerEmployer, signInAdmin, workAddress, type Registered } from './audiences.ts';
import { bearer, type StudentApi } from './student-api.ts';

export interface CompanyOfEmployer {
  employer: Registered;
  companyId: string;
}

/**
 * Employers, each with a company of their own (`who` names the work address, `company` is the create form), and a
 * signed-in admin who approves every company not marked `pending`. The messaging and sponsor specs start from it.
 */
export async function companiesWorld(
  db: Db,
  api: StudentApi,
  companies: readonly { who: string; company: Record<string, unknown>; pending?: boolean }[],
): Promise<{ companies: CompanyOfEmployer[]; adminToken: string }> {
  const made: CompanyOfEmployer[] = [];
  for (const { who, company } of companies) {
    const employer = await registerEmployer(api, workAddress(who));
    made.push({ employer, companyId: await createCompany(api, employer.token, company) });
  }
  const adminToken = await signInAdmin(api, await createTestAdmin(db, api));
  for (const [i, { companyId }] of made.entries()) {
    if (!companies[i]?.pending) await api.post(`/api/admin/organisations/${companyId}/approve`, {}, bearer(adminToken));
  }
  return { companies: made, adminToken };
}
