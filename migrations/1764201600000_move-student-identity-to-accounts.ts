import type { MigrationBuilder } from 'node-pg-migrate';

// Issue 8: one account model for every audience. Students' personal data, sessions, codes and recovery links become
// every account's, renamed in place so nothing is lost and live sessions keep working (token hashes are unchanged).
// Their account facts (registration, renames, password changes, language, deletion), recorded on student streams so
// far, are copied onto account streams as Account* events (copy-and-transform; the log stays append-only and the
// old events stay as history that no projection reads any more), and the `accounts` read table is filled the way
// its projection would fill it. The language moves from `students` to `accounts`.
export async function up(pgm: MigrationBuilder): Promise<void> {
  pgm.sql(`
    ALTER TABLE student_identities RENAME TO account_identities;
    ALTER TABLE account_identities RENAME COLUMN student_id TO account_id;
    ALTER TABLE account_identities RENAME CONSTRAINT student_identities_email_hash_unique TO account_identities_email_hash_unique;
    ALTER TABLE account_identities ADD COLUMN kind text NOT NULL DEFAULT 'student';
    ALTER TABLE account_identities ALTER COLUMN kind DROP DEFAULT;
    ALTER TABLE account_identities ADD CONSTRAINT account_identities_kind_check
      CHECK (kind IN ('student', 'employer', 'career_center', 'admin'));
    -- Admin second factor: the TOTP secret encrypted with a key derived from IDENTITY_SECRET; the last step used.
    ALTER TABLE account_identities ADD COLUMN totp_secret text;
    ALTER TABLE account_identities ADD COLUMN totp_last_step bigint;

    ALTER TABLE student_sessions RENAME TO sessions;
    ALTER TABLE sessions RENAME COLUMN student_id TO account_id;
    ALTER INDEX student_sessions_student_idx RENAME TO sessions_account_idx;

    ALTER TABLE student_otps RENAME TO email_otps;

    ALTER TABLE password_reset_tokens RENAME COLUMN student_id TO account_id;
    ALTER INDEX password_reset_tokens_student_idx RENAME TO password_reset_tokens_account_idx;

    CREATE TABLE accounts (
      account_id uuid PRIMARY KEY,
      kind text NOT NULL,
      lng text,
      registered_at timestamptz NOT NULL
    );

    INSERT INTO events (stream_id, stream_position, type, data, metadata)
    SELECT 'account-' || f.account_id,
           row_number() OVER (PARTITION BY f.account_id ORDER BY f.source_position),
           f.type, f.data,
           jsonb_build_object('actor', f.account_id, 'causationId', f.source_position::text)
    FROM (
      SELECT data->>'studentId' AS account_id, global_position AS source_position,
        CASE type
          WHEN 'StudentRegistered' THEN 'AccountRegistered'
          WHEN 'StudentProfileRenamed' THEN 'AccountRenamed'
          WHEN 'StudentPasswordChanged' THEN 'AccountPasswordChanged'
          WHEN 'StudentLanguageChanged' THEN 'AccountLanguageChanged'
          ELSE 'AccountDeleted'
        END AS type,
        CASE type
          WHEN 'StudentRegistered' THEN jsonb_build_object('accountId', data->>'studentId', 'kind', 'student',
            'method', data->>'method', 'registeredAt', data->>'registeredAt')
          WHEN 'StudentProfileRenamed' THEN jsonb_build_object('accountId', data->>'studentId', 'renamedAt', data->>'renamedAt')
          WHEN 'StudentPasswordChanged' THEN jsonb_build_object('accountId', data->>'studentId',
            'reason', COALESCE(data->>'reason', 'reset'), 'changedAt', data->>'changedAt')
          WHEN 'StudentLanguageChanged' THEN jsonb_build_object('accountId', data->>'studentId', 'lng', data->>'lng',
            'changedAt', data->>'changedAt')
          ELSE jsonb_build_object('accountId', data->>'studentId', 'kind', 'student', 'deletedAt', data->>'deletedAt')
        END AS data
      FROM events
      WHERE type IN ('StudentRegistered', 'StudentProfileRenamed', 'StudentPasswordChanged', 'StudentLanguageChanged',
                     'StudentAccountDeleted')
    ) f
    ORDER BY f.source_position;

    INSERT INTO accounts (account_id, kind, lng, registered_at)
    SELECT student_id, 'student', lng, registered_at FROM students;
    ALTER TABLE students DROP COLUMN lng;
  `);
}

export async function down(): Promise<void> {
  throw new Error('Moving identities to accounts is not reversible: restore a backup instead.');
}
