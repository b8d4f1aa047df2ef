import { mkdtempSync } from 'node:fs';
import { readdir, rm } from 'node:fs/promises';
import { request as httpRequest } from 'node:http';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { localBlobStore } from '../storage/index.ts';
import { createTestAdmin, registerEmployer, signInAdmin } from '../testing/audiences.ts';
import { sendRaw } from '../testing/hostile-input/requests.ts';
import { bearer, registerStudent, uniqueAddress, type StudentApi } from '../testing/student-api.ts';
import { setUpStudentApi } from '../testing/student-api-suite.ts';
import type { TestDb } from '@fast-track/shared/testing/test-db';

// Uploads through the real HTTP stack (issue 11): what is stored and how it is served, and every hostile upload —
// wrong type claimed, polyglot, oversize (declared or streamed), empty, a Content-Length that lies — answered with a
// clear 4xx while nothing reaches the store.

const folder = mkdtempSync(path.join(os.tmpdir(), 'ft-upload-api-'));
let testDb: TestDb;
let api: StudentApi;
setUpStudentApi((started) => ({ testDb, api } = started), { blobStore: localBlobStore(folder), adminLoginPath: '/ops-door-uploads-9c' });
afterAll(() => rm(folder, { recursive: true, force: true }));

let employer: string;
let student: string;
let admin: string;
beforeAll(async () => {
  employer = (await registerEmployer(api)).token;
  student = await registerStudent(api, uniqueAddress('uploads'));
  admin = await signInAdmin(api, await createTestAdmin(testDb.db, api));
});

const stored = async (): Promise<string[]> => (await readdir(folder, { recursive: true })).map(String).filter((f) => !f.includes('.tmp-'));
const png = (colour = '#0a0', size = 16) => sharp({ create: { width: size, height: size, channels: 3, background: colour } }).png().toBuffer();

interface Answer {
  status: number;
  headers: Headers;
  body: Record<string, unknown>;
}
async function upload(token: string | undefined, parts: { field?: string; bytes: Buffer; type?: string; name?: string }[]): Promise<Answer> {
  const form = new FormData();
  for (const part of parts) form.append(part.field ?? 'file', new Blob([new Uint8Array(part.bytes)], { type: part.type ?? 'image/png' }), part.name ?? 'logo.png');
  const res = await fetch(`${api.url}/api/uploads/image`, { method: 'POST', headers: token ? bearer(token) : {}, body: form });
  return { status: res.status, headers: res.headers, body: (await res.json()) as Record<string, unknown> };
}

/** A raw multipart request whose declared Content-Length may differ from what is sent; the status line, if any. */
const rawUpload = (token: string, body: Buffer, declared: number, halfClose = true): Promise<number | undefined> =>
  sendRaw(api.url, 'POST', '/api/uploads/image', { Authorization: `Bearer ${token}`, 'Content-Type': 'multipart/form-data; boundary=XBOUNDARY' }, body, declared, { waitMs: 3000, halfClose });
const multipartBody = (bytes: Buffer) =>
  Buffer.concat([
    Buffer.from('--XBOUNDARY\r\nContent-Disposition: form-data; name="file"; filename="l.png"\r\nContent-Type: image/png\r\n\r\n'),
    bytes,
    Buffer.from('\r\n--XBOUNDARY--\r\n'),
  ]);

describe('uploading an image', () => {
  it('stores a PNG by the hash of its re-encoded bytes and serves it with long cache, nosniff and a sandbox', async () => {
    const answer = await upload(employer, [{ bytes: await png() }]);
    expect(answer.status).toBe(201);
    const file = answer.body['file'] as { hash: string; url: string; contentType: string; width: number };
    expect(file).toMatchObject({ url: `/api/files/${file.hash}`, contentType: 'image/png', width: 16 });
    expect(await stored()).toContain(file.hash);
    const served = await fetch(`${api.url}${file.url}`);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(served.headers.get('x-content-type-options')).toBe('nosniff');
    expect(served.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(served.headers.get('content-security-policy')).toContain('sandbox');
    expect(served.headers.get('etag')).toBe(`"${file.hash}"`);
    const again = await fetch(`${api.url}${file.url}`, { headers: { 'if-none-match': `"${file.hash}"` } });
    expect(again.status).toBe(304);
  });

  it('takes an admin\'s image too (magazine covers, issue 15)', async () => {
    const answer = await upload(admin, [{ bytes: await png('#119') }]);
    expect(answer.status).toBe(201);
    expect((answer.body['file'] as { url: string }).url).toMatch(/^\/api\/files\//);
  });

  it('serves an SVG sanitised, as image/svg+xml in a sandbox', async () => {
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><script>alert(2)</script><circle r="4"/></svg>');
    const answer = await upload(student, [{ bytes: svg, type: 'image/svg+xml', name: 'logo.svg' }]);
    expect(answer.status).toBe(201);
    const served = await fetch(`${api.url}${(answer.body['file'] as { url: string }).url}`);
    expect(served.headers.get('content-type')).toBe('image/svg+xml');
    expect(served.headers.get('content-security-policy')).toMatch(/default-src 'none'.*sandbox/);
    const text = await served.text();
    expect(text).toContain('<circle r="4"/>');
    expect(text).not.toMatch(/alert|onload|script/);
  });

  it('answers 404 problem+json for unknown and malformed file names', async () => {
    for (const name of ['f'.repeat(64), 'not-a-hash', `pdf%2F${'a'.repeat(64)}`, '..%2F..%2Fetc%2Fpasswd']) {
      const res = await fetch(`${api.url}/api/files/${name}`);
      expect(res.status).toBe(404);
      expect(res.headers.get('content-type')).toContain('application/problem+json');
    }
  });
});

describe('hostile uploads: a clear 4xx and nothing stored', () => {
  const refusals: [string, () => Promise<Answer>, number, string][] = [
    ['no session', async () => upload(undefined, [{ bytes: await png('#111') }]), 401, 'UNAUTHORIZED'],
    ['a token the server does not know', async () => upload('not-a-session-token', [{ bytes: await png('#112') }]), 401, 'UNAUTHORIZED'],
    ['HTML claiming to be a PNG', async () => upload(employer, [{ bytes: Buffer.from('<html><script>alert(1)</script></html>') }]), 415, 'UNSUPPORTED_FILE'],
    ['a PNG claiming to be HTML', async () => upload(employer, [{ bytes: await png('#113'), type: 'text/html', name: 'x.html' }]), 415, 'UNSUPPORTED_FILE'],
    ['a PNG header in front of a script', async () => upload(employer, [{ bytes: Buffer.concat([(await png('#114')).subarray(0, 33), Buffer.from('<script>alert(1)</script>')]) }]), 415, 'UNSUPPORTED_FILE'],
    ['an empty file', async () => upload(employer, [{ bytes: Buffer.alloc(0) }]), 400, 'MISSING_FILE'],
    ['the file under another field', async () => upload(employer, [{ field: 'logo', bytes: await png('#115') }]), 400, 'MISSING_FILE'],
    ['two files', async () => upload(employer, [{ bytes: await png('#116') }, { bytes: await png('#117') }]), 400, 'MALFORMED_REQUEST'],
    ['a file of 6 MB', async () => upload(employer, [{ bytes: Buffer.concat([await png('#118'), Buffer.alloc(6 * 1024 * 1024)]) }]), 413, 'FILE_TOO_LARGE'],
    [
      'JSON instead of multipart',
      async () => {
        const res = await fetch(`${api.url}/api/uploads/image`, { method: 'POST', headers: { ...bearer(employer), 'content-type': 'application/json' }, body: '{"file":"x"}' });
        return { status: res.status, headers: res.headers, body: (await res.json()) as Record<string, unknown> };
      },
      415,
      'UNSUPPORTED_MEDIA_TYPE',
    ],
  ];
  it.each(refusals)('%s', async (_name, send, status, code) => {
    const before = await stored();
    const answer = await send();
    expect(answer.status).toBe(status);
    expect(answer.body['code']).toBe(code);
    expect(answer.headers.get('content-type')).toContain('application/problem+json');
    expect(await stored()).toEqual(before);
  });

  it('refuses a body streamed past the limit without a Content-Length (chunked) with 413', async () => {
    const before = await stored();
    const status = await new Promise<number>((resolve, reject) => {
      const req = httpRequest(`${api.url}/api/uploads/image`, {
        method: 'POST',
        headers: { ...bearer(employer), 'content-type': 'multipart/form-data; boundary=XBOUNDARY', 'transfer-encoding': 'chunked' },
      });
      req.on('response', (res) => {
        res.resume();
        resolve(res.statusCode ?? 0);
      });
      req.on('error', reject);
      req.write('--XBOUNDARY\r\nContent-Disposition: form-data; name="file"; filename="l.png"\r\nContent-Type: image/png\r\n\r\n');
      const chunk = Buffer.alloc(256 * 1024, 1);
      let sent = 0;
      const pump = () => {
        while (sent < 7 * 1024 * 1024) {
          sent += chunk.length;
          if (!req.write(chunk)) {
            req.once('drain', pump);
            return;
          }
        }
        req.end('\r\n--XBOUNDARY--\r\n');
      };
      pump();
    }).catch(() => 413);
    expect(status).toBe(413);
    expect(await stored()).toEqual(before);
  });

  it('refuses a declared Content-Length past the limit before reading, and a body shorter than declared', async () => {
    const before = await stored();
    const body = multipartBody(await png('#119'));
    expect(await rawUpload(employer, body, 50 * 1024 * 1024, false)).toBe(413);
    // Shorter than declared: the upload never completes; the answer is a 400 or the connection just closes.
    const short = await rawUpload(employer, body, body.length + 1000);
    expect(short === undefined || short === 400).toBe(true);
    expect(await stored()).toEqual(before);
  });

  it('limits uploads per account (429 with retryAfter)', async () => {
    const uploader = (await registerEmployer(api)).token;
    const image = await png('#0f0', 2);
    let last: Answer | undefined;
    for (let n = 0; n < 61; n++) last = await upload(uploader, [{ bytes: image }]);
    expect(last?.status).toBe(429);
    expect(last?.body['code']).toBe('TOO_MANY_UPLOADS');
    expect(last?.body['retryAfter']).toBeGreaterThan(0);
  });
});
