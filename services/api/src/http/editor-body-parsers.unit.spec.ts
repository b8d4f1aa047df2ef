import type { AddressInfo } from 'node:net';
import express from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHttpServer } from './http-server.ts';
import { editorBodyParsers } from './editor-body-parsers.ts';

// The app's order: the editors' parsers, then the 16 KB default, then routes that say what they received.
const app = express();
app.use(editorBodyParsers([
  { paths: ['/api/organisations/:organisationId/events', '/api/organisations/:organisationId/events/:eventId/edit'], limit: '64kb' },
  { paths: ['/api/admin/magazine'], limit: '32kb' },
])!);
app.use('/api', express.json({ limit: '16kb' }));
app.post('/api/*path', (req, res) => {
  res.json({ length: JSON.stringify(req.body).length });
});
app.use((error: { status?: number }, _req: express.Request, res: express.Response, _next: express.NextFunction) => {
  res.status(error.status ?? 500).end();
});
const server = createHttpServer(app);
let url: string;

beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const post = (path: string, bytes: number) =>
  fetch(`${url}${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ text: 'a'.repeat(bytes) }) });

describe('editorBodyParsers', () => {
  it("gives an editor's paths its limit (a parameter's value, nested paths and Express's case-insensitive match included)", async () => {
    expect((await post('/api/organisations/o-1/events', 40_000)).status).toBe(200);
    expect((await post('/api/organisations/o-1/events/e-2/edit', 40_000)).status).toBe(200);
    expect((await post('/API/Organisations/o-1/EVENTS', 40_000)).status).toBe(200);
    expect((await post('/api/admin/magazine/a-9', 30_000)).status).toBe(200);
    expect((await post('/api/organisations/o-1/events', 70_000)).status).toBe(413);
    expect((await post('/api/admin/magazine', 40_000)).status).toBe(413);
  });

  it('leaves every other path to the 16 KB default, including ones that share an editor path\'s start', async () => {
    expect((await post('/api/getEvents/no', 10_000)).status).toBe(200);
    expect((await post('/api/getEvents/no', 20_000)).status).toBe(413);
    expect((await post('/api/organisations/o-1/jobs', 20_000)).status).toBe(413);
    expect((await post('/api/admin/magazines', 20_000)).status).toBe(413);
  });

  it('is nothing to mount when no module has a larger limit', () => {
    expect(editorBodyParsers([])).toBeUndefined();
  });
});
