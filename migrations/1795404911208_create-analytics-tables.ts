import type { MigrationBuilder } from 'node-pg-migrate';

// Issue 14, employer analytics. Page views are not events of the log (a view changes nothing a person decided): one
// counter row per page and day (`page_view_days`), and `page_view_visitors`, the keyed hashes of who viewed a page on
// a day, so a visitor counts once per page and day (rows of past days are pruned). `diversity_answers`: a student's
// optional DE&I self-description with the consent it was given under; kept outside the append-only log on purpose —
// withdrawal and account deletion must remove the answers, not add a fact next to them (docs/analytics.md).
// `diversity_pipeline_snapshots`: who was in which stage of a company's pipeline when its DE&I view last moved (the
// view moves only after five or more people changed, so one known person's move shows nothing).
export async function up(pgm: MigrationBuilder): Promise<void> {
  pgm.sql(`
    CREATE TABLE page_view_days (
      kind text NOT NULL CHECK (kind IN ('event', 'job', 'challenge')),
      target_id uuid NOT NULL,
      company_id uuid NOT NULL,
      day date NOT NULL,
      views integer NOT NULL,
      PRIMARY KEY (kind, target_id, day)
    );
    CREATE INDEX page_view_days_company_idx ON page_view_days (company_id, day);
    CREATE TABLE page_view_visitors (
      day date NOT NULL,
      kind text NOT NULL,
      target_id uuid NOT NULL,
      visitor text NOT NULL,
      PRIMARY KEY (day, kind, target_id, visitor)
    );
    CREATE TABLE diversity_answers (
      student_id uuid PRIMARY KEY,
      gender text,
      first_generation text,
      ethnicity_country text,
      ethnicity text,
      disability text,
      consent_version integer NOT NULL,
      consented_at timestamptz NOT NULL,
      updated_at timestamptz NOT NULL
    );
    CREATE TABLE diversity_pipeline_snapshots (
      company_id uuid PRIMARY KEY,
      members jsonb NOT NULL,
      taken_at timestamptz NOT NULL
    );
  `);
}

export async function down(pgm: MigrationBuilder): Promise<void> {
  pgm.sql('DROP TABLE diversity_pipeline_snapshots; DROP TABLE diversity_answers; DROP TABLE page_view_visitors; DROP TABLE page_view_days;');
}
