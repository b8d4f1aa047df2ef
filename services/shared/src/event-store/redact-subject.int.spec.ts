import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../db/db.ts';
import { openTestDb, type TestDb } from '../testing/test-db.ts';
import { appendToStream } from './append.ts';
import { readStream } from './read.ts';
import { redactSubject } from './redact-subject.ts';

// The one sanctioned rewrite of the append-only log (account erasure), on real Postgres: what it changes, what it
// leaves, and that the trigger still refuses everything else, even with the redaction's setting forged by hand.

let testDb: TestDb;
let db: Db;
beforeAll(async () => {
  testDb = await openTestDb();
  db = testDb.db;
  await db.query('CREATE TABLE redaction_probe (key uuid PRIMARY KEY, owner text, doc jsonb, ids text[], n integer)');
});
afterAll(() => testDb.dispose());

const rule = [
  { type: 'Asked', ownerKey: 'by', fields: [['text']] },
  { type: 'Answered', fields: [['answer', 'text']] },
  { type: 'Skilled', ownerKey: 'by', fields: [['skills']] },
];
const logText = async () => (await db.query<{ t: string }>(`SELECT string_agg(stream_id || data::text || metadata::text, ' ') AS t FROM events`)).rows[0]?.t ?? '';

describe('redactSubject', () => {
  it('renames the subject in the log and the read tables, blanks only their own texts, and audits without the old id', async () => {
    const subject = randomUUID();
    const other = randomUUID();
    await appendToStream(db, `person-${subject}`, [{ type: 'Asked', data: { by: subject, text: 'my words' } }], { expectedVersion: 0, metadata: { actor: subject } });
    await appendToStream(db, `person-${other}`, [{ type: 'Asked', data: { by: other, text: 'their words', cc: subject } }], { expectedVersion: 0, metadata: { actor: other } });
    await appendToStream(db, 'bystander-1', [{ type: 'Asked', data: { by: other, text: 'untouched' } }], { expectedVersion: 0 });
    // Owned by the stream: the subject's written answer is blanked, a picked option (no text) and another's stay.
    await appendToStream(db, `attempt-c1-${subject}`, [
      { type: 'Answered', data: { answer: { text: 'my essay' } } },
      { type: 'Answered', data: { answer: { optionId: 'a' } } },
    ], { expectedVersion: 0 });
    await appendToStream(db, `skills-${subject}`, [{ type: 'Skilled', data: { by: subject, skills: ['my skill'] } }], { expectedVersion: 0 });
    await appendToStream(db, `attempt-c1-${other}`, [{ type: 'Answered', data: { answer: { text: 'their essay' } } }], { expectedVersion: 0 });
    await db.query('INSERT INTO redaction_probe VALUES ($1, $2, $3, $4, 1), ($5, $6, $7, $8, 2)', [
      subject, subject, JSON.stringify({ with: [subject] }), [subject, other],
      other, other, JSON.stringify({ with: [other] }), [other],
    ]);

    const tombstone = randomUUID();
    const done = await db.transaction((tx) => redactSubject(tx, { subject, tombstone, blank: rule, readTables: ['redaction_probe'] }));

    expect(done).toEqual({ events: 5, cells: 4 });
    // A list stays a list (empty), so a replay reads the shape it expects.
    expect((await readStream(db, `skills-${tombstone}`)).events[0]?.data).toEqual({ by: tombstone, skills: [] });
    expect((await readStream(db, `attempt-c1-${tombstone}`)).events.map((e) => e.data)).toEqual([{ answer: { text: '' } }, { answer: { optionId: 'a' } }]);
    expect((await readStream(db, `attempt-c1-${other}`)).events[0]?.data).toEqual({ answer: { text: 'their essay' } });
    expect(await logText()).not.toContain(subject);
    expect((await readStream(db, `person-${tombstone}`)).events.map((e) => [e.data, e.metadata])).toEqual([[{ by: tombstone, text: '' }, { actor: tombstone }]]);
    // Someone else's event that mentions the subject: the id renamed, their own text kept.
    expect((await readStream(db, `person-${other}`)).events[0]?.data).toEqual({ by: other, text: 'their words', cc: tombstone });
    expect((await readStream(db, 'bystander-1')).events[0]?.data).toEqual({ by: other, text: 'untouched' });
    const probe = await db.query<{ row: string }>('SELECT p::text AS row FROM redaction_probe p ORDER BY n');
    expect(probe.rows.map((r) => r.row).join(' ')).not.toContain(subject);
    expect(probe.rows[1]?.row).toContain(other);
    const audit = await db.query<{ row: string }>('SELECT r::text AS row FROM event_redactions r');
    expect(audit.rows.map((r) => r.row).join(' ')).toContain(tombstone);
    expect(audit.rows.map((r) => r.row).join(' ')).not.toContain(subject);
  });

  it('takes only UUIDs, so a replaced id can never be part of another value', async () => {
    for (const [subject, tombstone] of [['a', randomUUID()], [randomUUID(), 'x'], ['same', 'same']]) {
      await expect(db.transaction((tx) => redactSubject(tx, { subject: subject!, tombstone: tombstone!, blank: [], readTables: [] }))).rejects.toThrow(
        /two different UUIDs/,
      );
    }
  });

  it.each([
    ['UPDATE', (s: string, t: string) => `UPDATE events SET stream_id = replace(stream_id, '${s}', '${t}') WHERE stream_id LIKE '%${s}%'`],
    ['DELETE', (s: string) => `DELETE FROM events WHERE stream_id LIKE '%${s}%'`],
  ])('still refuses %s outside the function, even with its setting forged', async (_op, sql) => {
    const subject = randomUUID();
    await appendToStream(db, `forged-${subject}`, [{ type: 'Asked', data: { by: subject, text: 'kept' } }], { expectedVersion: 0 });
    await expect(
      db.transaction(async (tx) => {
        await tx.query(`SELECT set_config('fast_track.redaction_subject', $1, true)`, [subject]);
        await tx.query(sql(subject, randomUUID()));
      }),
    ).rejects.toThrow(/append-only/);
    expect((await readStream(db, `forged-${subject}`)).events[0]?.data).toEqual({ by: subject, text: 'kept' });
  });
});
