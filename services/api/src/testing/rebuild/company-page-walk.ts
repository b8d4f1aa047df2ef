import { handleCommand } from '@fast-track/shared/event-store/handle-command';
import { companyPageDecider, companyProfileStreamId, companySettingsStreamId, companyStart, type CompanyPageCommand } from '../../company-profiles/index.ts';
import type { RebuildWorld } from './rebuild-world.ts';

/** Company pages' profiles and settings, at the loaded version or a stale one, some aimed at no company. */
export async function companyPageWalk(w: RebuildWorld, companyIds: readonly string[]): Promise<void> {
  const { db, random, pick, start, options, tallied, accountIds, pickOrganisation } = w;
  // Company pages: profiles and settings edited at the version the editor loaded, sometimes a stale one (412), and
  // sometimes aimed at an organisation that is no company (refused).
  const runCompanyPage = async (command: CompanyPageCommand) => {
    const { organisationId } = command.data;
    const stream = command.type === 'EditCompanyProfile' ? companyProfileStreamId(organisationId) : companySettingsStreamId(organisationId);
    await tallied(command.type, () => handleCommand(db, stream, companyPageDecider, command, { ...options, initialState: companyStart(organisationId) }));
  };
  for (let step = 0; step < 80; step++) {
    const now = new Date(start + (400 + step) * 1000).toISOString();
    const organisationId = companyIds.length > 0 && random() < 0.85 ? pick(companyIds) : pickOrganisation();
    const versions = (await db.query<{ p: number; s: number }>('SELECT profile_version AS p, settings_version AS s FROM company_pages WHERE organisation_id = $1', [organisationId])).rows[0];
    const stale = random() < 0.15 ? 1 : 0;
    const by = pick(accountIds);
    if (random() < 0.7) {
      await runCompanyPage({
        type: 'EditCompanyProfile',
        data: {
          organisationId,
          expectedVersion: (versions?.p ?? 0) - stale,
          profile: {
            tagline: `Tagline ${step % 4}`,
            about: `About ${step % 3}`,
            industry: pick(['Law', 'Finance', 'Consulting'] as const),
            size: pick(['1-10', '5000+'] as const),
            country: 'Poland',
            locations: step % 2 ? ['Warsaw'] : ['Kraków', 'Gdańsk'],
            website: `https://company${step % 5}.example.com`,
            logo: random() < 0.5 ? null : `/api/files/${String(step % 10).repeat(64)}`,
            cover: null,
          },
          by,
          now,
        },
      });
    } else {
      await runCompanyPage({
        type: 'ChangeCompanySettings',
        data: { organisationId, expectedVersion: (versions?.s ?? 0) - stale, settings: { defaultTimezone: pick(['Europe/Warsaw', 'UTC']), publicPage: random() < 0.7 }, by, now },
      });
    }
  }
}
