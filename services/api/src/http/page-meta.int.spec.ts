import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { openTestDb, type TestDb } from '@fast-track/shared/testing/test-db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventDetails, publish, registerHost, startApi, uuidFor, type RunningApi } from '../testing/api-fixture.ts';

// Issue 27, link previews: the SPA's pages carry Open Graph and Twitter tags, canonical and hreflang links written by
// the server (http/page-meta.ts), since LinkedIn's, WhatsApp's and Slack's crawlers run no JavaScript. An event a
// visitor may see previews as itself; anything else previews as the site. Everything written is escaped.

let testDb: TestDb;
let api: RunningApi;
let webDist: string;

const publicUrl = 'https://fast-track.example';
const hostile = uuidFor(601);
const restricted = uuidFor(602);
const plain = uuidFor(603);
const linkOf = (id: string): string => `kestrel-partners-event-${id.slice(-12)}`;
const hostileTitle = `"><script>alert(1)</script> Tom & Jerry's $& $'`;
const shell =
  '<!doctype html><html lang="en"><head><meta name="description" content="The site &amp; its description." /><title>Fast-Track</title></head><body><div id="root"></div></body></html>';

beforeAll(async () => {
  testDb = await openTestDb();
  webDist = mkdtempSync(path.join(tmpdir(), 'ft-page-meta-'));
  writeFileSync(path.join(webDist, 'index.html'), shell);
  await registerHost(testDb.db);
  const soon = Date.now() + 86_400_000;
  await publish(
    testDb.db,
    eventDetails(hostile, soon, { title: hostileTitle, description: '<p>Meet the <b>desk</b> &amp; ask "anything"</p>', img: '/uploads/cover "x".png' }),
  );
  await publish(testDb.db, eventDetails(restricted, soon, { title: 'Members only', visibility: 'members' }));
  await publish(testDb.db, eventDetails(plain, soon, { title: 'Plain event', img: '//evil.example/x.png' }));
  api = await startApi(testDb.db, { webDist, publicUrl });
});

afterAll(async () => {
  await api.close();
  await testDb.dispose();
  rmSync(webDist, { recursive: true, force: true });
});

const page = async (urlPath: string, headers: Record<string, string> = {}): Promise<{ status: number; text: string }> => {
  const res = await fetch(`${api.url}${urlPath}`, { headers });
  return { status: res.status, text: await res.text() };
};

/** Every <meta property|name=… content=…> of the head, decoded as a crawler's HTML parser would. */
function metaTags(html: string): Map<string, string[]> {
  const decode = (s: string) => s.replace(/&quot;/g, '"').replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&#39;/g, "'").replace(/&amp;/g, '&');
  const tags = new Map<string, string[]>();
  for (const m of html.matchAll(/<meta (?:property|name)="([^"]+)" content="([^"]*)"/g)) tags.set(m[1]!, [...(tags.get(m[1]!) ?? []), decode(m[2]!)]);
  return tags;
}
const one = (tags: Map<string, string[]>, name: string): string | undefined => tags.get(name)?.[0];

describe('link-preview tags written by the server', () => {
  it("a shared event link previews as the event: its title, plain-text description, cover, URL and the reader's locale", async () => {
    const { status, text } = await page(`/event/${linkOf(hostile)}`, { 'accept-language': 'de-DE,de;q=0.9' });
    expect(status).toBe(200);
    const tags = metaTags(text);
    expect(one(tags, 'og:title')).toBe(`${hostileTitle} · Fast-Track`);
    expect(one(tags, 'twitter:title')).toBe(`${hostileTitle} · Fast-Track`);
    expect(one(tags, 'og:description')).toBe('Meet the desk & ask "anything"');
    expect(one(tags, 'og:image')).toBe(`${publicUrl}/uploads/cover%20%22x%22.png`);
    expect(one(tags, 'twitter:image')).toBe(one(tags, 'og:image'));
    expect(one(tags, 'twitter:card')).toBe('summary_large_image');
    expect(one(tags, 'og:url')).toBe(`${publicUrl}/event/${linkOf(hostile)}`);
    expect(one(tags, 'og:locale')).toBe('de_DE');
    expect(tags.get('og:locale:alternate')).toEqual(['en_GB', 'fr_FR', 'pl_PL', 'es_ES', 'it_IT']);
    // Escaped everywhere: the hostile title opens no element and closes no attribute.
    expect(text).not.toContain('<script>alert(1)');
    expect(text).toContain(`<title>&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt; Tom &amp; Jerry&#39;s $&amp; $&#39; · Fast-Track</title>`);
    expect(text.match(/<title>/g)).toHaveLength(1);
    expect(text.match(/<meta name="description"/g)).toHaveLength(1);
  });

  it('names the canonical URL and one alternate per language (?lng=xx) plus x-default', async () => {
    const { text } = await page(`/event/${linkOf(hostile)}?utm_source=linkedin`);
    expect(text).toContain(`<link rel="canonical" href="${publicUrl}/event/${linkOf(hostile)}">`);
    const alternates = [...text.matchAll(/<link rel="alternate" hreflang="([^"]+)" href="([^"]+)">/g)].map((m) => [m[1], m[2]]);
    expect(alternates).toEqual([
      ...['en', 'de', 'fr', 'pl', 'es', 'it'].map((l) => [l, `${publicUrl}/event/${linkOf(hostile)}?lng=${l}`]),
      ['x-default', `${publicUrl}/event/${linkOf(hostile)}`],
    ]);
    // A page asked for in one language is that language's canonical page.
    const french = await page(`/event/${linkOf(hostile)}?lng=fr`);
    expect(french.text).toContain(`<link rel="canonical" href="${publicUrl}/event/${linkOf(hostile)}?lng=fr">`);
    expect(one(metaTags(french.text), 'og:locale')).toBe('fr_FR');
  });

  it('an image that is neither a site path nor https is left out, never written', async () => {
    const { text } = await page(`/event/${linkOf(plain)}`);
    const tags = metaTags(text);
    expect(one(tags, 'og:title')).toBe('Plain event · Fast-Track');
    expect(tags.has('og:image')).toBe(false);
    expect(one(tags, 'twitter:card')).toBe('summary');
    // (The page data carries the event as the detail call answers it; no tag names the image.)
    expect(text).not.toMatch(/<(?:meta|link)[^>]*evil\.example/);
  });

  it.each([
    ['an unknown link', '/event/no-such-event-000000000000'],
    ['an event kept to its audience', `/event/${linkOf(restricted)}`],
    ['a link Postgres could not take', '/event/%00bad'],
    ['any other page', '/employer'],
    ['a company link that cannot be one', '/company/kestrel'],
    ['a job id that is not a uuid', '/jobs/not-a-uuid'],
    ['an unknown job', `/jobs/${uuidFor(699)}`],
    ['an unknown article', '/magazine/no-such-article'],
  ])("%s previews as the site (200: the SPA's page, as before)", async (_case, urlPath) => {
    const { status, text } = await page(urlPath);
    expect(status).toBe(200);
    const tags = metaTags(text);
    expect(one(tags, 'og:title')).toBe('Fast-Track');
    expect(one(tags, 'og:description')).toBe('The site & its description.');
    expect(one(tags, 'og:image')).toBe(`${publicUrl}/images/logo.svg`);
    expect(text).not.toContain('Members only');
  });

  it('a missing file is still a 404, not a page with tags', async () => {
    expect((await page('/assets/gone-abc123.js')).status).toBe(404);
    expect((await page('/images/none.png')).status).toBe(404);
  });

  it('robots.txt lets crawlers read the pages, not the API, and names the sitemap', async () => {
    const res = await fetch(`${api.url}/robots.txt`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/plain');
    const text = await res.text();
    expect(text).toContain('Disallow: /api/');
    expect(text).toContain(`Sitemap: ${publicUrl}/sitemap.xml`);
    expect((await fetch(`${api.url}/sitemap.xml`)).status).toBe(200);
  });
});
