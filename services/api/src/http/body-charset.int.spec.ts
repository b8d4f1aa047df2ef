import { randomUUID } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { readdir, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { TestDb } from '@fast-track/shared/testing/test-db';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { localBlobStore } from '../storage/index.ts';
import { eventDetails, publish, registerHost } from '../testing/api-fixture.ts';
import { registerEmployer } from '../testing/audiences.ts';
import { bearer, registerStudent, uniqueAddress, type StudentApi } from '../testing/student-api.ts';
import { setUpStudentApi } from '../testing/student-api-suite.ts';

// Finding 22.7: bodies are UTF-8 only. A Content-Type naming any other charset is 415 problem+json and changes
// nothing; no charset means UTF-8.

const folder = mkdtempSync(path.join(os.tmpdir(), 'ft-charset-'));
let testDb: TestDb;
let api: StudentApi;
setUpStudentApi((started) => ({ testDb, api } = started), { blobStore: localBlobStore(folder) });
afterAll(() => rm(folder, { recursive: true, force: true }));

let student: string;
let employer: string;
let eventId: string;
beforeAll(async () => {
  student = await registerStudent(api, uniqueAddress('charset'));
  employer = (await registerEmployer(api)).token;
  await registerHost(testDb.db);
  eventId = randomUUID();
  await publish(testDb.db, eventDetails(eventId, Date.now() + 86_400_000));
});

const eventCount = async () => Number((await testDb.db.query<{ n: string }>('SELECT count(*) AS n FROM events')).rows[0]!.n);
const stored = async (): Promise<string[]> => (await readdir(folder, { recursive: true })).map(String);

async function post(url: string, contentType: string, body: Buffer | string, headers: Record<string, string> = {}) {
  const res = await fetch(`${api.url}${url}`, { method: 'POST', headers: { 'content-type': contentType, ...headers }, body: typeof body === 'string' ? body : new Uint8Array(body) });
  return { status: res.status, type: res.headers.get('content-type') ?? '', body: (await res.json()) as Record<string, unknown> };
}

const list = JSON.stringify({ page: 1, limit: 15, ip: '' });
// The same JSON in each charset's own bytes, so a server that decodes it would read a valid request.
const encoded: [string, Buffer][] = [
  ['utf-7', Buffer.from(list, 'ascii')],
  ['UTF-7', Buffer.from(list, 'ascii')],
  ['latin1', Buffer.from(list, 'latin1')],
  ['iso-8859-1', Buffer.from(list, 'latin1')],
  ['utf-16', Buffer.from(`\ufeff${list}`, 'utf16le')],
  ['utf-16le', Buffer.from(list, 'utf16le')],
  ['"utf-32"', Buffer.from(list, 'ascii')],
];

describe('request bodies are UTF-8 only', () => {
  it.each(encoded)('JSON declared charset=%s: 415 problem+json', async (charset, bytes) => {
    const answer = await post('/api/getEvents/no', `application/json; charset=${charset}`, bytes);
    expect(answer.status).toBe(415);
    expect(answer.type).toContain('application/problem+json');
    expect(answer.body).toMatchObject({ status: 415, code: 'UNSUPPORTED_MEDIA_TYPE' });
  });

  it.each(['application/json', 'application/json; charset=utf-8', 'application/json; charset=UTF-8', 'application/json;charset=utf8', 'application/json; charset="utf-8"'])(
    '%s is read as UTF-8',
    async (contentType) => {
      expect((await post('/api/getEvents/no', contentType, list)).status).toBe(200);
    },
  );

  it('a write in utf-7 or utf-16 is refused and writes nothing (the same body in UTF-8 is taken)', async () => {
    const question = JSON.stringify({ eventId, question: 'Is there a dress code?' });
    const before = await eventCount();
    for (const [charset, bytes] of [['utf-7', Buffer.from(question, 'ascii')], ['utf-16', Buffer.from(`\ufeff${question}`, 'utf16le')]] as const) {
      expect((await post('/api/event/post/question', `application/json; charset=${charset}`, bytes, bearer(student))).status).toBe(415);
    }
    expect(await eventCount()).toBe(before);
    expect((await post('/api/event/post/question', 'application/json; charset=utf-8', question, bearer(student))).status).toBeLessThan(300);
    expect(await eventCount()).toBeGreaterThan(before);
  });

  it('text and forms too: text/plain and urlencoded in utf-16 are 415', async () => {
    expect((await post('/api/getEvents/no', 'text/plain; charset=utf-16', Buffer.from(`\ufeff${list}`, 'utf16le'))).status).toBe(415);
    expect((await post('/api/getEvents/no', 'application/x-www-form-urlencoded; charset=utf-7', 'page=1')).status).toBe(415);
  });

  it('a multipart upload declared latin1: 415 and nothing stored', async () => {
    const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#0a0' } }).png().toBuffer();
    const body = Buffer.concat([
      Buffer.from('--XB\r\nContent-Disposition: form-data; name="file"; filename="l.png"\r\nContent-Type: image/png\r\n\r\n'),
      png,
      Buffer.from('\r\n--XB--\r\n'),
    ]);
    const before = await stored();
    const answer = await post('/api/uploads/image', 'multipart/form-data; boundary=XB; charset=latin1', body, bearer(employer));
    expect(answer.status).toBe(415);
    expect(await stored()).toEqual(before);
    // The same upload without the charset is stored: the refusal is the charset's.
    expect((await post('/api/uploads/image', 'multipart/form-data; boundary=XB', body, bearer(employer))).status).toBe(201);
  });
});
