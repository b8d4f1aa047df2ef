import type { DomainEvent } from '@fast-track/shared/event-store/types';
import type { CompanySize, Industry } from '@fast-track/shared/company-profile-rules';

// A company's public page (issue 11): the profile students and visitors see, and the company's own settings. Each
// has a stream of its own beside the organisation's (`company-profile-<id>`, `company-settings-<id>`), so the
// stream version is exactly the version of what an editor loaded: a member joining or an admin approving never
// makes a profile edit stale, and two editors of the profile can never overwrite each other (If-Match).
// The organisation's name is not part of the profile: it is what the admin approved, and stays as approved.

/** The whole public profile; an edit states all of it. */
export interface CompanyProfile {
  tagline: string;
  about: string;
  industry: Industry;
  size: CompanySize;
  country: string;
  locations: string[];
  website: string;
  /**
   * `/api/files/<sha256>` of an uploaded image; null: none. Never an external URL (it would tell that host who reads
   * the page): those of older companies are fetched once into storage or dropped (CompanyLogoImported). The demo's
   * companies keep their site image path (`/images/…`), which is ours too.
   */
  logo: string | null;
  cover: string | null;
}

export interface CompanySettings {
  /** IANA zone the dashboard shows event times in, and the event editor starts from. */
  defaultTimezone: string;
  /** false: the public company page answers 404 (events and jobs stay listed where they are). */
  publicPage: boolean;
}

// ── Events ──────────────────────────────────────────────────────────────────────────────────────────────
export type CompanyProfileEdited = DomainEvent<
  'CompanyProfileEdited',
  { organisationId: string; profile: CompanyProfile; editedBy: string; editedAt: string }
>;
export type CompanySettingsChanged = DomainEvent<
  'CompanySettingsChanged',
  { organisationId: string; settings: CompanySettings; changedBy: string; changedAt: string }
>;
/**
 * A logo that was an external URL (set at creation before uploads were required) now held in our storage, or dropped
 * (`logo: null`) when it could not be fetched as an image. Written once per company by the logo import at start-up.
 */
export type CompanyLogoImported = DomainEvent<
  'CompanyLogoImported',
  { organisationId: string; from: string; logo: string | null; importedAt: string }
>;
export type CompanyPageEvent = CompanyProfileEdited | CompanySettingsChanged | CompanyLogoImported;

// ── State ───────────────────────────────────────────────────────────────────────────────────────────────
/**
 * Where a command starts: whether the organisation is a company (from the organisations read table, loaded in the
 * command's transaction) and what the profile / settings stream holds. `version` is the stream's version.
 */
export type CompanyPageState =
  | { status: 'none' }
  | { status: 'company'; organisationId: string; version: number; profile: Partial<CompanyProfile>; settings: CompanySettings };

export const initialCompanyPageState = (): CompanyPageState => ({ status: 'none' });

// ── Evolve ──────────────────────────────────────────────────────────────────────────────────────────────
export function evolveCompanyPage(state: CompanyPageState, event: CompanyPageEvent): CompanyPageState {
  if (state.status !== 'company') return state;
  switch (event.type) {
    case 'CompanyProfileEdited':
      return { ...state, version: state.version + 1, profile: event.data.profile };
    case 'CompanySettingsChanged':
      return { ...state, version: state.version + 1, settings: event.data.settings };
    case 'CompanyLogoImported':
      return { ...state, version: state.version + 1, profile: { ...state.profile, logo: event.data.logo } };
  }
}

export const companyProfileStreamId = (organisationId: string): string => `company-profile-${organisationId}`;
export const companySettingsStreamId = (organisationId: string): string => `company-settings-${organisationId}`;

/** The public page's address: a readable slug of the name and the first 12 hex digits of the id (which decide). */
export function companyLink(name: string, organisationId: string): string {
  const slug = name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60)
    .replace(/-+$/, '');
  return `${slug || 'company'}-${linkKey(organisationId)}`;
}

/** An external image address: what the logo import fetches once, and what no request may set any more. */
export const isExternalImage = (value: unknown): value is string => typeof value === 'string' && /^https?:\/\//i.test(value);

export const linkKey = (organisationId: string): string => organisationId.replace(/-/g, '').slice(0, 12).toLowerCase();

/** The key of a link, or undefined when it cannot be one. */
export function linkKeyOf(link: string): string | undefined {
  return /^(?:[a-z0-9-]{0,61}-)?([0-9a-f]{12})$/.exec(link)?.[1];
}
