import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { rebuildProjections } from '@fast-track/shared/event-store/rebuild';
import { createLogger } from '@fast-track/shared/logger';
import type { TestDb } from '@fast-track/shared/testing/test-db';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runOrganisationCommand } from '../organisations/index.ts';
import { projections } from '../projections.ts';
import { localBlobStore } from '../storage/index.ts';
import { storeImage } from '../uploads/index.ts';
import { createTestAdmin, registerEmployer, signInAdmin, workAddress, type Registered } from '../testing/audiences.ts';
import { bearer, registerStudent, uniqueAddress, type StudentApi } from '../testing/student-api.ts';
import { setUpStudentApi } from '../testing/student-api-suite.ts';
import { importExternalLogos } from './logo-import.ts';

// Issue 25: a company is created with an uploaded logo and cover, a description and an https website; external image
// URLs are refused (400, nothing written); the logos of older companies are fetched once into storage or dropped;
// the admin's review card gets what helps judge a company. Real Postgres, the real app, a real file store.

const files = mkdtempSync(path.join(tmpdir(), 'ft-company-images-'));
const store = localBlobStore(files);
let testDb: TestDb;
let api: StudentApi;
setUpStudentApi((started) => ({ testDb, api } = started), { adminLoginPath: '/ops-door-images-4q8', blobStore: store });
afterAll(() => rmSync(files, { recursive: true, force: true }));

interface Answer {
  status: number;
  body: Record<string, unknown>;
}
async function call(method: string, path: string, token?: string, body?: unknown): Promise<Answer> {
  const res = await fetch(`${api.url}${path}`, {
    method,
    headers: { ...(body === undefined ? {} : { 'content-type': 'application/json' }), ...(token ? bearer(token) : {}) },
    ...(body === undefined ? {} : { body: typeof body === 'string' ? body : JSON.stringify(body) }),
  });
  return { status: res.status, body: (await res.json().catch(() => ({}))) as Record<string, unknown> };
}
async function upload(token: string, bytes: Buffer, type = 'image/png'): Promise<string> {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(bytes)], { type }), 'image.png');
  const res = await fetch(`${api.url}/api/uploads/image`, { method: 'POST', headers: bearer(token), body: form });
  if (res.status !== 201) throw new Error(`upload answered ${res.status}`);
  return ((await res.json()) as { file: { url: string } }).file.url;
}
const pngOf = (colour: string, width = 64, height = 64) => sharp({ create: { width, height, channels: 3, background: colour } }).png().toBuffer();
const eventCount = async () => Number((await testDb.db.query<{ n: string }>('SELECT count(*) AS n FROM events')).rows[0]!.n);
const companiesOf = async (accountId: string) =>
  Number((await testDb.db.query<{ n: string }>('SELECT count(*) AS n FROM organisation_members WHERE account_id = $1', [accountId])).rows[0]!.n);

const form = (overrides: Record<string, unknown> = {}) => ({
  name: 'Lumen Advisory',
  website: 'https://lumen.example.com',
  industry: 'Consulting',
  size: '11-50',
  country: 'Germany',
  description: 'Lumen advises mid-sized firms on their first acquisitions.\nTwo offices, one team.',
  ...overrides,
});

const domain = `lumen-${Date.now().toString(36)}.example.com`;
let creator: Registered;
let logo: string;
let cover: string;
beforeAll(async () => {
  creator = await registerEmployer(api, workAddress('lena', domain));
  logo = await upload(creator.token, await pngOf('#224466'));
  cover = await upload(creator.token, await pngOf('#664422', 320, 120));
});

describe('creating a company with its images, description and website', () => {
  it.each([
    ['an external logo URL', { logo: 'https://cdn.example.com/logo.png' }],
    ['an external cover URL', { cover: 'https://cdn.example.com/cover.png' }],
    ['a data: logo', { logo: 'data:image/png;base64,iVBORw0KGgo=' }],
    ['an uploaded-looking logo that we do not hold', { logo: `/api/files/${'b'.repeat(64)}` }],
    ['an http website', { website: 'http://lumen.example.com' }],
    ['a javascript: website', { website: 'javascript:alert(1)' }],
    ['a NUL in the description', { description: 'Lumen\u0000Advisory' }],
    ['a bidi override in the description', { description: 'Lumen \u202eyrosivdA' }],
    ['a description of 4,001 characters', { description: 'x'.repeat(4001) }],
    ['a logo of the wrong type', { logo: 12 }],
    ['a description of the wrong type', { description: ['a'] }],
    ['an unknown field', { logoUrl: 'https://cdn.example.com/logo.png' }],
  ])('refuses %s with 400 and writes nothing', async (_what, change) => {
    const before = await eventCount();
    const answer = await call('POST', '/api/companies', creator.token, form(change));
    expect(answer.status).toBe(400);
    expect(await eventCount()).toBe(before);
    expect(await companiesOf(creator.uniqueId)).toBe(0);
  });

  it('refuses a 1 MB body (413) and other callers (401, 403), writing nothing', async () => {
    const student = await registerStudent(api, uniqueAddress('lumen'));
    const before = await eventCount();
    const huge = await fetch(`${api.url}/api/companies`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...bearer(creator.token) },
      body: JSON.stringify(form({ description: 'x'.repeat(1024 * 1024) })),
    });
    expect(huge.status).toBe(413);
    expect((await call('POST', '/api/companies', undefined, form({ logo }))).status).toBe(401);
    expect((await call('POST', '/api/companies', student, form({ logo }))).status).toBe(403);
    expect(await eventCount()).toBe(before);
  });

  it('creates it with the uploaded logo and cover and the description, which the editor and the served files show', async () => {
    const created = await call('POST', '/api/companies', creator.token, form({ logo, cover, website: `https://www.${domain}` }));
    expect(created.status).toBe(201);
    const organisationId = (created.body['organisation'] as { organisationId: string }).organisationId;
    const loaded = await call('GET', `/api/organisations/${organisationId}/company/profile`, creator.token);
    expect(loaded.body['company']).toMatchObject({
      profile: { logo, cover, website: `https://www.${domain}`, about: 'Lumen advises mid-sized firms on their first acquisitions.\nTwo offices, one team.' },
    });
    const served = await fetch(`${api.url}${logo}`);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect((await sharp(Buffer.from(await served.arrayBuffer())).metadata()).width).toBe(64);
  });
});

describe('the review card of the admin', () => {
  it('shows the sign-up domain against the website, the members by domain and what the company made; admins only', async () => {
    const admin = await signInAdmin(api, await createTestAdmin(testDb.db, api));
    const listed = await call('GET', '/api/admin/organisations?status=pending&kind=company', admin);
    expect(listed.status).toBe(200);
    const row = (listed.body['organisations'] as { name: string; review: unknown }[]).find((o) => o.name === 'Lumen Advisory');
    expect(row?.review).toEqual({
      signUpDomain: domain,
      websiteDomain: domain,
      domainMatch: true,
      members: [{ firstName: expect.any(String) as string, LastName: expect.any(String) as string, role: 'owner', domain }],
      drafted: { events: 0, jobs: 0, challenges: 0 },
    });
    expect((await call('GET', '/api/admin/organisations?status=pending&kind=company', creator.token)).status).toBe(403);
    expect((await call('GET', '/api/admin/organisations?status=pending&kind=company')).status).toBe(401);
  });
});

describe('the logo import of older companies (once, at start-up)', () => {
  let server: Server;
  let base: string;
  beforeAll(async () => {
    const png = await pngOf('#aa3300', 48, 48);
    server = createServer((req, res) => {
      if (req.url === '/logo.png') res.writeHead(200, { 'content-type': 'image/png' }).end(png);
      else if (req.url === '/page.html') res.writeHead(200, { 'content-type': 'text/html' }).end('<html><script>alert(1)</script></html>');
      else if (req.url === '/huge.png') res.writeHead(200, { 'content-type': 'image/png' }).end(Buffer.alloc(64 * 1024, 1));
      else if (req.url === '/slow.png') setTimeout(() => res.writeHead(200, { 'content-type': 'image/png' }).end(png), 2000);
      else res.writeHead(404).end();
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  /** A company as one was created before uploads were required: with a logo URL on another host. */
  async function olderCompany(logoUrl: string): Promise<string> {
    const organisationId = randomUUID();
    const by = randomUUID();
    await runOrganisationCommand(
      { db: testDb.db, projections: projections.inline },
      {
        type: 'CreateOrganisation',
        data: {
          organisationId,
          kind: 'company',
          name: `Older ${organisationId.slice(0, 6)}`,
          profile: { website: 'https://older.example.com', industry: 'Law', size: '1-10', country: 'France', logo: logoUrl },
          university: null,
          emailDomain: 'older.example.com',
          status: 'active',
          createdBy: by,
          now: new Date().toISOString(),
        },
      },
      by,
    );
    return organisationId;
  }
  const logoOf = async (organisationId: string) =>
    (await testDb.db.query<{ logo: string | null }>(`SELECT profile->>'logo' AS logo FROM organisations WHERE organisation_id = $1`, [organisationId])).rows[0]?.logo ?? null;

  it('stores reachable images, drops the rest (no image, too large, too slow, missing), and does it only once', async () => {
    const reachable = await olderCompany(`${base}/logo.png`);
    const dropped = await Promise.all(['/page.html', '/huge.png', '/slow.png', '/missing.png'].map((p) => olderCompany(`${base}${p}`)));
    const deps = {
      db: testDb.db,
      projections: projections.inline,
      logger: createLogger('test', 'silent'),
      now: Date.now,
      storeImage: async (bytes: Buffer, type: string | undefined) => (await storeImage(store, bytes, type)).url,
      timeoutMs: 500,
      maxBytes: 32 * 1024,
    };
    expect(await importExternalLogos(deps)).toEqual({ stored: 1, dropped: 4 });

    const stored = await logoOf(reachable);
    expect(stored).toMatch(/^\/api\/files\/[0-9a-f]{64}$/);
    const served = await fetch(`${api.url}${stored}`);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/png');
    for (const organisationId of dropped) expect(await logoOf(organisationId)).toBeNull();
    const page = await call('GET', `/api/organisations/${reachable}/company/profile`);
    expect(page.status).toBe(401); // members only; the read table above is what every screen reads

    const before = await eventCount();
    expect(await importExternalLogos(deps)).toEqual({ stored: 0, dropped: 0 });
    expect(await eventCount()).toBe(before);
  });

  it('rebuilding the company read tables from the log equals the live ones, imported logos and new facts included', async () => {
    const snapshot = async () => ({
      organisations: (await testDb.db.query(`SELECT organisation_id, profile FROM organisations ORDER BY organisation_id`)).rows,
      pages: (await testDb.db.query('SELECT organisation_id, link_key, profile_version, settings, settings_version FROM company_pages ORDER BY organisation_id')).rows,
    });
    const before = await snapshot();
    await rebuildProjections(testDb.db, { inline: projections.inline.filter((p) => p.tables.includes('company_pages') || p.tables.includes('organisations')), async: [] });
    expect(await snapshot()).toEqual(before);
  });
});
