import type { MigrationBuilder } from 'node-pg-migrate';

// Account erasure (issue 22): the log stays append-only, with one sanctioned exception. redact_event_subject()
// rewrites the events that mention one erased person: their id becomes a fresh random tombstone id (stream ids, data,
// metadata) and the personal texts named by the slices' rules are blanked. Only while that function runs does the
// trigger let an UPDATE through (it checks the call stack, not only a setting), and then only for rows that mention
// the subject and only in stream_id, data and metadata; DELETE and TRUNCATE stay refused. Each call leaves a row in
// event_redactions (the tombstone and the rule, never the old id).
export async function up(pgm: MigrationBuilder): Promise<void> {
  pgm.sql(`
    CREATE TABLE event_redactions (
      redaction_id bigserial PRIMARY KEY,
      redacted_at timestamptz NOT NULL DEFAULT now(),
      tombstone text NOT NULL,
      blanked jsonb NOT NULL,
      events integer NOT NULL
    );

    CREATE OR REPLACE FUNCTION events_reject_change() RETURNS trigger LANGUAGE plpgsql AS $$
    DECLARE
      subject text := current_setting('fast_track.redaction_subject', true);
      caller text;
    BEGIN
      IF TG_OP = 'UPDATE' AND subject IS NOT NULL AND subject <> '' THEN
        -- The setting alone is not enough: the UPDATE must come from redact_event_subject itself.
        GET DIAGNOSTICS caller = PG_CONTEXT;
        IF caller ~ 'function ([A-Za-z0-9_"]+\\.)?redact_event_subject\\(text,text,jsonb\\)'
           AND NEW.global_position = OLD.global_position AND NEW.stream_position = OLD.stream_position
           AND NEW.type = OLD.type AND NEW.created_at = OLD.created_at AND NEW.transaction_id = OLD.transaction_id
           AND strpos(OLD.stream_id || OLD.data::text || OLD.metadata::text, subject) > 0
           AND strpos(NEW.stream_id || NEW.data::text || NEW.metadata::text, subject) = 0 THEN
          RETURN NEW;
        END IF;
      END IF;
      RAISE EXCEPTION 'events is append-only: % is not allowed', TG_OP USING ERRCODE = 'restrict_violation';
    END;
    $$;

    -- The subject's own texts in one event, blanked: each rule names an event type, whose it is (ownerKey: the data
    -- key holding their id; none: the stream is theirs) and the paths of the texts, which become empty of their kind
    -- ('', [] or {}) where present, so a replay still reads the shape it expects.
    CREATE FUNCTION redaction_blanked(data jsonb, event_type text, stream text, subject text, blank jsonb) RETURNS jsonb
    LANGUAGE plpgsql IMMUTABLE AS $$
    DECLARE
      r jsonb;
      field jsonb;
      path text[];
    BEGIN
      FOR r IN SELECT value FROM jsonb_array_elements(blank) LOOP
        CONTINUE WHEN r->>'type' <> event_type;
        CONTINUE WHEN CASE WHEN r ? 'ownerKey' THEN data->>(r->>'ownerKey') IS DISTINCT FROM subject ELSE strpos(stream, subject) = 0 END;
        FOR field IN SELECT value FROM jsonb_array_elements(r->'fields') LOOP
          path := ARRAY(SELECT jsonb_array_elements_text(field));
          IF data #> path IS NOT NULL THEN
            data := jsonb_set(data, path, CASE jsonb_typeof(data #> path) WHEN 'array' THEN '[]'::jsonb
              WHEN 'object' THEN '{}'::jsonb ELSE to_jsonb(''::text) END, false);
          END IF;
        END LOOP;
      END LOOP;
      RETURN data;
    END;
    $$;

    CREATE FUNCTION redact_event_subject(subject text, tombstone text, blank jsonb) RETURNS integer LANGUAGE plpgsql AS $$
    DECLARE
      uuid_form constant text := '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$';
      changed integer;
    BEGIN
      -- Ids are replaced as text, which is exact only for ids that cannot occur inside other values: UUIDs.
      IF subject !~ uuid_form OR tombstone !~ uuid_form OR subject = tombstone THEN
        RAISE EXCEPTION 'redact_event_subject needs two different UUIDs' USING ERRCODE = 'invalid_parameter_value';
      END IF;
      PERFORM set_config('fast_track.redaction_subject', subject, true);
      UPDATE events e SET
        stream_id = replace(e.stream_id, subject, tombstone),
        data = replace(redaction_blanked(e.data, e.type, e.stream_id, subject, blank)::text, subject, tombstone)::jsonb,
        metadata = replace(e.metadata::text, subject, tombstone)::jsonb
      WHERE strpos(e.stream_id || e.data::text || e.metadata::text, subject) > 0;
      GET DIAGNOSTICS changed = ROW_COUNT;
      PERFORM set_config('fast_track.redaction_subject', '', true);
      INSERT INTO event_redactions (tombstone, blanked, events) VALUES (tombstone, blank, changed);
      RETURN changed;
    END;
    $$;
  `);
}

export async function down(pgm: MigrationBuilder): Promise<void> {
  pgm.sql(`
    DROP FUNCTION redact_event_subject(text, text, jsonb);
    DROP FUNCTION redaction_blanked(jsonb, text, text, text, jsonb);
    CREATE OR REPLACE FUNCTION events_reject_change() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      RAISE EXCEPTION 'events is append-only: % is not allowed', TG_OP USING ERRCODE = 'restrict_violation';
    END;
    $$;
    DROP TABLE event_redactions;
  `);
}
