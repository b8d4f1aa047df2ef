import type { TestDb } from '@fast-track/shared/testing/test-db';
import { describe, expect, it } from 'vitest';
import { registerEmployer } from '../testing/audiences.ts';
import { bearer, registerStudent, uniqueAddress, type StudentApi } from '../testing/student-api.ts';
import { setUpStudentApi } from '../testing/student-api-suite.ts';

// POST /api/student/onboarding (issue 10): names, year of study and tracks after the code step. On the real database:
// what is written (identity row, AccountRenamed, StudentOnboarded, the read model), and that hostile input and wrong
// callers get a 4xx and write nothing.

let testDb: TestDb;
let api: StudentApi;
setUpStudentApi((started) => ({ testDb, api } = started));

type User = Record<string, unknown>;
const json = async (res: Response) => ({ status: res.status, body: (await res.json().catch(() => ({}))) as Record<string, unknown> });
const me = async (token: string) => (await json(await api.get('/api/student/me', bearer(token)))).body.user as User;
const onboard = (token: string | undefined, body: unknown) => api.post('/api/student/onboarding', body, token ? bearer(token) : {});
const valid = { firstName: '  Zofia ', LastName: ' Wiśniewska ', yearOfStudy: 'finalYear', selectedItem: [{ id: 'Consulting' }, { id: 'Finance' }] };

/** Everything a refused request must leave as it was: the person's events and the rows the screens read. */
async function footprint(studentId: string) {
  const events = await testDb.db.query<{ stream_id: string; type: string }>(
    'SELECT stream_id, type FROM events WHERE stream_id IN ($1, $2) ORDER BY global_position',
    [`student-${studentId}`, `account-${studentId}`],
  );
  const identity = await testDb.db.query('SELECT first_name, last_name FROM account_identities WHERE account_id = $1', [studentId]);
  const student = await testDb.db.query('SELECT tracks, year_of_study, onboarded_at FROM students WHERE student_id = $1', [studentId]);
  return { events: events.rows, identity: identity.rows, student: student.rows };
}

async function newStudent(extra: Record<string, unknown> = {}) {
  const token = await registerStudent(api, uniqueAddress('zofia'), extra);
  const user = await me(token);
  return { token, id: user._id as string };
}

describe('POST /api/student/onboarding', () => {
  it('starts with no name and not onboarded: the address is no longer mined for a first name', async () => {
    const { token } = await newStudent();
    expect(await me(token)).toMatchObject({ firstName: '', LastName: '', yearOfStudy: null, onboarded: false, selectedItem: [{ id: 'Finance' }] });
  });

  it('stores trimmed names, year and tracks; /me shows them; the log holds no personal data', async () => {
    const { token, id } = await newStudent({ selected2: [{ id: 'Consulting' }] });
    const { status, body } = await json(await onboard(token, valid));
    expect(status).toBe(200);
    const expected = { firstName: 'Zofia', LastName: 'Wiśniewska', yearOfStudy: 'finalYear', onboarded: true, selectedItem: [{ id: 'Consulting' }, { id: 'Finance' }] };
    expect(body).toMatchObject({ msg: 'success', user: expected });
    expect(await me(token)).toMatchObject(expected);

    const events = await testDb.db.query<{ stream_id: string; type: string; data: unknown }>(
      `SELECT stream_id, type, data FROM events WHERE stream_id IN ($1, $2) AND type IN ('StudentOnboarded', 'AccountRenamed')`,
      [`student-${id}`, `account-${id}`],
    );
    expect(events.rows.map((e) => [e.stream_id, e.type]).sort()).toEqual([
      [`account-${id}`, 'AccountRenamed'],
      [`student-${id}`, 'StudentOnboarded'],
    ]);
    const logged = JSON.stringify(events.rows.map((e) => e.data));
    expect(logged).toContain('finalYear');
    expect(logged).not.toMatch(/Zofia|Wiśniewska/);
  });

  it('sending the same answers again records nothing new; changed answers are recorded', async () => {
    const { token, id } = await newStudent();
    expect((await onboard(token, valid)).status).toBe(200);
    const before = (await footprint(id)).events.filter((e) => e.type === 'StudentOnboarded').length;
    expect((await onboard(token, valid)).status).toBe(200);
    expect((await footprint(id)).events.filter((e) => e.type === 'StudentOnboarded')).toHaveLength(before);
    expect((await onboard(token, { ...valid, yearOfStudy: 'masters' })).status).toBe(200);
    expect((await footprint(id)).events.filter((e) => e.type === 'StudentOnboarded')).toHaveLength(before + 1);
    expect((await me(token)).yearOfStudy).toBe('masters');
  });

  it('accepts names in any script up to 60 code points (astral characters count once)', async () => {
    const { token } = await newStudent();
    const long = '𝒜'.repeat(60);
    expect((await onboard(token, { ...valid, firstName: 'Łucja', LastName: long })).status).toBe(200);
    expect(await me(token)).toMatchObject({ firstName: 'Łucja', LastName: long });
  });

  const hostile: [string, unknown][] = [
    ['NUL in the first name', { ...valid, firstName: 'Zo\u0000fia' }],
    ['a lone high surrogate', { ...valid, firstName: 'Zo\uD800fia' }],
    ['a lone low surrogate', { ...valid, LastName: '\uDC00' }],
    ['a newline', { ...valid, firstName: 'Zofia\nAdmin' }],
    ['an escape sequence', { ...valid, LastName: '\u001b[31mRed' }],
    ['a C1 control', { ...valid, LastName: 'W\u0085' }],
    ['a right-to-left override', { ...valid, firstName: '\u202Eaifoz' }],
    ['a line separator', { ...valid, firstName: 'Zo\u2028fia' }],
    ['an empty first name', { ...valid, firstName: '' }],
    ['a blank last name', { ...valid, LastName: '   ' }],
    ['61 code points', { ...valid, firstName: 'a'.repeat(61) }],
    ['61 astral code points', { ...valid, LastName: '𝒜'.repeat(61) }],
    ['a number as name', { ...valid, firstName: 42 }],
    ['an array as name', { ...valid, firstName: ['Zofia'] }],
    ['an object as name', { ...valid, LastName: { toString: 'x' } }],
    ['null as name', { ...valid, firstName: null }],
    ['a missing last name', { firstName: 'Zofia', yearOfStudy: 'finalYear', selectedItem: [{ id: 'Finance' }] }],
    ['an unknown year', { ...valid, yearOfStudy: 'Final year' }],
    ['a year as number', { ...valid, yearOfStudy: 4 }],
    ['a prototype key as year', { ...valid, yearOfStudy: '__proto__' }],
    ['no tracks', { ...valid, selectedItem: [] }],
    ['an unknown track', { ...valid, selectedItem: [{ id: 'Astrology' }] }],
    ['a track as string', { ...valid, selectedItem: ['Finance'] }],
    ['tracks as object', { ...valid, selectedItem: { id: 'Finance' } }],
    ['too many tracks', { ...valid, selectedItem: Array.from({ length: 6 }, () => ({ id: 'Finance' })) }],
    ['an extra field naming someone else', { ...valid, studentId: '00000000-0000-4000-8000-000000000000' }],
    ['an array body', [valid]],
    ['a string body', '"Zofia"'],
    ['broken JSON', '{"firstName": "Zofia"'],
  ];

  it.each(hostile)('refuses %s with a 4xx and writes nothing', async (_name, body) => {
    const { token, id } = await newStudent();
    const before = await footprint(id);
    const { status } = await json(await onboard(token, typeof body === 'string' ? body : JSON.stringify(body)));
    expect(status).toBeGreaterThanOrEqual(400);
    expect(status).toBeLessThan(500);
    expect(await footprint(id)).toEqual(before);
    expect((await me(token)).onboarded).toBe(false);
  });

  it('refuses a 1 MB body with 413 and writes nothing', async () => {
    const { token, id } = await newStudent();
    const before = await footprint(id);
    const res = await onboard(token, { ...valid, firstName: 'Z'.repeat(1024 * 1024) });
    expect(res.status).toBe(413);
    expect(await footprint(id)).toEqual(before);
  });

  it('refuses callers who are not signed in as a student, and touches only the caller', async () => {
    const anna = await newStudent();
    const before = await footprint(anna.id);

    expect((await onboard(undefined, valid)).status).toBe(401);
    expect((await onboard('not-a-real-token', valid)).status).toBe(401);
    const employer = await registerEmployer(api);
    const employerBefore = await footprint(employer.uniqueId);
    expect((await onboard(employer.token, valid)).status).toBe(403);
    expect(await footprint(employer.uniqueId)).toEqual(employerBefore);

    // Another student can only ever onboard themselves: the id comes from the token, never the body.
    const other = await newStudent();
    expect((await onboard(other.token, { ...valid, firstName: 'Mallory' })).status).toBe(200);
    expect((await me(other.token)).firstName).toBe('Mallory');
    expect(await footprint(anna.id)).toEqual(before);
    expect(await me(anna.token)).toMatchObject({ firstName: '', onboarded: false });
  });
});
