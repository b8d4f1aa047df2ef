import type { MigrationBuilder } from 'node-pg-migrate';

// Issue 10: an online event's join link is for attending students only, from shortly before the start, so it leaves
// the stored document that the public list and detail calls send to everyone. It moves to a column the detail call
// reads for the callers who may have it; the document says `online` instead (where `virtualLink` used to be, so the
// key order stays the contract's and equals what the projection writes now).
export async function up(pgm: MigrationBuilder): Promise<void> {
  pgm.sql(`
    ALTER TABLE event_list ADD COLUMN virtual_link text;
    UPDATE event_list SET virtual_link = NULLIF(body::json->>'virtualLink', '');

    -- The body is JSON.stringify output: a key's quotes are the only unescaped ones, so these literal keys occur once.
    UPDATE event_list
    SET body = CASE
      WHEN body LIKE '%,"virtualLink":"%'
        THEN regexp_replace(body, ',"virtualLink":"(?:[^"\\\\]|\\\\.)*"', ',"online":' || (virtual_link IS NOT NULL)::text)
      ELSE replace(body, ',"physicalLocation":', ',"online":false,"physicalLocation":')
    END
    WHERE body NOT LIKE '%,"online":%';
  `);
}

export async function down(): Promise<void> {
  throw new Error('Moving the join link out of the event document is not reversible: replay the log with the older code instead.');
}
