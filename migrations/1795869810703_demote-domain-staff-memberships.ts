import type { MigrationBuilder } from 'node-pg-migrate';

// Issue 22: an address at a university's domain made anyone its career center's staff. Every membership that rests
// on that alone — its latest OrganisationMemberAdded says via 'staff-domain' and no owner has changed its role since
// (role still 'member') — becomes a pending join request the center's owners and admins answer. Owners (the centers'
// openers) and those an owner made admin or owner keep their place. The log stays append-only: each demotion is an
// OrganisationMemberRemoved (reason 'admission-review') and an OrganisationJoinRequested on the center's stream,
// dated when the person first joined, and the read tables are changed the way the organisations projection would.
export async function up(pgm: MigrationBuilder): Promise<void> {
  pgm.sql(`
    CREATE TEMP TABLE demoted_staff AS
    SELECT m.organisation_id, m.account_id, m.joined_at,
           row_number() OVER (PARTITION BY m.organisation_id ORDER BY m.joined_at, m.account_id) AS n,
           (SELECT max(e.stream_position) FROM events e WHERE e.stream_id = 'organisation-' || m.organisation_id) AS last_position
    FROM organisation_members m JOIN organisations o USING (organisation_id)
    WHERE o.kind = 'career_center' AND m.role = 'member'
      AND (SELECT e.data->>'via' FROM events e
           WHERE e.stream_id = 'organisation-' || m.organisation_id AND e.type = 'OrganisationMemberAdded'
             AND e.data->>'accountId' = m.account_id::text
           ORDER BY e.stream_position DESC LIMIT 1) = 'staff-domain';

    INSERT INTO events (stream_id, stream_position, type, data, metadata)
    SELECT 'organisation-' || d.organisation_id, d.last_position + 2 * d.n - 1 + x.k, x.type, x.data,
           jsonb_build_object('actor', 'migration:1795869810703')
    FROM demoted_staff d,
    LATERAL (VALUES
      (0, 'OrganisationMemberRemoved', jsonb_build_object('organisationId', d.organisation_id::text, 'accountId', d.account_id::text,
        'reason', 'admission-review', 'removedBy', 'migration', 'removedAt', to_char(now() AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'))),
      (1, 'OrganisationJoinRequested', jsonb_build_object('organisationId', d.organisation_id::text, 'accountId', d.account_id::text,
        'requestedAt', to_char(d.joined_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')))
    ) AS x(k, type, data)
    ORDER BY d.organisation_id, d.n, x.k;

    DELETE FROM organisation_members m USING demoted_staff d WHERE m.organisation_id = d.organisation_id AND m.account_id = d.account_id;
    INSERT INTO organisation_join_requests (organisation_id, account_id, requested_at)
    SELECT organisation_id, account_id, joined_at FROM demoted_staff ON CONFLICT DO NOTHING;
    DROP TABLE demoted_staff;
  `);
}

export async function down(): Promise<void> {
  throw new Error('Demoted career center memberships are answered by owners now: restore a backup to undo.');
}
