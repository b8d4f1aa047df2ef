import { mkdtempSync } from 'node:fs';
import { readdir, rm } from 'node:fs/promises';
import type { Server } from 'node:http';
import { connect, type AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { createLogger } from '@fast-track/shared/logger';
import type { TestDb } from '@fast-track/shared/testing/test-db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../app.ts';
import { localBlobStore } from '../storage/index.ts';
import { registerEmployer } from '../testing/audiences.ts';
import { testSecret, type StudentApi } from '../testing/student-api.ts';
import { setUpStudentApi } from '../testing/student-api-suite.ts';
import { createHttpServer } from './http-server.ts';
import type { HttpTimeouts } from './http-timeouts.ts';

// Finding 22.7: a client that stops sending is cut within the gateway's bounds (http-timeouts.ts), answered 408
// problem+json where an answer can still be written, and its socket freed. The real app on the real server with
// the bounds scaled down to a second (production: 60 s, as nginx).

const timeouts: HttpTimeouts = { headersMs: 1000, bodyIdleMs: 1000, requestMs: 10_000, keepAliveMs: 5000, checkEveryMs: 100 };
// Generous for a loaded machine, yet far below Node's own 300 s requestTimeout that held such sockets before.
const bound = 4000;

const folder = mkdtempSync(path.join(os.tmpdir(), 'ft-stalled-'));
let testDb: TestDb;
let api: StudentApi;
setUpStudentApi((started) => ({ testDb, api } = started));
let server: Server;
let port: number;
let dispose: () => void;
let employer: string;

beforeAll(async () => {
  employer = (await registerEmployer(api)).token;
  const built = createApp({ db: testDb.db, logger: createLogger('test', 'silent'), identitySecret: testSecret, blobStore: localBlobStore(folder) });
  dispose = built.dispose;
  server = createHttpServer(built.app, timeouts);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
});
afterAll(async () => {
  dispose();
  await new Promise<void>((resolve) => server.close(() => resolve()));
  await rm(folder, { recursive: true, force: true });
});

interface Outcome {
  /** Everything the server wrote before it closed. */
  received: string;
  /** Milliseconds from the last byte sent to the server closing the connection. */
  closedAfterMs: number;
}

/** Sends `chunks` (each after its pause) on a raw socket, then stalls; resolves when the server closes. */
function stall(chunks: [pauseMs: number, text: string | Buffer][]): Promise<Outcome> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1');
    let received = '';
    let lastSent = Date.now();
    const giveUp = setTimeout(() => {
      socket.destroy();
      reject(new Error(`still open ${bound} ms after the last byte; got ${JSON.stringify(received)}`));
    }, bound + chunks.reduce((sum, [pause]) => sum + pause, 0));
    socket.on('data', (chunk) => (received += chunk.toString()));
    socket.on('error', () => undefined);
    socket.on('close', () => {
      clearTimeout(giveUp);
      resolve({ received, closedAfterMs: Date.now() - lastSent });
    });
    void (async () => {
      for (const [pause, text] of chunks) {
        await new Promise((r) => setTimeout(r, pause));
        if (socket.destroyed) return;
        socket.write(text);
        lastSent = Date.now();
      }
    })();
  });
}

const head = (lines: string[]) => `${[...lines, `Host: 127.0.0.1:${port}`].join('\r\n')}\r\n\r\n`;
const problemOf = (received: string) => JSON.parse(received.slice(received.indexOf('\r\n\r\n') + 4)) as Record<string, unknown>;
const stored = async (): Promise<string[]> => (await readdir(folder, { recursive: true })).map(String);

describe('a client that stops sending', () => {
  it('a JSON body that stalls after 10 of its 1000 bytes: 408 problem+json and the connection closed within the bound', async () => {
    const outcome = await stall([[0, head(['POST /api/getEvents/no HTTP/1.1', 'Content-Type: application/json', 'Content-Length: 1000'])], [0, '{"page": 1']]);
    expect(outcome.received).toMatch(/^HTTP\/1\.1 408 /);
    expect(outcome.received).toMatch(/content-type: application\/problem\+json/i);
    expect(problemOf(outcome.received)).toMatchObject({ status: 408, code: 'REQUEST_TIMEOUT' });
    expect(outcome.closedAfterMs).toBeGreaterThanOrEqual(timeouts.bodyIdleMs - 50);
  });

  it('an upload that stalls mid-file: 408, the socket freed, nothing stored', async () => {
    const before = await stored();
    const body = '--XB\r\nContent-Disposition: form-data; name="file"; filename="l.png"\r\nContent-Type: image/png\r\n\r\n\x89PNG';
    const outcome = await stall([
      [0, head(['POST /api/uploads/image HTTP/1.1', `Authorization: Bearer ${employer}`, 'Content-Type: multipart/form-data; boundary=XB', 'Content-Length: 1000'])],
      [0, body],
    ]);
    expect(outcome.received).toMatch(/^HTTP\/1\.1 408 /);
    expect(problemOf(outcome.received)).toMatchObject({ status: 408, code: 'REQUEST_TIMEOUT' });
    expect(await stored()).toEqual(before);
  });

  it('answered before its body was read (no session): the rest of the body must still come, or the socket goes', async () => {
    const outcome = await stall([[0, head(['POST /api/uploads/image HTTP/1.1', 'Content-Type: multipart/form-data; boundary=XB', 'Content-Length: 1000'])], [0, '--XB\r\n']]);
    expect(outcome.received).toMatch(/^HTTP\/1\.1 401 /);
    expect(outcome.closedAfterMs).toBeGreaterThanOrEqual(timeouts.bodyIdleMs - 50);
  });

  it('a head that stalls: 408 problem+json, closed', async () => {
    const outcome = await stall([[0, `GET /api/healthz HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nX-Slow: `]]);
    expect(outcome.received).toMatch(/^HTTP\/1\.1 408 /);
    expect(problemOf(outcome.received)).toMatchObject({ status: 408, code: 'REQUEST_TIMEOUT' });
  });

  it('a head Node cannot parse or that is too large: 400 / 431 problem+json (Node\'s own answers are bare status lines)', async () => {
    const broken = await stall([[0, 'GET / HTTP/1.1\r\nHost x\r\n\r\n']]);
    expect(broken.received).toMatch(/^HTTP\/1\.1 400 /);
    expect(problemOf(broken.received)).toMatchObject({ status: 400, code: 'MALFORMED_REQUEST' });
    const huge = await stall([[0, head(['GET /healthz HTTP/1.1', `X-Big: ${'a'.repeat(20_000)}`])]]);
    expect(huge.received).toMatch(/^HTTP\/1\.1 431 /);
    expect(problemOf(huge.received)).toMatchObject({ status: 431, code: 'REQUEST_HEAD_TOO_LARGE' });
  });

  it('a body that keeps coming with pauses shorter than the bound is read to the end (the bound is per pause)', async () => {
    const json = JSON.stringify({ page: 1, limit: 15, ip: '' });
    const pieces = [json.slice(0, 3), json.slice(3, 6), json.slice(6)];
    const socket = connect(port, '127.0.0.1');
    let received = '';
    socket.on('data', (chunk) => (received += chunk.toString()));
    socket.write(head(['POST /api/getEvents/no HTTP/1.1', 'Content-Type: application/json', `Content-Length: ${json.length}`, 'Connection: close']));
    for (const piece of pieces) {
      await new Promise((r) => setTimeout(r, timeouts.bodyIdleMs * 0.6));
      socket.write(piece);
    }
    await new Promise((r) => socket.on('close', r));
    expect(received).toMatch(/^HTTP\/1\.1 200 /);
  });

  it('a kept-alive connection idle longer than the head bound still takes its next request', async () => {
    const socket = connect(port, '127.0.0.1');
    let received = '';
    socket.on('data', (chunk) => (received += chunk.toString()));
    const ask = `GET /healthz HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\n\r\n`;
    socket.write(ask);
    await new Promise((r) => setTimeout(r, timeouts.headersMs * 2));
    socket.write(ask);
    await new Promise((r) => setTimeout(r, 500));
    socket.destroy();
    expect(received.match(/HTTP\/1\.1 200 /g)).toHaveLength(2);
  });
});
