// Issue 27: the stack an operator starts with `docker compose up` is the stack tested. docker-compose.yml is run here
// service by service with the environment compose would give each container (compose-stack.ts says what is mapped
// and how), variables from .env.example with every secret filled in, then a short journey through the real nginx
// gateway: a student registers (the code travels API → Redis → worker → SMTP), uploads a 4 MB logo through one
// replica and it is read through the other, attends an event, and a visitor on the other replica sees the live list.
//
// Clients reach a chosen replica through the one gateway by their source address: nginx pins by
// `hash $remote_addr consistent`, so the test looks for a loopback address (127.0.0.x) that hashes to the other replica.
//
// Against another compose file (e.g. the one before issue 27, which this must fail on):
//   git show <rev>:docker-compose.yml > /tmp/old-compose.yml
//   COMPOSE_TEST_FILE=/tmp/old-compose.yml DATABASE_URL=… REDIS_URL=… npx vitest run --project int-serial services/api/src/deploy/compose-stack.int.spec.ts
import { createHash, randomBytes } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import path from 'node:path';
import { repositoryRoot } from '@fast-track/shared/config';
import { WireEvents, type ClientToServerEvents, type ServerToClientEvents, type WatchAnswer } from '@fast-track/shared/realtime-events';
import { uploadLimits } from '@fast-track/shared/uploads/upload-limits';
import sharp from 'sharp';
import { io, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { envFromExample, NGINX, startComposeStack, type ComposeStack } from './compose-stack.ts';

const composeFile = process.env['COMPOSE_TEST_FILE'] ?? path.join(repositoryRoot, 'docker-compose.yml');
const adminDatabaseUrl = process.env['DATABASE_URL'] ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const ucl = { name: 'University College London, University of London', area: 'United Kingdom' };
const runId = randomBytes(4).toString('hex');

let stack: ComposeStack;
const timeline: string[] = [];
/** Source addresses whose requests the gateway sends to one replica and to the other. */
let home: string;
let other: string;
let homeUpstream: string;
let otherUpstream: string;

interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
  json: () => Record<string, unknown>;
}

/** One request through the gateway from `from` (a loopback address of this machine). */
function send(from: string, method: string, url: string, init: { body?: Buffer | string; headers?: Record<string, string> } = {}): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(`${stack.gatewayUrl}${url}`, { method, localAddress: from, headers: init.headers ?? {}, timeout: 20_000 }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => {
        const body = Buffer.concat(chunks);
        resolve({ status: res.statusCode ?? 0, headers: res.headers, body, json: () => JSON.parse(body.toString('utf8')) as Record<string, unknown> });
      });
    });
    req.on('error', reject);
    req.on('timeout', () => req.destroy(new Error(`${method} ${url} timed out`)));
    req.end(init.body);
  });
}

const sendJson = (from: string, url: string, body: unknown, token?: string) =>
  send(from, 'POST', url, { body: JSON.stringify(body), headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) } });

/** The upstream nginx chose for a request of ours (its JSON access log, written when the answer is done). */
async function upstreamOf(requestId: string): Promise<string> {
  for (let i = 0; i < 60; i++) {
    const entry = stack.accessLog().find((e) => e.request_id === requestId);
    if (entry) return entry.upstream;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`request ${requestId} is not in the gateway's access log`);
}

async function routedTo(from: string): Promise<string> {
  const requestId = `compose-${runId}-${from}-${Date.now()}`;
  const res = await send(from, 'GET', '/readyz', { headers: { 'x-request-id': requestId } });
  expect(res.status).toBe(200);
  return upstreamOf(requestId);
}

beforeAll(async () => {
  if (!NGINX) throw new Error('nginx is not installed (CI installs it)');
  const example = path.join(repositoryRoot, '.env.example');
  const variables = envFromExample(composeFile, existsSync(example) ? readFileSync(example, 'utf8') : '', {
    // The machine's Postgres is shared: a role and database of this run's own (dropped at the end).
    POSTGRES_USER: `ft_compose_${runId}`,
    POSTGRES_DB: `ft_compose_${runId}`,
  });
  const webDist = path.join(repositoryRoot, 'web', 'dist');
  stack = await startComposeStack({
    repoRoot: repositoryRoot,
    composeFile,
    dockerfile: path.join(repositoryRoot, 'Dockerfile'),
    variables,
    adminDatabaseUrl,
    webRoot: existsSync(webDist) ? webDist : path.join(repositoryRoot, 'web', 'public'),
    onLog: (service, line) => timeline.push(`${service}: ${line}`),
  });
  if (process.env['COMPOSE_TEST_TIMELINE']) console.log(timeline.join('\n'));
  home = '127.0.0.1';
  homeUpstream = await routedTo(home);
  for (let i = 2; i < 64 && !other; i++) {
    const upstream = await routedTo(`127.0.0.${i}`);
    if (upstream !== homeUpstream) {
      other = `127.0.0.${i}`;
      otherUpstream = upstream;
    }
  }
  expect(other, 'a client address the gateway routes to the other replica').toBeDefined();
}, 150_000);

afterAll(async () => {
  await stack?.stop();
});

describe('docker compose up, run here service by service', () => {
  let token = '';
  let userId = '';
  let address = '';

  it('starts every service of the file and the gateway spreads clients over both replicas', () => {
    const names = stack.services.map((s) => s.name).sort();
    expect(names).toEqual(expect.arrayContaining(['api-1', 'api-2', 'gateway', 'migrate', 'postgres', 'redis', 'worker']));
    expect(new Set([stack.address('api-1', 8080), stack.address('api-2', 8080)])).toEqual(new Set([homeUpstream, otherUpstream]));
  });

  it('registers a student through the gateway, the code mailed by the worker over SMTP', async () => {
    address = `compose.${runId}@student.ucl.ac.uk`;
    const sent = await sendJson(home, '/api/student/otp/new', { EmailAddress: address, university: ucl.name, lng: 'en' });
    expect(sent.json()).toMatchObject({ msg: 'success' });
    let code: string | undefined;
    for (let i = 0; i < 200 && !code; i++) {
      const mail = stack.mails.find((m) => m.to.includes(address));
      code = mail ? /^Subject: .*?\b(\d{4})\b/m.exec(mail.raw)?.[1] : undefined;
      if (!code) await new Promise((r) => setTimeout(r, 100));
    }
    expect(code, 'the code mail reached the mail service').toBeDefined();
    const registered = await sendJson(home, '/api/student/register/new', {
      EmailAddress: address,
      password: 'correct horse battery',
      selected2: [{ id: 'Finance' }],
      uni2: ucl,
      otpform: code,
      firstName: 'Compose',
    });
    expect(registered.json()).toMatchObject({ msg: 'success' });
    token = String(registered.json()['token']);
    // The session works on the other replica too (sessions live in Postgres).
    const me = await send(other, 'GET', '/api/student/me', { headers: { authorization: `Bearer ${token}` } });
    expect(me.status).toBe(200);
    userId = String((me.json()['user'] as { _id: string })._id);
  });

  it('a 4 MB logo uploaded through one replica is served by the other', async () => {
    // Noise does not compress: a PNG of about 4 MB, under the 5 MB image limit.
    const side = 1160;
    const logo = await sharp(randomBytes(side * side * 3), { raw: { width: side, height: side, channels: 3 } }).png({ compressionLevel: 0 }).toBuffer();
    expect(logo.length).toBeGreaterThan(4_000_000);
    expect(logo.length).toBeLessThan(uploadLimits.imageBytes);
    const boundary = `----compose${runId}`;
    const body = Buffer.concat([
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="logo.png"\r\nContent-Type: image/png\r\n\r\n`),
      logo,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    const uploadId = `compose-upload-${runId}`;
    const uploaded = await send(home, 'POST', '/api/uploads/image', {
      body,
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, authorization: `Bearer ${token}`, 'x-request-id': uploadId },
    });
    expect(uploaded.status, uploaded.body.toString('utf8').slice(0, 300)).toBe(201);
    expect(await upstreamOf(uploadId)).toBe(homeUpstream);
    const file = uploaded.json()['file'] as { hash: string; url: string };

    const readId = `compose-read-${runId}`;
    const read = await send(other, 'GET', file.url, { headers: { 'x-request-id': readId } });
    expect(await upstreamOf(readId)).toBe(otherUpstream);
    expect(read.status, 'the other replica serves the file').toBe(200);
    expect(read.headers['content-type']).toBe('image/png');
    expect(createHash('sha256').update(read.body).digest('hex')).toBe(file.hash);
  });

  it("a shared event link, fetched as a link preview's crawler does (plain HTTP, no JavaScript), shows its title and cover", async () => {
    const list = await sendJson(home, '/api/getEvents/no', { page: 1, limit: 50, ip: '' });
    const event = (list.json()['events'] as { link: string; title: string; img: string }[]).find((e) => e.img.startsWith('/'));
    expect(event, 'the demo seed has an event with a cover of ours').toBeDefined();
    const requestId = `compose-crawler-${runId}`;
    const page = await send(other, 'GET', `/event/${encodeURIComponent(event!.link)}`, {
      headers: { 'user-agent': 'facebookexternalhit/1.1 (+http://www.facebook.com/externalhit_uatext.php)', accept: 'text/html', 'x-request-id': requestId },
    });
    expect(page.status).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    // The API wrote the page (nginx forwards SPA pages to a replica), with the event's own tags.
    expect(await upstreamOf(requestId)).toBe(otherUpstream);
    const html = page.body.toString('utf8');
    const tag = (property: string) => new RegExp(`<meta property="${property}" content="([^"]*)"`).exec(html)?.[1];
    const unescape = (s: string | undefined) => s?.replace(/&quot;/g, '"').replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&#39;/g, "'").replace(/&amp;/g, '&');
    expect(unescape(tag('og:title'))).toBe(`${event!.title} · Fast-Track`);
    const url = unescape(tag('og:url'))!;
    expect(url).toBe(new URL(`/event/${encodeURIComponent(event!.link)}`, stack.variables['PUBLIC_URL'] || 'http://127.0.0.1:8080').toString());
    expect(unescape(tag('og:image'))).toBe(new URL(event!.img, url).toString());
    // The cover is there to be fetched (nginx serves the site's own images itself).
    const cover = await send(other, 'GET', new URL(event!.img, 'http://x').pathname);
    expect(cover.status).toBe(200);
    // robots.txt through the gateway names the sitemap, which the gateway also forwards.
    const robots = await send(home, 'GET', '/robots.txt');
    expect(robots.body.toString('utf8')).toMatch(/^Sitemap: https?:\/\/\S+\/sitemap\.xml$/m);
    expect((await send(home, 'GET', '/sitemap.xml')).status).toBe(200);
  });

  it('attending an event through one replica shows in the live list of a visitor on the other', async () => {
    const list = await sendJson(other, '/api/getEvents/no', { page: 1, limit: 50, ip: '' });
    const event = (list.json()['events'] as { uniqueId: string; approval: boolean }[]).find((e) => !e.approval);
    expect(event, 'the demo seed (SEED_DEMO on api-1) has an open event').toBeDefined();

    const options = { path: '/socket.io', transports: ['websocket'], reconnection: false, forceNew: true, localAddress: other };
    const visitor = io(stack.gatewayUrl, options) as Socket<ServerToClientEvents, ClientToServerEvents>;
    try {
      const participants: string[][] = [];
      visitor.on(WireEvents.eventParticipants, (p) => participants.push(p.participants));
      await new Promise<void>((resolve, reject) => {
        visitor.once('connect', resolve);
        visitor.once('connect_error', reject);
      });
      const watched = await new Promise<WatchAnswer>((resolve) => visitor.emit(WireEvents.eventWatch, { eventId: event!.uniqueId }, resolve));
      expect(watched).toEqual({ ok: true });

      const applied = await sendJson(home, '/api/event/apply', { eventId: event!.uniqueId }, token);
      expect(applied.json()).toEqual({ msg: 'added' });
      for (let i = 0; i < 100 && !participants.some((p) => p.includes(userId)); i++) await new Promise((r) => setTimeout(r, 100));
      expect(participants.at(-1), 'the live list on the other replica').toContain(userId);
    } finally {
      visitor.disconnect();
    }
  });
});
