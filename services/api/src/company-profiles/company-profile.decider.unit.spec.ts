import { PreconditionFailedError, ValidationError } from '@fast-track/shared/errors';
import { deciderSpec } from '@fast-track/shared/event-store/decider-spec';
import { describe, it } from 'vitest';
import { CompanyNotFoundError, companyPageDecider, type CompanyPageCommand } from './company-profile.decider.ts';
import type { CompanyPageEvent, CompanyPageState, CompanyProfile } from './company-profile.ts';

const organisationId = '0f9c1a52-8d7e-4c1b-9a3e-5b2d7c4e1f00';
const by = '7d1e2c3b-4a5f-4e6d-8c7b-9a0b1c2d3e4f';
const now = '2026-11-22T10:00:00.000Z';
const logo = `/api/files/${'a'.repeat(64)}`;

const profile: CompanyProfile = {
  tagline: 'Advisers to founders',
  about: 'We advise.',
  industry: 'Consulting',
  size: '11-50',
  country: 'Germany',
  locations: ['Berlin'],
  website: 'https://firm.example.com',
  logo,
  cover: null,
};

/** The state the service loads from the read tables: a company created with an https logo. */
const asCreated: CompanyPageState = {
  status: 'company',
  organisationId,
  version: 0,
  profile: { website: 'https://firm.example.com', industry: 'Consulting', size: '11-50', country: 'Germany', logo: 'https://cdn.example.com/l.png' },
  settings: { defaultTimezone: 'Europe/London', publicPage: true },
};
const spec = deciderSpec({ ...companyPageDecider, initialState: () => asCreated });
const noCompany = deciderSpec(companyPageDecider);

const edit = (changes: Partial<CompanyProfile>, expectedVersion = 0): CompanyPageCommand => ({
  type: 'EditCompanyProfile',
  data: { organisationId, expectedVersion, profile: { ...profile, ...changes }, by, now },
});
const edited = (changes: Partial<CompanyProfile> = {}): CompanyPageEvent => ({
  type: 'CompanyProfileEdited',
  data: { organisationId, profile: { ...profile, ...changes }, editedBy: by, editedAt: now },
});
const importLogo = (stored: string | null): CompanyPageCommand => ({
  type: 'ImportCompanyLogo',
  data: { organisationId, from: 'https://cdn.example.com/l.png', logo: stored, now },
});
const settings = (publicPage: boolean, expectedVersion = 0): CompanyPageCommand => ({
  type: 'ChangeCompanySettings',
  data: { organisationId, expectedVersion, settings: { defaultTimezone: 'Europe/Berlin', publicPage }, by, now },
});

describe('company page decider', () => {
  it('edits the profile of a company at the version the editor loaded', () => {
    spec.given([]).when(edit({})).then([edited()]);
    spec.given([edited()]).when(edit({ tagline: 'New' }, 1)).then([edited({ tagline: 'New' })]);
  });

  it('refuses a stale edit with 412: the second of two editors who loaded version 0', () => {
    spec.given([edited({ tagline: 'First editor' })]).when(edit({ tagline: 'Second editor' }, 0)).thenThrows(PreconditionFailedError);
  });

  it('writes nothing when the profile is saved unchanged (other editors stay current), whatever the key order', () => {
    spec.given([edited()]).when(edit({}, 1)).thenNothingHappened();
    const reordered = Object.fromEntries(Object.entries(profile).reverse()) as unknown as CompanyProfile;
    spec.given([edited()]).when({ type: 'EditCompanyProfile', data: { organisationId, expectedVersion: 1, profile: reordered, by, now } }).thenNothingHappened();
  });

  it('takes no outside image, not even the external logo the company was created with, kept unchanged', () => {
    spec.given([]).when(edit({ logo: 'https://cdn.example.com/l.png' })).thenThrows(ValidationError);
    spec.given([]).when(edit({ logo: 'https://tracker.example.com/pixel.png' })).thenThrows(ValidationError);
    spec.given([]).when(edit({ cover: 'https://tracker.example.com/cover.png' })).thenThrows(ValidationError);
    spec.given([edited()]).when(edit({ logo: 'https://cdn.example.com/l.png' }, 1)).thenThrows(ValidationError);
  });

  it("keeps a demo company's site image unchanged, and takes no site image it did not have", () => {
    const demo = deciderSpec({ ...companyPageDecider, initialState: () => ({ ...asCreated, profile: { ...asCreated.profile, logo: '/images/companies/kestrel.svg' } }) });
    demo.given([]).when(edit({ logo: '/images/companies/kestrel.svg' })).then([edited({ logo: '/images/companies/kestrel.svg' })]);
    spec.given([]).when(edit({ logo: '/images/companies/kestrel.svg' })).thenThrows(ValidationError);
  });

  it('imports an external logo once: stored or dropped, then the stream version moves on', () => {
    const imported = (stored: string | null): CompanyPageEvent => ({
      type: 'CompanyLogoImported',
      data: { organisationId, from: 'https://cdn.example.com/l.png', logo: stored, importedAt: now },
    });
    spec.given([]).when(importLogo(logo)).then([imported(logo)]);
    spec.given([]).when(importLogo(null)).then([imported(null)]);
    // Once done, the logo is ours (or none): a second import of the same URL changes nothing.
    spec.given([imported(logo)]).when(importLogo(logo)).thenNothingHappened();
    // An editor who saved meanwhile wins; the import never replaces their logo.
    spec.given([edited()]).when(importLogo(logo)).thenNothingHappened();
    // The stored copy must be one of ours.
    spec.given([]).when(importLogo('https://elsewhere.example.com/l.png')).thenThrows(ValidationError);
    // After the import the profile's version is 1: an editor who loaded 0 reloads.
    spec.given([imported(logo)]).when(edit({}, 0)).thenThrows(PreconditionFailedError);
    spec.given([imported(logo)]).when(edit({}, 1)).then([edited()]);
  });

  it('refuses both commands for what is not a company', () => {
    noCompany.given([]).when(edit({})).thenThrows(CompanyNotFoundError);
    noCompany.given([]).when(settings(false)).thenThrows(CompanyNotFoundError);
    noCompany.given([]).when(importLogo(null)).thenThrows(CompanyNotFoundError);
  });

  it('changes settings with their own version, and nothing when unchanged', () => {
    const changed: CompanyPageEvent = {
      type: 'CompanySettingsChanged',
      data: { organisationId, settings: { defaultTimezone: 'Europe/Berlin', publicPage: false }, changedBy: by, changedAt: now },
    };
    spec.given([]).when(settings(false)).then([changed]);
    spec.given([changed]).when(settings(false, 1)).thenNothingHappened();
    spec.given([changed]).when(settings(true, 0)).thenThrows(PreconditionFailedError);
  });
});
