import { createHash, randomBytes, randomUUID } from 'node:crypto';
import type { Db } from '@fast-track/shared/db/db';
import { migrate } from '@fast-track/shared/db/migrate';
import { rebuildProjections } from '@fast-track/shared/event-store/rebuild';
import { migrateBefore } from '@fast-track/shared/testing/migrate-before';
import { openTestDb, type TestDb } from '@fast-track/shared/testing/test-db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { projections } from '../projections.ts';
import { bearer, startStudentApi, testSecret, type StudentApi } from '../testing/student-api.ts';
import { emailHash } from './email-hash.ts';
import { createPasswordHasher } from './password-hasher.ts';

// Issue 8's migration on data written the way the code before it wrote it: identities, students, sessions, codes
// and recovery links in student_* tables, account facts as Student* events on student streams. Afterwards nothing
// is lost, the old session still signs the student in, and replaying the log gives the same read tables.

const accountsMigration = '1764201600000';

const sha256 = (text: string): string => createHash('sha256').update(text).digest('hex');

let testDb: TestDb;
let api: StudentApi;

const live = {
  id: randomUUID(),
  email: 'maria.nowak@student.ucl.ac.uk',
  firstName: 'Maria',
  lastName: 'Nowak-Legacy',
  password: 'legacy horse battery staple',
  token: randomBytes(32).toString('base64url'),
  university: { name: 'University College London, University of London', area: 'United Kingdom' },
  tracks: [{ id: 'Consulting' }, { id: 'Finance' }],
  registeredAt: '2026-10-01T09:00:00.000Z',
};
const deleted = { id: randomUUID(), registeredAt: '2026-10-02T10:00:00.000Z' };

/** Legacy events as the old handleCommand appended them: one stream per student, positions from 1. */
const legacyEvents: { studentId: string; type: string; data: Record<string, unknown> }[] = [
  {
    studentId: live.id,
    type: 'StudentRegistered',
    data: { studentId: live.id, university: live.university, tracks: [{ id: 'Consulting' }], method: 'otp', registeredAt: live.registeredAt },
  },
  {
    studentId: deleted.id,
    type: 'StudentRegistered',
    data: { studentId: deleted.id, university: live.university, tracks: [{ id: 'Finance' }], method: 'google', registeredAt: deleted.registeredAt },
  },
  { studentId: live.id, type: 'StudentProfileRenamed', data: { studentId: live.id, renamedAt: '2026-10-03T08:00:00.000Z' } },
  { studentId: deleted.id, type: 'StudentLanguageChanged', data: { studentId: deleted.id, lng: 'fr', changedAt: '2026-10-03T09:00:00.000Z' } },
  { studentId: live.id, type: 'StudentPasswordChanged', data: { studentId: live.id, reason: 'change', changedAt: '2026-10-04T08:00:00.000Z' } },
  { studentId: live.id, type: 'StudentTracksChanged', data: { studentId: live.id, tracks: live.tracks, changedAt: '2026-10-04T09:00:00.000Z' } },
  // The earliest builds recorded password changes without a reason: the migration calls them resets.
  { studentId: deleted.id, type: 'StudentPasswordChanged', data: { studentId: deleted.id, changedAt: '2026-10-05T08:00:00.000Z' } },
  { studentId: live.id, type: 'StudentLanguageChanged', data: { studentId: live.id, lng: 'de', changedAt: '2026-10-05T09:00:00.000Z' } },
  { studentId: deleted.id, type: 'StudentAccountDeleted', data: { studentId: deleted.id, deletedAt: '2026-10-06T08:00:00.000Z' } },
];

async function writeLegacyData(db: Db): Promise<{ passwordHash: string }> {
  const passwordHash = await createPasswordHasher().hash(live.password);
  const positions = new Map<string, number>();
  for (const event of legacyEvents) {
    const position = (positions.get(event.studentId) ?? 0) + 1;
    positions.set(event.studentId, position);
    await db.query(
      `INSERT INTO events (stream_id, stream_position, type, data, metadata) VALUES ($1, $2, $3, $4::text::jsonb, $5::text::jsonb)`,
      [`student-${event.studentId}`, position, event.type, JSON.stringify(event.data), JSON.stringify({ actor: event.studentId })],
    );
  }
  // The live student's rows as the old projection and stores left them; the deleted student's rows are gone.
  await db.query(
    `INSERT INTO student_identities (student_id, email_hash, email, first_name, last_name, password_hash, invite, created_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
    [live.id, emailHash(testSecret, live.email), live.email, live.firstName, live.lastName, passwordHash, 'FRIEND-42', live.registeredAt],
  );
  await db.query(
    `INSERT INTO students (student_id, university_name, university_area, tracks, registered_at, lng)
     VALUES ($1, $2, $3, $4::text::jsonb, $5, 'de')`,
    [live.id, live.university.name, live.university.area, JSON.stringify(live.tracks), live.registeredAt],
  );
  const now = Date.now();
  await db.query('INSERT INTO student_sessions (token_hash, student_id, created_at, expires_at) VALUES ($1, $2, $3, $4)', [
    sha256(live.token),
    live.id,
    new Date(now - 86_400_000),
    new Date(now + 20 * 86_400_000),
  ]);
  await db.query('INSERT INTO password_reset_tokens (token_hash, student_id, expires_at) VALUES ($1, $2, $3)', [
    sha256('legacy-reset-link'),
    live.id,
    new Date(now + 3_600_000),
  ]);
  await db.query('INSERT INTO student_otps (email_hash, code_hash, expires_at, created_at) VALUES ($1, $2, $3, $4)', [
    emailHash(testSecret, 'someone.else@student.ucl.ac.uk'),
    sha256('1234'),
    new Date(now + 600_000),
    new Date(now),
  ]);
  return { passwordHash };
}

async function readTables(db: Db) {
  const read = async (sql: string) => (await db.query(sql)).rows;
  return {
    accounts: await read('SELECT account_id, kind, lng, registered_at FROM accounts ORDER BY account_id'),
    students: await read('SELECT student_id, university_name, university_area, tracks, registered_at FROM students ORDER BY student_id'),
  };
}

async function accountStream(db: Db, accountId: string) {
  const found = await db.query<{ stream_position: number; type: string; data: Record<string, unknown>; metadata: Record<string, unknown> }>(
    `SELECT stream_position::int AS stream_position, type, data, metadata FROM events WHERE stream_id = $1 ORDER BY stream_position`,
    [`account-${accountId}`],
  );
  return found.rows;
}

let passwordHash: string;

beforeAll(async () => {
  testDb = await openTestDb({ migrated: false });
  await migrateBefore(testDb.db, accountsMigration);
  ({ passwordHash } = await writeLegacyData(testDb.db));
  await migrate(testDb.db);
  api = await startStudentApi(testDb.db);
});
afterAll(async () => {
  await api?.close();
  await testDb?.dispose();
});

describe('moving student identity to accounts (migration 1764201600000)', () => {
  it('applied every migration, the last ones on top of the legacy data', async () => {
    const applied = await testDb.db.query<{ name: string }>(`SELECT name FROM pgmigrations WHERE name >= $1 ORDER BY name`, [accountsMigration]);
    expect(applied.rows.map((r) => r.name)[0]).toMatch(/^1764201600000_/);
    expect((await testDb.db.query(`SELECT to_regclass('student_identities') AS t`)).rows[0]).toEqual({ t: null });
  });

  it('keeps the old session: GET /api/student/me and /api/account/me answer with the same student', async () => {
    const me = await api.get('/api/student/me', bearer(live.token));
    expect(me.status).toBe(200);
    expect(await me.json()).toEqual({
      msg: 'success',
      user: {
        _id: live.id,
        firstName: live.firstName,
        LastName: live.lastName,
        email: live.email,
        university: live.university,
        selectedItem: live.tracks,
        lng: 'de',
        // A student from before the onboarding (issue 10) has not been through it: the dashboard asks again.
        yearOfStudy: null,
        onboarded: false,
      },
    });
    const account = await api.get('/api/account/me', bearer(live.token));
    expect(account.status).toBe(200);
    expect(await account.json()).toMatchObject({
      msg: 'success',
      account: { uniqueId: live.id, kind: 'student', email: live.email, firstName: live.firstName, LastName: live.lastName, lng: 'de' },
    });
  });

  it('signs the student in with the old password at POST /api/student/login', async () => {
    const res = await api.post('/api/student/login', { email: live.email.toUpperCase(), password: live.password });
    const body = (await res.json()) as { msg: string; token?: string; uniqueId?: string; kind?: string };
    expect(body).toMatchObject({ msg: 'success', uniqueId: live.id, kind: 'student' });
    expect((await api.get('/api/student/me', bearer(body.token as string))).status).toBe(200);
    expect((await api.post('/api/student/login', { email: live.email, password: 'not the password' })).status).toBe(200);
  });

  it('loses no row: identity (with its hash, invite and kind), sessions, recovery links and codes are renamed in place', async () => {
    const { db } = testDb;
    const identity = await db.query(
      'SELECT account_id, email_hash, email, first_name, last_name, password_hash, invite, kind FROM account_identities',
    );
    expect(identity.rows).toEqual([
      {
        account_id: live.id,
        email_hash: emailHash(testSecret, live.email),
        email: live.email,
        first_name: live.firstName,
        last_name: live.lastName,
        password_hash: passwordHash,
        invite: 'FRIEND-42',
        kind: 'student',
      },
    ]);
    const sessions = await db.query<{ account_id: string }>('SELECT account_id FROM sessions WHERE token_hash = $1', [sha256(live.token)]);
    expect(sessions.rows).toEqual([{ account_id: live.id }]);
    const links = await db.query('SELECT account_id, used_at FROM password_reset_tokens WHERE token_hash = $1', [sha256('legacy-reset-link')]);
    expect(links.rows).toEqual([{ account_id: live.id, used_at: null }]);
    const codes = await db.query('SELECT code_hash FROM email_otps WHERE email_hash = $1', [emailHash(testSecret, 'someone.else@student.ucl.ac.uk')]);
    expect(codes.rows).toEqual([{ code_hash: sha256('1234') }]);
  });

  it('fills `accounts` with the live student and its language, not the deleted one; students keep their profile', async () => {
    const tables = await readTables(testDb.db);
    expect(tables.accounts).toEqual([{ account_id: live.id, kind: 'student', lng: 'de', registered_at: new Date(live.registeredAt) }]);
    expect(tables.students).toEqual([
      {
        student_id: live.id,
        university_name: live.university.name,
        university_area: live.university.area,
        tracks: live.tracks,
        registered_at: new Date(live.registeredAt),
      },
    ]);
    const columns = await testDb.db.query(`SELECT column_name FROM information_schema.columns WHERE table_schema = $1 AND table_name = 'students'`, [
      testDb.db.schema,
    ]);
    expect(columns.rows.map((r) => r['column_name'])).not.toContain('lng');
  });

  it('copies the account facts onto account streams as Account* events, in order and without personal data', async () => {
    const { db } = testDb;
    const liveStream = await accountStream(db, live.id);
    expect(liveStream.map((e) => [e.stream_position, e.type, e.data])).toEqual([
      [1, 'AccountRegistered', { accountId: live.id, kind: 'student', method: 'otp', registeredAt: live.registeredAt }],
      [2, 'AccountRenamed', { accountId: live.id, renamedAt: '2026-10-03T08:00:00.000Z' }],
      [3, 'AccountPasswordChanged', { accountId: live.id, reason: 'change', changedAt: '2026-10-04T08:00:00.000Z' }],
      [4, 'AccountLanguageChanged', { accountId: live.id, lng: 'de', changedAt: '2026-10-05T09:00:00.000Z' }],
    ]);
    const deletedStream = await accountStream(db, deleted.id);
    expect(deletedStream.map((e) => [e.stream_position, e.type, e.data])).toEqual([
      [1, 'AccountRegistered', { accountId: deleted.id, kind: 'student', method: 'google', registeredAt: deleted.registeredAt }],
      [2, 'AccountLanguageChanged', { accountId: deleted.id, lng: 'fr', changedAt: '2026-10-03T09:00:00.000Z' }],
      [3, 'AccountPasswordChanged', { accountId: deleted.id, reason: 'reset', changedAt: '2026-10-05T08:00:00.000Z' }],
      [4, 'AccountDeleted', { accountId: deleted.id, kind: 'student', deletedAt: '2026-10-06T08:00:00.000Z' }],
    ]);
    for (const event of [...liveStream, ...deletedStream]) {
      expect(event.metadata).toMatchObject({ actor: event.data['accountId'] });
      const text = JSON.stringify(event).toLowerCase();
      for (const personal of [live.email, live.firstName, live.lastName, passwordHash, emailHash(testSecret, live.email)]) {
        expect(text).not.toContain(personal.toLowerCase());
      }
    }
    // The old events stay as history: the log is append-only.
    const legacy = await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM events WHERE stream_id LIKE 'student-%'`);
    expect(legacy.rows[0]?.n).toBe(legacyEvents.length);
  });

  it('replaying the whole log afterwards gives equal accounts and students tables, and the session still works', async () => {
    const { db } = testDb;
    const before = await readTables(db);
    const { replayed } = await rebuildProjections(db, projections);
    expect(replayed).toBeGreaterThanOrEqual(legacyEvents.length + 8);
    expect(await readTables(db)).toEqual(before);
    expect((await api.get('/api/student/me', bearer(live.token))).status).toBe(200);
  });
});
