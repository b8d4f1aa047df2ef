import type { MigrationBuilder } from 'node-pg-migrate';

// History is never rewritten: corrections are new events. The database enforces it, not just the code.
export async function up(pgm: MigrationBuilder): Promise<void> {
  pgm.sql(`
    CREATE FUNCTION events_reject_change() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      RAISE EXCEPTION 'events is append-only: % is not allowed', TG_OP USING ERRCODE = 'restrict_violation';
    END;
    $$;
    CREATE TRIGGER events_reject_update_delete BEFORE UPDATE OR DELETE ON events
      FOR EACH ROW EXECUTE FUNCTION events_reject_change();
    CREATE TRIGGER events_reject_truncate BEFORE TRUNCATE ON events
      FOR EACH STATEMENT EXECUTE FUNCTION events_reject_change();
  `);
}

export async function down(pgm: MigrationBuilder): Promise<void> {
  pgm.sql(`
    DROP TRIGGER events_reject_truncate ON events;
    DROP TRIGGER events_reject_update_delete ON events;
    DROP FUNCTION events_reject_change();
  `);
}
