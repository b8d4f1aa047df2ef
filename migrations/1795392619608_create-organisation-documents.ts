import type { MigrationBuilder } from 'node-pg-migrate';

// Issue 13: the files of a career center's or a student organisation's team, kept by an inline projection from the
// document streams; the bytes are in the storage port under documents/<organisation>/<document>.
export async function up(pgm: MigrationBuilder): Promise<void> {
  pgm.sql(`
    CREATE TABLE organisation_documents (
      document_id uuid PRIMARY KEY,
      organisation_id uuid NOT NULL,
      name text NOT NULL,
      content_type text NOT NULL,
      size integer NOT NULL,
      uploaded_by uuid NOT NULL,
      uploaded_at timestamptz NOT NULL
    );
    CREATE INDEX organisation_documents_org_idx ON organisation_documents (organisation_id, uploaded_at);
  `);
}

export async function down(pgm: MigrationBuilder): Promise<void> {
  pgm.sql('DROP TABLE organisation_documents;');
}
