import { createHash } from 'node:crypto';
import { rebuildProjections } from '@fast-track/shared/event-store/rebuild';
import type { TestDb } from '@fast-track/shared/testing/test-db';
import { describe, expect, it } from 'vitest';
import { projections } from '../projections.ts';
import { emailHash } from './email-hash.ts';
import { bearer, latestOtp, registerStudent, testSecret, uniqueAddress, type StudentApi } from '../testing/student-api.ts';
import { setUpStudentApi } from '../testing/student-api-suite.ts';

let testDb: TestDb;
let api: StudentApi;

setUpStudentApi((started) => ({ testDb, api } = started));

const json = async (res: Response) => (await res.json()) as Record<string, unknown>;

/** Every row of every table in the test's schema, as text, plus the event log's data and metadata. */
async function everyRowAsText(): Promise<string[]> {
  const { db } = testDb;
  const tables = await db.query<{ table_name: string }>(
    `SELECT table_name FROM information_schema.tables WHERE table_schema = $1 AND table_type = 'BASE TABLE'`,
    [db.schema],
  );
  expect(tables.rows.map((t) => t.table_name)).toEqual(expect.arrayContaining(['events', 'account_identities', 'dev_outbox']));
  const texts: string[] = [];
  for (const { table_name } of tables.rows) {
    const rows = await db.query<{ row: string }>(`SELECT t::text AS row FROM "${table_name}" t`);
    texts.push(...rows.rows.map((r) => `${table_name}: ${r.row}`));
  }
  const events = await db.query<{ d: string }>(`SELECT data::text || ' ' || metadata::text AS d FROM events`);
  texts.push(...events.rows.map((r) => `events.data: ${r.d}`));
  return texts;
}

describe('POST /api/student/account/delete', () => {
  it('needs a token and the password', async () => {
    const token = await registerStudent(api, uniqueAddress());
    expect((await api.post('/api/student/account/delete', { password: 'correct horse battery' })).status).toBe(401);
    expect(await json(await api.post('/api/student/account/delete', { password: 'wrong password' }, bearer(token)))).toEqual({
      msg: 'wrongpass',
    });
    expect((await api.get('/api/student/me', bearer(token))).status).toBe(200);
  });

  it('erases every trace of the address and the names, while the log and the read tables stay consistent', async () => {
    const bystander = uniqueAddress('bystander');
    await registerStudent(api, bystander);

    const address = uniqueAddress('zofia.wisniewska');
    const hash = emailHash(testSecret, address);
    // The mail slice's sent log keys rows by an unkeyed digest of the recipient: that must go too.
    const mailDigest = createHash('sha256').update(address).digest('base64url');
    const token = await registerStudent(api, address, { firstName: 'Zofia', LastName: 'Wiśniewska-Erasable', invite: 'inv-zofia' });
    await api.post('/api/student/settings/profile', { firstName: 'Zosia', LastName: 'Wiśniewska-Erasable' }, bearer(token));
    const other = (await json(await api.post('/api/student/login', { email: address, password: 'correct horse battery' }))).token as string;
    await api.post('/api/student/password/forgot', { email: address });
    expect(await api.mailbox(address)).toHaveLength(2);
    const before = (await everyRowAsText()).filter((row) => row.includes(address) || row.includes(hash) || row.includes(mailDigest));
    expect(before.length).toBeGreaterThan(0);

    expect(await json(await api.post('/api/student/account/delete', { password: 'correct horse battery' }, bearer(token)))).toEqual({
      msg: 'success',
    });

    const traces = (await everyRowAsText()).filter((row) =>
      [address, address.split('@')[0]!, hash, mailDigest, 'Zofia', 'Zosia', 'Erasable', 'inv-zofia'].some((needle) => row.includes(needle)),
    );
    expect(traces).toEqual([]);
    for (const t of [token, other]) expect((await api.get('/api/student/me', bearer(t))).status).toBe(401);
    expect(await json(await api.post('/api/student/login', { email: address, password: 'correct horse battery' }))).toEqual({
      msg: 'notreg',
    });
    expect(await api.mailbox(address)).toEqual([]);

    // The log still tells the story, by id only.
    const types = await testDb.db.query<{ type: string }>(
      `SELECT type FROM events WHERE stream_id IN (SELECT stream_id FROM events WHERE type = 'AccountDeleted') ORDER BY stream_position`,
    );
    expect(types.rows.map((r) => r.type)).toEqual(['AccountRegistered', 'AccountRenamed', 'AccountDeleted']);

    // Replaying the log rebuilds the same read tables, and the bystander is untouched.
    const snapshot = async () =>
      (
        await testDb.db.query<{ row: string }>(
          `SELECT 'students ' || s::text AS row FROM students s UNION ALL SELECT 'accounts ' || a::text FROM accounts a ORDER BY row`,
        )
      ).rows.map((r) => r.row);
    const live = await snapshot();
    await rebuildProjections(testDb.db, projections);
    expect(await snapshot()).toEqual(live);
    expect(await json(await api.post('/api/student/login', { email: bystander, password: 'correct horse battery' }))).toMatchObject({
      msg: 'success',
    });

    // The address is free again: it can register afresh (throttle windows were forgotten too).
    expect(await json(await api.post('/api/student/otp/new', { EmailAddress: address }))).toEqual({ msg: 'success' });
    expect(await latestOtp(api, address)).toMatch(/^\d{4}$/);
  });
});
