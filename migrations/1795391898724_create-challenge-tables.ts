import type { MigrationBuilder } from 'node-pg-migrate';

// Ranked challenges (issue 12): the firm's challenges with their published versions and invite links, the students'
// attempts and results (inline projections), the cohort percentiles (async projection) and each student's choice to
// show their rank to employers. Answers and rubrics live in `draft`, `published` and `challenge_versions.content`:
// only the firm's calls read them whole.
export async function up(pgm: MigrationBuilder): Promise<void> {
  pgm.sql(`
    CREATE TABLE challenges (
      challenge_id uuid PRIMARY KEY,
      company_id uuid NOT NULL,
      status text NOT NULL CHECK (status IN ('draft', 'published', 'closed')),
      title text NOT NULL,
      track_id text,
      series text,
      draft jsonb NOT NULL,
      published jsonb,
      content_version integer NOT NULL,
      has_unpublished boolean NOT NULL,
      opens_at timestamptz,
      closes_at timestamptz,
      created_at timestamptz NOT NULL,
      updated_at timestamptz NOT NULL,
      published_at timestamptz,
      closed_at timestamptz,
      version integer NOT NULL
    );
    CREATE INDEX challenges_company_idx ON challenges (company_id, created_at);
    CREATE INDEX challenges_track_idx ON challenges (track_id, opens_at) WHERE status <> 'draft';

    CREATE TABLE challenge_versions (
      challenge_id uuid NOT NULL,
      content_version integer NOT NULL,
      content jsonb NOT NULL,
      PRIMARY KEY (challenge_id, content_version)
    );

    CREATE TABLE challenge_invites (
      link text PRIMARY KEY,
      challenge_id uuid NOT NULL,
      created_at timestamptz NOT NULL
    );

    CREATE TABLE challenge_attempts (
      attempt_id uuid PRIMARY KEY,
      challenge_id uuid NOT NULL,
      student_id uuid NOT NULL,
      company_id uuid NOT NULL,
      track_id text NOT NULL,
      year_of_study text NOT NULL,
      content_version integer NOT NULL,
      variant jsonb NOT NULL,
      answers jsonb NOT NULL,
      status text NOT NULL CHECK (status IN ('in-progress', 'submitted')),
      started_at timestamptz NOT NULL,
      deadline timestamptz NOT NULL,
      submitted_at timestamptz,
      UNIQUE (challenge_id, student_id)
    );
    CREATE INDEX challenge_attempts_student_idx ON challenge_attempts (student_id);
    CREATE INDEX challenge_attempts_due_idx ON challenge_attempts (deadline) WHERE status = 'in-progress';

    CREATE TABLE challenge_results (
      attempt_id uuid PRIMARY KEY,
      challenge_id uuid NOT NULL,
      student_id uuid NOT NULL,
      track_id text NOT NULL,
      year_of_study text NOT NULL,
      status text NOT NULL CHECK (status IN ('pending', 'ranked')),
      grades jsonb NOT NULL,
      written_scores jsonb NOT NULL,
      earned numeric,
      total numeric NOT NULL,
      percent numeric,
      reason text NOT NULL,
      submitted_at timestamptz NOT NULL,
      ranked_at timestamptz,
      certificate_id text UNIQUE
    );
    CREATE INDEX challenge_results_challenge_idx ON challenge_results (challenge_id, status);
    CREATE INDEX challenge_results_student_idx ON challenge_results (student_id);

    CREATE TABLE challenge_percentiles (
      attempt_id uuid PRIMARY KEY,
      challenge_id uuid NOT NULL,
      student_id uuid NOT NULL,
      track_id text NOT NULL,
      year_of_study text NOT NULL,
      percent numeric NOT NULL,
      percentile numeric NOT NULL,
      ranked_at timestamptz NOT NULL
    );
    CREATE INDEX challenge_percentiles_cohort_idx ON challenge_percentiles (challenge_id, year_of_study);
    CREATE INDEX challenge_percentiles_track_idx ON challenge_percentiles (track_id, year_of_study);
    CREATE INDEX challenge_percentiles_student_idx ON challenge_percentiles (student_id);

    CREATE TABLE rank_visibility (
      student_id uuid PRIMARY KEY,
      visible boolean NOT NULL,
      version integer NOT NULL
    );
  `);
}

export async function down(pgm: MigrationBuilder): Promise<void> {
  pgm.sql('DROP TABLE rank_visibility, challenge_percentiles, challenge_results, challenge_attempts, challenge_invites, challenge_versions, challenges;');
}
