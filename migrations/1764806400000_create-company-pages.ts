import type { MigrationBuilder } from 'node-pg-migrate';

// Company pages (issue 11): per company its public link key (first 12 hex digits of the id), the versions of its
// profile and settings streams (the ETags of the editor) and its settings. Kept by the inline company-pages
// projection; companies created before it get their row here, with the default settings.
export async function up(pgm: MigrationBuilder): Promise<void> {
  pgm.sql(`
    CREATE TABLE company_pages (
      organisation_id uuid PRIMARY KEY,
      link_key text NOT NULL UNIQUE,
      profile_version integer NOT NULL,
      settings jsonb NOT NULL,
      settings_version integer NOT NULL,
      updated_at timestamptz NOT NULL
    );
    INSERT INTO company_pages (organisation_id, link_key, profile_version, settings, settings_version, updated_at)
    SELECT organisation_id, substr(replace(organisation_id::text, '-', ''), 1, 12), 0,
           '{"defaultTimezone":"Europe/London","publicPage":true}'::jsonb, 0, created_at
    FROM organisations WHERE kind = 'company';
  `);
}

export async function down(pgm: MigrationBuilder): Promise<void> {
  pgm.sql('DROP TABLE company_pages;');
}
