import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createLogger } from '@fast-track/shared/logger';
import { openTestDb, type TestDb } from '@fast-track/shared/testing/test-db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../app.ts';
import { createRealtime, createRealtimeAccess } from '../realtime/index.ts';
import { createHttpServer } from './http-server.ts';

// Issue 9, probe item 11: a missing file is a 404, never the SPA's HTML; Socket.IO's own answers carry the app's
// security headers. (The case-insensitive `bearer` scheme is proven in accounts/guard-matrix.int.spec.ts.)

let testDb: TestDb;
let webDist: string;
let realtime: ReturnType<typeof createRealtime>;
let url: string;
let disposeApp: () => void;
const logger = createLogger('test', 'silent');

beforeAll(async () => {
  testDb = await openTestDb();
  webDist = mkdtempSync(path.join(tmpdir(), 'ft-web-'));
  mkdirSync(path.join(webDist, 'assets'));
  writeFileSync(path.join(webDist, 'index.html'), '<!doctype html><title>Fast-Track</title><div id="root"></div>');
  writeFileSync(path.join(webDist, 'assets', 'index-abc123.js'), 'console.log("app")');
  writeFileSync(path.join(webDist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  realtime = createRealtime({ logger, identify: () => Promise.resolve(undefined), access: createRealtimeAccess(testDb.db) });
  const { app, dispose } = createApp({ db: testDb.db, logger, webDist });
  disposeApp = dispose;
  const server = createHttpServer(app);
  realtime.attach(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  // Closes the attached http server too.
  await realtime.close();
  disposeApp();
  await testDb.dispose();
  rmSync(webDist, { recursive: true, force: true });
});

const securityHeaderNames = ['content-security-policy', 'x-content-type-options', 'x-frame-options', 'referrer-policy', 'cross-origin-opener-policy'];

describe('the SPA and its files', () => {
  it('serves files that exist, and the SPA for deep links (routes never end in an extension)', async () => {
    const js = await fetch(`${url}/assets/index-abc123.js`);
    expect(js.status).toBe(200);
    expect(js.headers.get('content-type')).toContain('javascript');
    expect((await fetch(`${url}/favicon.svg`)).status).toBe(200);
    for (const route of ['/', '/event/kestrel-spring-insight-2026', '/student/recover/AbC-dEf_123', '/unlock/AbC-dEf_123', '/dashboard/Team']) {
      const res = await fetch(`${url}${route}`);
      expect(res.status, route).toBe(200);
      expect(res.headers.get('content-type'), route).toContain('text/html');
    }
  });

  it('answers 404 problem+json, not the SPA HTML, for a missing file under /assets/ or with an extension', async () => {
    for (const missing of ['/assets/index-old999.js', '/assets/style-old.css', '/assets/no-extension', '/favicon.ico', '/humans.txt', '/event/x/app.js.map', '/.env']) {
      for (const method of ['GET', 'HEAD']) {
        const res = await fetch(`${url}${missing}`, { method });
        expect(res.status, `${method} ${missing}`).toBe(404);
        expect(res.headers.get('content-type'), `${method} ${missing}`).toContain('application/problem+json');
      }
    }
  });
});

describe('Socket.IO answers', () => {
  it('carry the security headers on polling, like every other answer', async () => {
    const handshake = await fetch(`${url}/socket.io/?EIO=4&transport=polling`);
    expect(handshake.status).toBe(200);
    for (const name of securityHeaderNames) expect(handshake.headers.get(name), name).toBeTruthy();
    expect(handshake.headers.get('content-security-policy')).toContain("default-src 'self'");
    const sid = /"sid":"([^"]+)"/.exec(await handshake.text())?.[1];
    expect(sid).toBeTruthy();
    const poll = await fetch(`${url}/socket.io/?EIO=4&transport=polling&sid=${sid}`, { method: 'POST', body: '40', headers: { 'content-type': 'text/plain' } });
    expect(poll.status).toBe(200);
    for (const name of securityHeaderNames) expect(poll.headers.get(name), `POST ${name}`).toBeTruthy();
  });

  it("carry them on Socket.IO's own refusals too", async () => {
    const refused = await fetch(`${url}/socket.io/?EIO=4&transport=bogus`);
    expect(refused.status).toBe(400);
    for (const name of securityHeaderNames) expect(refused.headers.get(name), name).toBeTruthy();
  });
});
