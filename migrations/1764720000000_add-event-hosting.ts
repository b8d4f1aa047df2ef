import type { MigrationBuilder } from 'node-pg-migrate';

// Issue 11, events authored by their host. `hosted_events` is the company's own view of its events — drafts,
// published and cancelled ones — which the public tables never show; it is filled from the log the way the inline
// projection fills it (events published before hosts could author them are published rows). A cancelled event keeps
// its public row, so its page can say so, but leaves the list: `cancelled_at`, and the list's index covers only the
// rows still on it.
export async function up(pgm: MigrationBuilder): Promise<void> {
  pgm.sql(`
    ALTER TABLE event_list ADD COLUMN cancelled_at timestamptz;
    DROP INDEX event_list_upcoming_idx;
    CREATE INDEX event_list_upcoming_idx ON event_list (starts_at, event_id) INCLUDE (ends_at) WHERE cancelled_at IS NULL;

    CREATE TABLE hosted_events (
      event_id uuid PRIMARY KEY,
      company_id uuid NOT NULL,
      link text NOT NULL UNIQUE,
      status text NOT NULL CHECK (status IN ('draft', 'published', 'cancelled')),
      title text NOT NULL,
      type text NOT NULL,
      img text NOT NULL,
      starts_at timestamptz NOT NULL,
      ends_at timestamptz NOT NULL,
      timezone text NOT NULL,
      approval boolean NOT NULL,
      created_at timestamptz NOT NULL,
      updated_at timestamptz NOT NULL,
      published_at timestamptz,
      cancelled_at timestamptz
    );
    CREATE INDEX hosted_events_company_idx ON hosted_events (company_id, starts_at, event_id);

    INSERT INTO hosted_events (event_id, company_id, link, status, title, type, img, starts_at, ends_at, timezone, approval,
                               created_at, updated_at, published_at)
    SELECT (data->>'eventId')::uuid, (data->'host'->>'companyId')::uuid, data->>'link', 'published', data->>'title',
           data->>'type', data->>'img', (data->>'startTime')::timestamptz, (data->>'endTime')::timestamptz,
           data->>'timezone', (data->>'approval')::boolean, created_at, created_at, (data->>'publishedAt')::timestamptz
    FROM events WHERE type = 'EventPublished'
    ON CONFLICT (event_id) DO NOTHING;
  `);
}

export async function down(pgm: MigrationBuilder): Promise<void> {
  pgm.sql(`
    DROP TABLE hosted_events;
    DROP INDEX event_list_upcoming_idx;
    CREATE INDEX event_list_upcoming_idx ON event_list (starts_at, event_id) INCLUDE (ends_at);
    ALTER TABLE event_list DROP COLUMN cancelled_at;
  `);
}
