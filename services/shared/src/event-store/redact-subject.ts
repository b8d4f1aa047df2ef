import type { Db } from '../db/db.ts';

/**
 * A personal text in the log: in events of `type` that are the erased person's, the texts at `fields` (paths into
 * the data) are blanked (set to '' where present). Whose an event is: `ownerKey`, the data key holding their id, or
 * without it, a stream whose id holds theirs. Each slice names its own (events: a question's text, owned by
 * `askedBy`; challenges: a written answer on the student's attempt stream).
 */
export interface LogRedaction {
  type: string;
  ownerKey?: string;
  fields: readonly (readonly string[])[];
}

/**
 * The one sanctioned rewrite of the append-only log (docs/accounts.md § Erasure), run inside account deletion's
 * transaction after the slices' erasure facts are appended: every event that mentions `subject` gets `tombstone`
 * instead (stream id, data, metadata) and its personal texts blanked, through the database function that alone may
 * pass the append-only trigger. The read tables then get the same renaming, so a rebuild from the rewritten log
 * equals them (a projection treats ids as opaque keys, so renaming commutes with replay). The tombstone is random and
 * stored nowhere beside the old id: nothing links the remaining anonymous facts back to the person.
 */
export async function redactSubject(
  tx: Db,
  input: { subject: string; tombstone: string; blank: readonly LogRedaction[]; readTables: readonly string[] },
): Promise<{ events: number; cells: number }> {
  const { subject, tombstone } = input;
  const redacted = await tx.query<{ n: number }>('SELECT redact_event_subject($1, $2, $3::jsonb) AS n', [subject, tombstone, JSON.stringify(input.blank)]);
  let cells = 0;
  for (const column of await idColumns(tx, input.readTables)) {
    const table = quoteIdent(column.table);
    const name = quoteIdent(column.column);
    // A uuid column is compared as such (its index serves); any other is searched as text.
    const sql =
      column.type === 'uuid'
        ? `UPDATE ${table} SET ${name} = $2::uuid WHERE ${name} = $1::uuid RETURNING 1`
        : `UPDATE ${table} SET ${name} = replace(${name}::text, $1, $2)::${column.type} WHERE strpos(${name}::text, $1) > 0 RETURNING 1`;
    const renamed = await tx.query(sql, [subject, tombstone]);
    cells += renamed.rows.length;
  }
  return { events: Number(redacted.rows[0]?.n ?? 0), cells };
}

interface IdColumn {
  table: string;
  column: string;
  type: string;
}

/** Every column of the read tables that can hold an id as text: uuid, text, varchar, json(b) and arrays of them. */
async function idColumns(tx: Db, tables: readonly string[]): Promise<IdColumn[]> {
  const found = await tx.query<IdColumn>(
    `SELECT c.relname AS table, a.attname AS column, format_type(a.atttypid, a.atttypmod) AS type
     FROM pg_attribute a
     JOIN pg_class c ON c.oid = a.attrelid
     JOIN pg_type t ON t.oid = a.atttypid
     LEFT JOIN pg_type e ON e.oid = t.typelem AND t.typcategory = 'A'
     WHERE c.relname = ANY($1::text[]) AND c.relnamespace = to_regnamespace(current_schema())::oid
       AND a.attnum > 0 AND NOT a.attisdropped AND a.attgenerated = ''
       AND COALESCE(e.typname, t.typname) IN ('uuid', 'text', 'varchar', 'json', 'jsonb')
     ORDER BY c.relname, a.attnum`,
    [[...new Set(tables)]],
  );
  return found.rows;
}

const quoteIdent = (name: string): string => `"${name.replaceAll('"', '""')}"`;
