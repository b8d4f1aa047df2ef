import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { request, type IncomingHttpHeaders } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { openTestDb, type TestDb } from '@fast-track/shared/testing/test-db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventDetails, publish, registerHost, startApi, uuidFor, type RunningApi } from '../testing/api-fixture.ts';

// Issue 10, first paint: the built SPA goes out precompressed (br, gzip) by Accept-Encoding, JSON answers of 1 KB
// and more are compressed, and nothing else about serving files changes (404s, HEAD, ranges, caching).

let testDb: TestDb;
let api: RunningApi;
let webDist: string;

// Big enough to be worth compressing, like a real bundle; the small file has no variants (the build skips < 1 KB).
const bundle = `export const routes = [${Array.from({ length: 200 }, (_, i) => `"/route/${i}"`).join(',')}];\n`;
const html = `<!doctype html><html lang="en"><head><title>Fast-Track</title>${'<meta name="x" content="padding">'.repeat(40)}</head><body><div id="root"></div></body></html>`;
const small = 'console.log("small")';
/** The page as index.html has it: without the hints and link-preview tags the server adds to its head (http/index-html.ts). */
const withoutHints = (page: string): string =>
  page
    .replace(/\s*<link rel="(?:modulepreload|preload|canonical|alternate)"[^>]*>/g, '')
    .replace(/\s*<meta (?:property="og:|name="twitter:)[^>]*>/g, '').replace(/<html lang="\w+"/, '<html lang="en"').replace(/\s*<\/head>/, '</head>');

beforeAll(async () => {
  testDb = await openTestDb();
  webDist = mkdtempSync(path.join(tmpdir(), 'ft-web-compression-'));
  mkdirSync(path.join(webDist, 'assets'));
  const write = (name: string, text: string, variants: ('br' | 'gz')[]): void => {
    const file = path.join(webDist, name);
    writeFileSync(file, text);
    if (variants.includes('br')) writeFileSync(`${file}.br`, brotliCompressSync(text));
    if (variants.includes('gz')) writeFileSync(`${file}.gz`, gzipSync(text));
  };
  write('index.html', html, ['br', 'gz']);
  // What web/build/entry-hints.ts writes: the events list's own files, and a public page's with the key groups it
  // awaits (issue 28), named in the head of their pages.
  writeFileSync(
    path.join(webDist, 'entry-hints.json'),
    JSON.stringify({
      screens: [
        { patterns: ['/events'], scripts: ['/assets/events-abc123.js'], styles: ['/assets/events-abc123.css'], texts: [] },
        { patterns: ['/support'], scripts: ['/assets/public-page-abc123.js'], styles: [], texts: ['site', 'sitePageSupport'] },
      ],
    }),
  );
  write('assets/index-abc123.js', bundle, ['br', 'gz']);
  write('assets/gzip-only-abc123.js', bundle, ['gz']);
  write('assets/small-abc123.js', small, []);
  await registerHost(testDb.db);
  // 15 upcoming events: the list page is ~10 KB of JSON.
  for (let i = 0; i < 15; i += 1) await publish(testDb.db, eventDetails(uuidFor(300 + i), Date.now() + (i + 1) * 86_400_000));
  api = await startApi(testDb.db, { webDist });
});

afterAll(async () => {
  await api.close();
  await testDb.dispose();
  rmSync(webDist, { recursive: true, force: true });
});

interface Raw {
  status: number;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

/** A request whose body arrives exactly as sent (fetch would decompress it and hide the coding). */
function raw(urlPath: string, options: { method?: string; headers?: Record<string, string>; body?: string } = {}): Promise<Raw> {
  return new Promise((resolve, reject) => {
    const req = request(`${api.url}${urlPath}`, { method: options.method ?? 'GET', headers: options.headers ?? {} }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end(options.body);
  });
}

const decoded = (res: Raw): string => {
  const coding = res.headers['content-encoding'];
  if (coding === 'br') return brotliDecompressSync(res.body).toString();
  if (coding === 'gzip') return gunzipSync(res.body).toString();
  return res.body.toString();
};

describe('the built SPA, precompressed', () => {
  it('sends brotli to a browser that takes it, with the type, length and Vary of what is sent', async () => {
    const res = await raw('/assets/index-abc123.js', { headers: { 'Accept-Encoding': 'gzip, deflate, br, zstd' } });
    expect(res.status).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(res.headers.vary).toContain('Accept-Encoding');
    expect(Number(res.headers['content-length'])).toBe(res.body.length);
    expect(res.body.length).toBeLessThan(bundle.length / 3);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(decoded(res)).toBe(bundle);
  });

  it('sends gzip when brotli is refused or missing, identity when nothing is accepted', async () => {
    const gzip = await raw('/assets/index-abc123.js', { headers: { 'Accept-Encoding': 'br;q=0, gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(decoded(gzip)).toBe(bundle);

    const onlyGzip = await raw('/assets/gzip-only-abc123.js', { headers: { 'Accept-Encoding': 'br, gzip' } });
    expect(onlyGzip.headers['content-encoding']).toBe('gzip');
    expect(decoded(onlyGzip)).toBe(bundle);

    for (const header of [undefined, 'identity', 'br;q=0, gzip;q=0', 'deflate']) {
      const res = await raw('/assets/index-abc123.js', header === undefined ? {} : { headers: { 'Accept-Encoding': header } });
      expect(res.status, String(header)).toBe(200);
      expect(res.headers['content-encoding'], String(header)).toBeUndefined();
      expect(res.headers['content-type'], String(header)).toBe('text/javascript; charset=utf-8');
      expect(res.headers.vary, String(header)).toContain('Accept-Encoding');
      expect(res.body.toString(), String(header)).toBe(bundle);
    }
  });

  it('serves a file without variants as it is, and a missing asset is still a 404, never the SPA', async () => {
    const res = await raw('/assets/small-abc123.js', { headers: { 'Accept-Encoding': 'br, gzip' } });
    expect(res.status).toBe(200);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.body.toString()).toBe(small);

    for (const method of ['GET', 'HEAD']) {
      const missing = await raw('/assets/index-old999.js', { method, headers: { 'Accept-Encoding': 'br, gzip' } });
      expect(missing.status, method).toBe(404);
      expect(missing.headers['content-type'], method).toContain('application/problem+json');
    }
  });

  it('answers HEAD with the headers of the GET and no body', async () => {
    const get = await raw('/assets/index-abc123.js', { headers: { 'Accept-Encoding': 'br' } });
    const head = await raw('/assets/index-abc123.js', { method: 'HEAD', headers: { 'Accept-Encoding': 'br' } });
    expect(head.status).toBe(200);
    expect(head.body.length).toBe(0);
    expect(head.headers['content-encoding']).toBe('br');
    expect(head.headers['content-length']).toBe(get.headers['content-length']);
    expect(head.headers.etag).toBe(get.headers.etag);
  });

  it('serves a byte range of the file itself, and revalidates a compressed answer by its date', async () => {
    const range = await raw('/assets/index-abc123.js', { headers: { 'Accept-Encoding': 'br, gzip', Range: 'bytes=0-9' } });
    expect(range.status).toBe(206);
    expect(range.headers['content-encoding']).toBeUndefined();
    expect(range.headers['content-range']).toBe(`bytes 0-9/${Buffer.byteLength(bundle)}`);
    expect(range.body.toString()).toBe(bundle.slice(0, 10));

    const shell = await raw('/events', { headers: { 'Accept-Encoding': 'br' } });
    expect(shell.headers['last-modified']).toBeTruthy();
    const again = await raw('/events', { headers: { 'Accept-Encoding': 'br', 'If-Modified-Since': String(shell.headers['last-modified']) } });
    expect(again.status).toBe(304);
    expect(again.body.length).toBe(0);
  });

  it('sends the SPA shell compressed for deep links and for /, uncached', async () => {
    for (const route of ['/', '/events', '/event/kestrel-spring-insight-2026', '/index.html']) {
      const res = await raw(route, { headers: { 'Accept-Encoding': 'gzip, br' } });
      expect(res.status, route).toBe(200);
      expect(res.headers['content-encoding'], route).toBe('br');
      expect(res.headers['content-type'], route).toContain('text/html');
      expect(res.headers['cache-control'], route).toBe('no-cache');
      expect(res.headers.vary, route).toContain('Accept-Encoding');
      expect(withoutHints(decoded(res)), route).toBe(html);
    }
    const plain = await raw('/events');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(withoutHints(plain.body.toString())).toBe(html);
  });

  it('names the language file and, on an entry screen or a hinted area screen, its files and key groups in the head (issues 10, 28)', async () => {
    const head = async (route: string, headers: Record<string, string> = {}) => decoded(await raw(route, { headers: { 'Accept-Encoding': 'br', ...headers } }));
    const events = await head('/events', { 'Accept-Language': 'de-AT,de;q=0.9,en;q=0.5' });
    expect(events).toContain('<html lang="de"');
    expect(events).toContain('<link rel="preload" href="/locales/de/shell.json" as="fetch" crossorigin>');
    expect(events).toContain('<link rel="modulepreload" crossorigin href="/assets/events-abc123.js">');
    expect(events).toContain('<link rel="preload" href="/assets/events-abc123.css" as="style" crossorigin>');
    // Another screen gets the language file only; the cookie the SPA keeps beats the header, ?lng beats both.
    const job = await head('/jobs/abc', { 'Accept-Language': 'de', Cookie: 'theme=x; i18next=fr' });
    expect(job).toContain('/locales/fr/shell.json');
    expect(job).not.toContain('modulepreload');
    // A screen's key groups in the reader's language, beside the shell file.
    const support = await head('/support', { 'Accept-Language': 'it' });
    for (const group of ['shell', 'site', 'sitePageSupport']) expect(support).toContain(`<link rel="preload" href="/locales/it/${group}.json" as="fetch" crossorigin>`);
    expect(support).toContain('<link rel="modulepreload" crossorigin href="/assets/public-page-abc123.js">');
    expect(events).not.toContain('site.json');
    expect(await head('/EVENTS/?lng=pl', { Cookie: 'i18next=fr' })).toContain('/locales/pl/shell.json');
    // Nonsense in either falls back to English; nothing from the request reaches the page but a known language.
    const odd = await head('/events', { 'Accept-Language': '"><script>x</script>', Cookie: 'i18next=<b>' });
    expect(odd).toContain('/locales/en/shell.json');
    expect(odd).not.toContain('<script>x');
  });
});

describe('JSON answers', () => {
  const listBody = JSON.stringify({ page: 1, limit: 15, ip: '' });
  const post = (urlPath: string, body: string, encoding?: string) =>
    raw(urlPath, { method: 'POST', body, headers: { 'Content-Type': 'application/json', ...(encoding ? { 'Accept-Encoding': encoding } : {}) } });

  it('compresses the event list for clients that take it, the same JSON in every coding, kept between requests', async () => {
    const plain = await post('/api/getEvents/no', listBody);
    expect(plain.status).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.length).toBeGreaterThan(1024);
    const events = (JSON.parse(plain.body.toString()) as { events: unknown[] }).events;
    expect(events).toHaveLength(15);

    const br = await post('/api/getEvents/no', listBody, 'gzip, br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(br.headers.vary).toContain('Accept-Encoding');
    expect(Number(br.headers['content-length'])).toBe(br.body.length);
    expect(br.body.length).toBeLessThan(plain.body.length / 3);
    expect(decoded(br)).toBe(plain.body.toString());
    // A cache hit sends the very bytes compressed for the first request.
    expect((await post('/api/getEvents/no', listBody, 'gzip, br')).body.equals(br.body)).toBe(true);

    const gzip = await post('/api/getEvents/no', listBody, 'gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(decoded(gzip)).toBe(plain.body.toString());
  });

  it('compresses other JSON answers of 1 KB and more through res.json/res.send', async () => {
    const list = JSON.parse((await post('/api/getEvents/no', listBody)).body.toString()) as { events: { link: string }[] };
    const detailBody = JSON.stringify({ link: list.events[0]?.link });
    const plain = await post('/api/get/event/no', detailBody);
    expect(plain.body.length).toBeGreaterThan(1024);
    const gzip = await post('/api/get/event/no', detailBody, 'gzip');
    expect(gzip.status).toBe(200);
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gzip.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(Number(gzip.headers['content-length'])).toBe(gzip.body.length);
    expect(decoded(gzip)).toBe(plain.body.toString());
  });

  it('leaves small answers as they are', async () => {
    const empty = await post('/api/getEvents/no', JSON.stringify({ page: 99, limit: 15, ip: '' }), 'br, gzip');
    expect(empty.status).toBe(200);
    expect(empty.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(empty.body.toString())).toEqual({ msg: 'success', events: [] });

    const problem = await post('/api/no-such-route', '{}', 'br, gzip');
    expect(problem.status).toBe(404);
    expect(problem.headers['content-encoding']).toBeUndefined();
    expect(problem.headers['content-type']).toContain('application/problem+json');
  });
});
