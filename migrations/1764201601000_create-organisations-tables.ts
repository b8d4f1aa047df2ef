import type { MigrationBuilder } from 'node-pg-migrate';

// Organisations of every kind (company, career center, student organisation) and their members, kept by an inline
// projection from the organisation streams. Company profiles and roles are public facts, not personal data.
// Invitations are rows, not events: they hold the invitee's address and a token hash, erased when used or expired.
export async function up(pgm: MigrationBuilder): Promise<void> {
  pgm.sql(`
    CREATE TABLE organisations (
      organisation_id uuid PRIMARY KEY,
      kind text NOT NULL CHECK (kind IN ('company', 'career_center', 'student_organisation')),
      name text NOT NULL,
      status text NOT NULL CHECK (status IN ('pending', 'active', 'rejected', 'suspended')),
      profile jsonb NOT NULL,
      email_domain text,
      university_name text,
      university_area text,
      status_reason text,
      created_at timestamptz NOT NULL
    );
    CREATE INDEX organisations_status_idx ON organisations (kind, status, created_at);
    CREATE INDEX organisations_domain_idx ON organisations (email_domain) WHERE email_domain IS NOT NULL;
    CREATE UNIQUE INDEX organisations_one_career_center_per_university
      ON organisations (university_area, university_name) WHERE kind = 'career_center';

    CREATE TABLE organisation_members (
      organisation_id uuid NOT NULL,
      account_id uuid NOT NULL,
      role text NOT NULL CHECK (role IN ('owner', 'admin', 'member')),
      job_role text,
      joined_at timestamptz NOT NULL,
      PRIMARY KEY (organisation_id, account_id)
    );
    CREATE INDEX organisation_members_account_idx ON organisation_members (account_id);

    CREATE TABLE organisation_join_requests (
      organisation_id uuid NOT NULL,
      account_id uuid NOT NULL,
      requested_at timestamptz NOT NULL,
      PRIMARY KEY (organisation_id, account_id)
    );

    CREATE TABLE organisation_invitations (
      invitation_id uuid PRIMARY KEY,
      organisation_id uuid NOT NULL,
      email text NOT NULL,
      email_hash text NOT NULL,
      role text NOT NULL CHECK (role IN ('owner', 'admin', 'member')),
      token_hash text NOT NULL,
      invitee_id uuid NOT NULL,
      invited_by uuid NOT NULL,
      expires_at timestamptz NOT NULL,
      created_at timestamptz NOT NULL
    );
    CREATE INDEX organisation_invitations_org_idx ON organisation_invitations (organisation_id);
    CREATE INDEX organisation_invitations_email_idx ON organisation_invitations (email_hash);
  `);
}

export async function down(pgm: MigrationBuilder): Promise<void> {
  pgm.sql(`DROP TABLE organisation_invitations; DROP TABLE organisation_join_requests;
    DROP TABLE organisation_members; DROP TABLE organisations;`);
}
