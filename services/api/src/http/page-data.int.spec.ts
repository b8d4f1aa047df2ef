import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { openTestDb, type TestDb } from '@fast-track/shared/testing/test-db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventDetails, publish, registerHost, startApi, uuidFor, type RunningApi } from '../testing/api-fixture.ts';

// Issue 10, LCP of the event page: a visitor's /event/{link} page carries the detail call's answer (and a preload
// of the cover), so the page paints without a round trip after the script. Only what a visitor may see goes in.

let testDb: TestDb;
let api: RunningApi;
let webDist: string;

const hostile = uuidFor(501);
const restricted = uuidFor(502);
const plain = uuidFor(503);
const linkOf = (id: string): string => `kestrel-partners-event-${id.slice(-12)}`;

beforeAll(async () => {
  testDb = await openTestDb();
  webDist = mkdtempSync(path.join(tmpdir(), 'ft-page-data-'));
  writeFileSync(path.join(webDist, 'index.html'), '<!doctype html><html lang="en"><head><title>x</title></head><body><div id="root"></div></body></html>');
  await registerHost(testDb.db);
  const soon = Date.now() + 86_400_000;
  // A title that would end the script element, open a comment, or be read as a replacement pattern ($&, $').
  await publish(testDb.db, eventDetails(hostile, soon, { title: `</script><script>alert(1)</script><!-- $& $' \u2028 & >` }));
  await publish(testDb.db, eventDetails(restricted, soon, { visibility: 'members' }));
  await publish(testDb.db, eventDetails(plain, soon, { img: '//evil.example/x.png' }));
  api = await startApi(testDb.db, { webDist });
});

afterAll(async () => {
  await api.close();
  await testDb.dispose();
  rmSync(webDist, { recursive: true, force: true });
});

const page = async (urlPath: string): Promise<{ status: number; text: string }> => {
  const res = await fetch(`${api.url}${urlPath}`);
  return { status: res.status, text: await res.text() };
};

/** The carried answer, parsed as the SPA does (lib/page-data.ts): the element's text through JSON.parse. */
function carried(html: string): { key: string; answer: unknown } | undefined {
  const match = /<script type="application\/json" id="page-data" data-key="([^"]*)">([\s\S]*?)<\/script>/.exec(html);
  return match ? { key: match[1] ?? '', answer: JSON.parse(match[2] ?? '') as unknown } : undefined;
}

describe('the event page a visitor opens carries the event', () => {
  it('carries exactly the answer the detail call gives a visitor, and preloads the cover', async () => {
    const { status, text } = await page(`/event/${linkOf(hostile)}`);
    expect(status).toBe(200);
    const found = carried(text);
    expect(found?.key).toBe(`event:${linkOf(hostile)}`);
    const viaCall = await fetch(`${api.url}/api/get/event/no`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ link: linkOf(hostile) }),
    });
    expect(found?.answer).toEqual(await viaCall.json());
    expect(text).toContain('<link rel="preload" as="image" href="/images/events/cover-1.svg" fetchpriority="high">');
  });

  it('cannot close its element or open markup, whatever the host wrote', async () => {
    const { text } = await page(`/event/${linkOf(hostile)}`);
    const body = text.slice(text.indexOf('id="page-data"'));
    // One script element: the title's '</script>' and '<!--' are escaped, so the element ends where it should.
    expect(body.match(/<\/script>/g)).toHaveLength(1);
    expect(body).not.toContain('<!--');
    expect(body).not.toContain('<script>alert');
    expect(text.match(/id="page-data"/g)).toHaveLength(1);
  });

  it('carries nothing a visitor may not see, and nothing for paths that are not an event', async () => {
    for (const urlPath of [
      `/event/${linkOf(restricted)}`,
      '/event/no-such-event',
      '/event/%00null',
      '/event/%E0%A4%A',
      `/event/${'x'.repeat(300)}`,
      '/events',
      '/',
    ]) {
      const { status, text } = await page(urlPath);
      expect(status, urlPath).toBe(200);
      expect(carried(text), urlPath).toBeUndefined();
    }
  });

  it('hints only a cover on our own origin', async () => {
    const { text } = await page(`/event/${linkOf(plain)}`);
    expect(carried(text)).toBeDefined();
    expect(text).not.toContain('rel="preload" as="image"');
  });
});
