import type { MigrationBuilder } from 'node-pg-migrate';

// The talent pool (issue 14). `talent_profiles`: one searchable row per student (their university, country, tracks
// and year copied from the student's facts, the skills and visibility they chose, a weighted tsvector kept by the
// projection); `short_lists` and `short_list_entries`: a company's named lists; `target_schools`: the universities a
// company recruits from; `profile_views`: which company looked at which student (the student sees it). Names and
// addresses stay in account_identities, joined at read time.
export async function up(pgm: MigrationBuilder): Promise<void> {
  pgm.sql(`
    CREATE TABLE talent_profiles (
      student_id uuid PRIMARY KEY,
      link text GENERATED ALWAYS AS (substr(replace(student_id::text, '-', ''), 1, 12)) STORED,
      visibility text NOT NULL CHECK (visibility IN ('participants', 'everyone', 'nobody')),
      skills text[] NOT NULL,
      university_name text NOT NULL,
      university_area text NOT NULL,
      tracks text[] NOT NULL,
      year_of_study text,
      search tsvector NOT NULL,
      updated_at timestamptz NOT NULL
    );
    CREATE UNIQUE INDEX talent_profiles_link_idx ON talent_profiles (link);
    CREATE INDEX talent_profiles_search_idx ON talent_profiles USING gin (search) WHERE visibility <> 'nobody';
    CREATE INDEX talent_profiles_skills_idx ON talent_profiles USING gin (skills) WHERE visibility <> 'nobody';
    CREATE INDEX talent_profiles_tracks_idx ON talent_profiles USING gin (tracks) WHERE visibility <> 'nobody';
    CREATE INDEX talent_profiles_university_idx ON talent_profiles (university_area, university_name) WHERE visibility <> 'nobody';
    CREATE INDEX talent_profiles_year_idx ON talent_profiles (year_of_study) WHERE visibility <> 'nobody';

    CREATE TABLE short_lists (
      list_id uuid PRIMARY KEY,
      company_id uuid NOT NULL,
      name text NOT NULL,
      created_by uuid NOT NULL,
      created_at timestamptz NOT NULL,
      updated_at timestamptz NOT NULL
    );
    CREATE INDEX short_lists_company_idx ON short_lists (company_id, created_at);

    CREATE TABLE short_list_entries (
      list_id uuid NOT NULL,
      student_id uuid NOT NULL,
      note text NOT NULL,
      added_by uuid NOT NULL,
      added_at timestamptz NOT NULL,
      updated_at timestamptz NOT NULL,
      PRIMARY KEY (list_id, student_id)
    );
    CREATE INDEX short_list_entries_student_idx ON short_list_entries (student_id);

    CREATE TABLE target_schools (
      company_id uuid NOT NULL,
      university_name text NOT NULL,
      university_area text NOT NULL,
      added_at timestamptz NOT NULL,
      PRIMARY KEY (company_id, university_area, university_name)
    );
    CREATE INDEX target_schools_university_idx ON target_schools (university_area, university_name);

    CREATE TABLE profile_views (
      student_id uuid NOT NULL,
      company_id uuid NOT NULL,
      views integer NOT NULL,
      first_viewed_at timestamptz NOT NULL,
      last_viewed_at timestamptz NOT NULL,
      PRIMARY KEY (student_id, company_id)
    );

    INSERT INTO talent_profiles (student_id, visibility, skills, university_name, university_area, tracks, year_of_study, search, updated_at)
    SELECT s.student_id, 'participants', '{}', s.university_name, s.university_area,
           ARRAY(SELECT jsonb_array_elements(s.tracks)->>'id'), s.year_of_study,
           setweight(to_tsvector('simple', array_to_string(ARRAY(SELECT jsonb_array_elements(s.tracks)->>'id'), ' ')), 'B')
             || setweight(to_tsvector('simple', s.university_name), 'C'),
           s.registered_at
    FROM students s;
  `);
}

export async function down(pgm: MigrationBuilder): Promise<void> {
  pgm.sql('DROP TABLE profile_views, target_schools, short_list_entries, short_lists, talent_profiles;');
}
