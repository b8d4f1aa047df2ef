import { NotFoundError, PreconditionFailedError, ValidationError } from '@fast-track/shared/errors';
import { siteImagePattern, uploadedImagePattern } from '@fast-track/shared/company-profile-rules';
import type { Decider, DomainCommand } from '@fast-track/shared/event-store/types';
import {
  evolveCompanyPage,
  initialCompanyPageState,
  isExternalImage,
  type CompanyPageEvent,
  type CompanyPageState,
  type CompanyProfile,
  type CompanySettings,
} from './company-profile.ts';

// ── Commands ────────────────────────────────────────────────────────────────────────────────────────────
// `expectedVersion` is the client's If-Match: the version it loaded, so an edit never silently undoes another.
export type EditCompanyProfile = DomainCommand<
  'EditCompanyProfile',
  { organisationId: string; expectedVersion: number; profile: CompanyProfile; by: string; now: string }
>;
export type ChangeCompanySettings = DomainCommand<
  'ChangeCompanySettings',
  { organisationId: string; expectedVersion: number; settings: CompanySettings; by: string; now: string }
>;
/** The start-up import of an external logo: `logo` is the stored copy, or null when it could not be fetched. */
export type ImportCompanyLogo = DomainCommand<'ImportCompanyLogo', { organisationId: string; from: string; logo: string | null; now: string }>;
export type CompanyPageCommand = EditCompanyProfile | ChangeCompanySettings | ImportCompanyLogo;

export class CompanyNotFoundError extends NotFoundError {
  override readonly code = 'COMPANY_NOT_FOUND';
}

type Company = Extract<CompanyPageState, { status: 'company' }>;

function existing(state: CompanyPageState, organisationId: string): Company {
  if (state.status !== 'company' || state.organisationId !== organisationId) throw new CompanyNotFoundError('No such company.');
  return state;
}

function current(company: Company, expectedVersion: number, what: string): void {
  if (company.version !== expectedVersion) {
    throw new PreconditionFailedError(`The ${what} changed since you loaded it (version ${company.version}, yours ${expectedVersion}): reload it first.`);
  }
}

/**
 * Images are uploads of ours. The one exception is a logo that is one of the site's own images (the demo companies'
 * `/images/…`), kept unchanged; an external URL is never accepted, not even unchanged (the import replaces those).
 */
function checkImages(profile: CompanyProfile, before: Partial<CompanyProfile>): void {
  const keptSiteImage = profile.logo === before.logo && typeof profile.logo === 'string' && siteImagePattern.test(profile.logo);
  const logoOk = profile.logo === null || uploadedImagePattern.test(profile.logo) || keptSiteImage;
  if (!logoOk) throw new ValidationError('logo: must be an uploaded image', [{ path: 'logo', message: 'must be an uploaded image (/api/files/…)' }]);
  if (profile.cover !== null && !uploadedImagePattern.test(profile.cover)) {
    throw new ValidationError('cover: must be an uploaded image', [{ path: 'cover', message: 'must be an uploaded image (/api/files/…)' }]);
  }
}

/** Equal as data: key order differs between what the editor sends and what jsonb gives back. */
const canonical = (value: unknown): unknown =>
  Array.isArray(value)
    ? value.map(canonical)
    : value !== null && typeof value === 'object'
      ? Object.fromEntries(Object.entries(value).sort(([a], [b]) => a.localeCompare(b)).map(([k, v]) => [k, canonical(v)]))
      : value;
const same = (a: unknown, b: unknown): boolean => JSON.stringify(canonical(a)) === JSON.stringify(canonical(b));

export const companyPageDecider: Decider<CompanyPageState, CompanyPageCommand, CompanyPageEvent> = {
  initialState: initialCompanyPageState,
  evolve: evolveCompanyPage,
  decide(command, state) {
    const d = command.data;
    const company = existing(state, d.organisationId);
    switch (command.type) {
      case 'EditCompanyProfile': {
        const { profile, by } = command.data;
        current(company, command.data.expectedVersion, 'profile');
        checkImages(profile, company.profile);
        // Saving what is already there changes nothing, so it must not make other editors' copies stale.
        if (same(profile, company.profile)) return [];
        return [{ type: 'CompanyProfileEdited', data: { organisationId: d.organisationId, profile, editedBy: by, editedAt: d.now } }];
      }
      case 'ChangeCompanySettings': {
        const { settings, by } = command.data;
        current(company, command.data.expectedVersion, 'settings');
        if (same(settings, company.settings)) return [];
        return [{ type: 'CompanySettingsChanged', data: { organisationId: d.organisationId, settings, changedBy: by, changedAt: d.now } }];
      }
      case 'ImportCompanyLogo': {
        const { from, logo } = command.data;
        // Only the external URL it was started for: an editor who meanwhile uploaded or removed a logo wins.
        if (company.profile.logo !== from || !isExternalImage(from)) return [];
        if (logo !== null && !uploadedImagePattern.test(logo)) throw new ValidationError('logo: must be a stored image', [{ path: 'logo', message: 'must be /api/files/…' }]);
        return [{ type: 'CompanyLogoImported', data: { organisationId: d.organisationId, from, logo, importedAt: d.now } }];
      }
    }
  },
};
