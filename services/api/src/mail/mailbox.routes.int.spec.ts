import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { networkInterfaces } from 'node:os';
import type { DevMailboxAccess } from '@fast-track/shared/config';
import { createLogger } from '@fast-track/shared/logger';
import { openTestDb, type TestDb } from '@fast-track/shared/testing/test-db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../app.ts';
import { createHttpServer } from '../http/http-server.ts';

// Issue 9, probe item 10: the dev mailbox holds every code and recovery link, so by default it answers only callers
// on this machine, judged by the socket's peer address (X-Forwarded-For is the caller's to write).

/** This machine's address on a real network interface, if it has one: a caller from there is not loopback. */
const external = Object.values(networkInterfaces())
  .flat()
  .find((i) => i && i.family === 'IPv4' && !i.internal)?.address;

let testDb: TestDb;
beforeAll(async () => {
  testDb = await openTestDb();
});
afterAll(async () => {
  await testDb.dispose();
});

/** The app listening on every interface, so it can be called both over loopback and over the network. */
async function listen(access: DevMailboxAccess | undefined): Promise<{ port: number; close: () => Promise<void> }> {
  const { app, dispose } = createApp({ db: testDb.db, logger: createLogger('test', 'silent'), ...(access ? { devMailbox: access } : {}) });
  const server: Server = createHttpServer(app);
  await new Promise<void>((resolve) => server.listen(0, '0.0.0.0', resolve));
  return {
    port: (server.address() as AddressInfo).port,
    close: async () => {
      dispose();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

const read = (host: string, port: number, headers: Record<string, string> = {}) =>
  fetch(`http://${host}:${port}/api/dev/mailbox?to=anna@ucl.ac.uk`, { headers });

describe('GET /api/dev/mailbox', () => {
  it('by default answers loopback callers only: a proxied or forwarded caller gets 403 problem+json', async () => {
    const api = await listen(undefined);
    try {
      expect((await read('127.0.0.1', api.port)).status).toBe(200);
      const relayed = await read('127.0.0.1', api.port, { 'x-forwarded-for': '203.0.113.9' });
      expect(relayed.status).toBe(403);
      expect(relayed.headers.get('content-type')).toContain('application/problem+json');
      expect(await relayed.json()).toMatchObject({ code: 'MAILBOX_LOCAL_ONLY', detail: expect.stringContaining('DEV_MAILBOX=true') as string });
    } finally {
      await api.close();
    }
  });

  it.skipIf(!external)('refuses a caller from the network even when it claims to be 127.0.0.1', async () => {
    const api = await listen('local');
    try {
      expect((await read(external!, api.port)).status).toBe(403);
      expect((await read(external!, api.port, { 'x-forwarded-for': '127.0.0.1' })).status).toBe(403);
    } finally {
      await api.close();
    }
  });

  it.skipIf(!external)('DEV_MAILBOX=true (open) answers the network too; off is 404 even on loopback', async () => {
    const open = await listen('open');
    const off = await listen('off');
    try {
      expect((await read(external!, open.port)).status).toBe(200);
      expect((await read('127.0.0.1', off.port)).status).toBe(404);
    } finally {
      await open.close();
      await off.close();
    }
  });
});
