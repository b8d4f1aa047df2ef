import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import express from 'express';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHttpServer } from './http-server.ts';
import { installRequestLogging } from './request-logging.ts';

type Line = Record<string, unknown>;

/** An app whose logger writes JSON lines into `lines`; its one route logs through req.log and reports what req owns. */
function loggedApp(lines: Line[]) {
  const app = express();
  installRequestLogging(app, pino({ level: 'info' }, { write: (line: string) => void lines.push(JSON.parse(line) as Line) }));
  app.get('/hello', (req, res) => {
    // The getter lives on the app's request prototype: the request object itself gets no property for it.
    const ownLog = Object.hasOwn(req, 'log');
    req.log.info({ step: 'handler' }, 'inside');
    res.json({ ownLog, id: req.id });
  });
  return app;
}

const started: Server[] = [];
async function listen(app: express.Express): Promise<string> {
  const server = createHttpServer(app);
  started.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

const until = async (check: () => boolean): Promise<void> => {
  for (let i = 0; i < 100 && !check(); i++) await new Promise((r) => setTimeout(r, 10));
};

const linesA: Line[] = [];
const linesB: Line[] = [];
let urlA: string;
let urlB: string;

beforeAll(async () => {
  urlA = await listen(loggedApp(linesA));
  urlB = await listen(loggedApp(linesB));
});
afterAll(async () => {
  await Promise.all(started.map((s) => new Promise<void>((resolve) => s.close(() => resolve()))));
});

describe('installRequestLogging', () => {
  it("echoes the caller's request id and puts it on the handler's lines and on the completion line", async () => {
    const res = await fetch(`${urlA}/hello`, { headers: { 'x-request-id': 'trace-42' } });
    expect(res.headers.get('x-request-id')).toBe('trace-42');
    expect(await res.json()).toEqual({ ownLog: false, id: 'trace-42' });
    await until(() => linesA.some((l) => l['msg'] === 'request completed'));
    expect(linesA.find((l) => l['msg'] === 'inside')).toMatchObject({ requestId: 'trace-42', step: 'handler' });
    expect(linesA.find((l) => l['msg'] === 'request completed')).toMatchObject({ requestId: 'trace-42', method: 'GET', url: '/hello', statusCode: 200 });
  });

  it('makes an id when the caller sends none (or one unfit for logs), and each app logs to its own logger', async () => {
    const res = await fetch(`${urlB}/hello`, { headers: { 'x-request-id': 'not an id\u00e9' } });
    const id = res.headers.get('x-request-id');
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    await until(() => linesB.some((l) => l['msg'] === 'request completed'));
    expect(linesB.filter((l) => l['requestId'] === id).map((l) => l['msg'])).toEqual(['inside', 'request completed']);
    expect(linesA.some((l) => l['requestId'] === id)).toBe(false);
  });
});
