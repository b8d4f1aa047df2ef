import type { MigrationBuilder } from 'node-pg-migrate';

// Issue 26 parts 2 and 3 (docs/host-areas.md "Posting approval and employer relationships"): what a career center
// lets through to its students. The facts are in the log (stream school-gate-<center>); these tables are their
// projection. The student-facing rule (career-centers/posting-gate.ts) reads them by (center, posting) and
// (center, company), hence the primary keys.
export async function up(pgm: MigrationBuilder): Promise<void> {
  pgm.sql(`
    CREATE TABLE cc_posting_modes (
      center_id uuid NOT NULL,
      kind text NOT NULL,
      mode text NOT NULL,
      set_by uuid NOT NULL,
      set_at timestamptz NOT NULL,
      PRIMARY KEY (center_id, kind)
    );
    CREATE TABLE cc_posting_decisions (
      center_id uuid NOT NULL,
      posting_id uuid NOT NULL,
      kind text NOT NULL,
      company_id uuid NOT NULL,
      decision text NOT NULL,
      reason text,
      decided_by uuid NOT NULL,
      decided_at timestamptz NOT NULL,
      PRIMARY KEY (center_id, posting_id)
    );
    CREATE INDEX cc_posting_decisions_posting_idx ON cc_posting_decisions (posting_id);
    CREATE TABLE cc_employer_relations (
      center_id uuid NOT NULL,
      company_id uuid NOT NULL,
      status text NOT NULL,
      notes text NOT NULL,
      contacts text NOT NULL,
      updated_by uuid NOT NULL,
      updated_at timestamptz NOT NULL,
      PRIMARY KEY (center_id, company_id)
    );
    CREATE INDEX cc_employer_relations_blocked_idx ON cc_employer_relations (company_id) WHERE status = 'blocked';
  `);
}

export async function down(pgm: MigrationBuilder): Promise<void> {
  pgm.sql('DROP TABLE cc_employer_relations; DROP TABLE cc_posting_decisions; DROP TABLE cc_posting_modes;');
}
