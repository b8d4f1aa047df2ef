import { defineProjection } from '@fast-track/shared/event-store/projection';
import { defaultCompanySettings } from '@fast-track/shared/company-profile-rules';
import type { OrganisationEvent } from '../../organisations/index.ts';
import { linkKey, type CompanyPageEvent } from '../company-profile.ts';

/**
 * Inline: `company_pages` holds what a company page needs beside the organisation row — its link key, the two
 * stream versions (the ETags) and the settings. A profile edit also replaces `organisations.profile`, the one public
 * profile every other screen (account menu logo, admin review, event hosts) already reads; this projection runs after
 * the organisations projection, which creates that row.
 */
export const companyPagesProjection = defineProjection<OrganisationEvent | CompanyPageEvent>({
  name: 'company-pages',
  tables: ['company_pages'],
  on: {
    async OrganisationCreated(tx, { data }) {
      if (data.kind !== 'company') return;
      await tx.query(
        `INSERT INTO company_pages (organisation_id, link_key, profile_version, settings, settings_version, updated_at)
         VALUES ($1, $2, 0, $3::text::jsonb, 0, $4)`,
        [data.organisationId, linkKey(data.organisationId), JSON.stringify(defaultCompanySettings), data.createdAt],
      );
    },
    async CompanyProfileEdited(tx, event) {
      const { organisationId, profile, editedAt } = event.data;
      await tx.query('UPDATE organisations SET profile = $2::text::jsonb WHERE organisation_id = $1', [organisationId, JSON.stringify(profile)]);
      await tx.query('UPDATE company_pages SET profile_version = $2, updated_at = $3 WHERE organisation_id = $1', [organisationId, event.streamPosition, editedAt]);
    },
    async CompanyLogoImported(tx, event) {
      const { organisationId, logo, importedAt } = event.data;
      await tx.query(
        `UPDATE organisations SET profile = CASE WHEN $2::text IS NULL THEN profile - 'logo' ELSE jsonb_set(profile, '{logo}', to_jsonb($2::text)) END
         WHERE organisation_id = $1`,
        [organisationId, logo],
      );
      await tx.query('UPDATE company_pages SET profile_version = $2, updated_at = $3 WHERE organisation_id = $1', [organisationId, event.streamPosition, importedAt]);
    },
    async CompanySettingsChanged(tx, event) {
      const { organisationId, settings, changedAt } = event.data;
      await tx.query('UPDATE company_pages SET settings = $2::text::jsonb, settings_version = $3, updated_at = $4 WHERE organisation_id = $1', [
        organisationId,
        JSON.stringify(settings),
        event.streamPosition,
        changedAt,
      ]);
    },
  },
});
