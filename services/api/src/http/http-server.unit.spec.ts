import type { AddressInfo } from 'node:net';
import express from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHttpServer } from './http-server.ts';

const app = express();
app.use(express.json());
app.post('/echo', (req, res) => {
  res.status(201).json({ body: req.body as unknown, path: req.path });
});
const server = createHttpServer(app);
// Looks at each request before Express does: were req and res born with the app's prototypes?
const bornWithAppPrototypes: boolean[] = [];
server.prependListener('request', (req, res) => {
  bornWithAppPrototypes.push(Object.getPrototypeOf(req) === app.request && Object.getPrototypeOf(res) === app.response);
});
let url: string;

beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe('createHttpServer', () => {
  it('hands Express requests that already carry its prototypes (nothing to re-parent), and Express works as usual', async () => {
    const res = await fetch(`${url}/echo?x=1`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ a: 1 }),
    });
    expect(res.status).toBe(201);
    expect(await res.json()).toEqual({ body: { a: 1 }, path: '/echo' });
    expect(bornWithAppPrototypes).toEqual([true]);
  });

  it("answers Express's own 404 for unknown paths", async () => {
    const res = await fetch(`${url}/nope`);
    expect(res.status).toBe(404);
  });
});
