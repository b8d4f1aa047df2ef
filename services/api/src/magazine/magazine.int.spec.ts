import type { TestDb } from '@fast-track/shared/testing/test-db';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestAdmin, registerCareerCenter, registerEmployer, signInAdmin } from '../testing/audiences.ts';
import { setUpStudentApi } from '../testing/student-api-suite.ts';
import { articlePageMeta } from './read-models/articles.queries.ts';
import { bearer, registerStudent, uniqueAddress, type StudentApi } from '../testing/student-api.ts';

// The magazine on real Postgres (issue 15): only admins write; the body is sanitised before it is stored; bad input
// is a 400 with nothing written; readers see published articles newest first, page by page, and nothing scheduled.

let testDb: TestDb;
let api: StudentApi;
setUpStudentApi((started) => ({ testDb, api } = started), { adminLoginPath: '/ops-door-magazine-3q' });

let admin: string;
const others: Record<string, string> = {};
const written = async () =>
  Number((await testDb.db.query<{ n: string }>(`SELECT count(*) AS n FROM events WHERE type LIKE 'Article%'`)).rows[0]!.n);

async function call(method: string, path: string, token?: string, body?: unknown) {
  const res = await fetch(`${api.url}${path}`, {
    method,
    headers: { ...(body === undefined ? {} : { 'content-type': 'application/json' }), ...(token ? bearer(token) : {}) },
    ...(body === undefined ? {} : { body: typeof body === 'string' ? body : JSON.stringify(body) }),
  });
  return { status: res.status, body: (await res.json().catch(() => ({}))) as Record<string, unknown> };
}

const article = (overrides: Record<string, unknown> = {}) => ({
  title: 'How to prepare for a case interview',
  description: 'Five habits of candidates who pass the first round.',
  body: '<h3>Structure</h3><p>Say what you will do <strong>before</strong> you do it.</p>',
  cover: null,
  language: 'en',
  publishAt: new Date(api.clock.now - 60_000).toISOString(),
  ...overrides,
});

beforeAll(async () => {
  admin = await signInAdmin(api, await createTestAdmin(testDb.db, api));
  others['student'] = await registerStudent(api, uniqueAddress('magazine'));
  others['employer'] = (await registerEmployer(api)).token;
  others['careerCenter'] = (await registerCareerCenter(api)).token;
});

describe('writing articles', () => {
  it('lets an admin write one, sanitising the body on the server', async () => {
    const hostile = '<p onclick="steal()">Hi<script>alert(1)</script> <a href="javascript:alert(1)">x</a> <img src=x onerror=alert(1)></p>';
    const res = await call('POST', '/api/admin/magazine', admin, article({ body: hostile }));
    expect(res.status).toBe(201);
    const link = res.body['link'] as string;
    expect(link).toMatch(/^how-to-prepare-for-a-case-interview-[0-9a-f]{8}$/);
    const page = await call('GET', `/api/magazine/${link}`);
    expect(page.status).toBe(200);
    const body = (page.body['article'] as { body: string }).body;
    expect(body).toContain('Hi');
    expect(body).not.toMatch(/script|onclick|onerror|javascript:|<img/);
  });

  it.each(['student', 'employer', 'careerCenter', 'visitor'])('refuses a %s, writing nothing', async (who) => {
    const before = await written();
    const res = await call('POST', '/api/admin/magazine', others[who], article());
    expect([401, 403]).toContain(res.status);
    expect(await written()).toBe(before);
    expect([401, 403]).toContain((await call('GET', '/api/admin/magazine', others[who])).status);
  });

  it.each([
    ['no title', { title: '  ' }],
    ['a body that is only markup', { body: '<p><script>x</script></p>' }],
    ['an unknown language', { language: 'nl' }],
    ['a date that is not one', { publishAt: 'tomorrow' }],
    ['a cover that was never uploaded', { cover: '/api/files/aaaaaaaaaaaaaaaaaaaaaaaa' }],
    ['a cover elsewhere', { cover: 'https://evil.example.com/x.png' }],
    ['a NUL byte', { title: 'A\u0000' }],
    ['a lone surrogate', { description: '\uDC00' }],
    ['a wrong type', { title: 42 }],
  ])('refuses %s with 400, writing nothing', async (_label, overrides) => {
    const before = await written();
    const res = await call('POST', '/api/admin/magazine', admin, article(overrides));
    expect(res.status).toBe(400);
    expect(await written()).toBe(before);
  });

  it('takes an uploaded cover, and edits and withdraws an article', async () => {
    const form = new FormData();
    const png = await sharp({ create: { width: 320, height: 160, channels: 3, background: '#224466' } }).png().toBuffer();
    form.append('file', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'cover.png');
    const uploaded = await fetch(`${api.url}/api/uploads/image`, { method: 'POST', headers: bearer(admin), body: form });
    expect(uploaded.status).toBe(201);
    const cover = ((await uploaded.json()) as { file: { url: string } }).file.url;
    const created = await call('POST', '/api/admin/magazine', admin, article({ title: 'Spotlight: Kestrel Partners', cover }));
    expect(created.status).toBe(201);
    const id = created.body['articleId'] as string;
    expect((await call('POST', `/api/admin/magazine/${id}`, admin, article({ title: 'Spotlight: Kestrel', cover, language: 'de' }))).status).toBe(200);
    const edited = await call('GET', `/api/magazine/${created.body['link'] as string}`);
    expect(edited.body['article']).toMatchObject({ title: 'Spotlight: Kestrel', language: 'de', cover });
    expect((await call('POST', `/api/admin/magazine/${id}/withdraw`, admin, {})).status).toBe(200);
    expect((await call('GET', `/api/magazine/${created.body['link'] as string}`)).status).toBe(404);
    expect((await call('POST', `/api/admin/magazine/${id}`, admin, article())).status).toBe(404);
  });
});

describe('reading the magazine', () => {
  it('lists published articles newest first, page by page, hiding scheduled ones until their date', async () => {
    const day = 86_400_000;
    for (let i = 1; i <= 10; i += 1) {
      const res = await call('POST', '/api/admin/magazine', admin, article({ title: `Paged ${i}`, publishAt: new Date(api.clock.now - (20 - i) * day).toISOString() }));
      expect(res.status).toBe(201);
    }
    const scheduled = await call('POST', '/api/admin/magazine', admin, article({ title: 'Next week', publishAt: new Date(api.clock.now + 7 * day).toISOString() }));
    const first = await call('GET', '/api/magazine?page=1');
    const titles = (first.body['articles'] as { title: string }[]).map((a) => a.title);
    expect(first.body['pageSize']).toBe(9);
    expect(titles).not.toContain('Next week');
    const dates = (first.body['articles'] as { publishAt: string }[]).map((a) => a.publishAt);
    expect([...dates].sort().reverse()).toEqual(dates);
    const total = first.body['total'] as number;
    const second = await call('GET', '/api/magazine?page=2');
    expect((first.body['articles'] as unknown[]).length + (second.body['articles'] as unknown[]).length).toBe(Math.min(total, 18));
    expect((await call('GET', `/api/magazine/${scheduled.body['link'] as string}`)).status).toBe(404);
    expect((await call('GET', '/api/admin/magazine', admin)).body['articles']).toEqual(
      expect.arrayContaining([expect.objectContaining({ title: 'Next week' })]),
    );
    api.clock.advance(8 * day);
    expect((await call('GET', `/api/magazine/${scheduled.body['link'] as string}`)).status).toBe(200);
    const sitemap = await (await api.get('/sitemap.xml')).text();
    expect(sitemap).toContain(`/magazine/${scheduled.body['link'] as string}</loc>`);
  });

  it('lists the reader’s language first, then the others, each newest first (issue 23)', async () => {
    const day = 86_400_000;
    for (const [title, language, daysAgo] of [['Polski starszy', 'pl', 30], ['English newest', 'en', 0], ['Polski nowszy', 'pl', 29]] as const) {
      expect((await call('POST', '/api/admin/magazine', admin, article({ title, language, publishAt: new Date(api.clock.now - daysAgo * day - 1000).toISOString() }))).status).toBe(201);
    }
    const polish = await call('GET', '/api/magazine?page=1&language=pl');
    const listed = polish.body['articles'] as { title: string; language: string; publishAt: string }[];
    const firstOther = listed.findIndex((a) => a.language !== 'pl');
    expect(listed.slice(0, 2).map((a) => a.title)).toEqual(['Polski nowszy', 'Polski starszy']);
    expect(firstOther).toBeGreaterThanOrEqual(2);
    expect(listed.slice(firstOther).every((a) => a.language !== 'pl')).toBe(true);
    const others = listed.slice(firstOther).map((a) => a.publishAt);
    expect([...others].sort().reverse()).toEqual(others);
    // Nothing is hidden: the same articles in all, the same total.
    const plain = await call('GET', '/api/magazine?page=1');
    expect(polish.body['total']).toBe(plain.body['total']);
    expect((plain.body['articles'] as { title: string }[]).map((a) => a.title)).not.toEqual(listed.map((a) => a.title));
  });

  it('previews a shared article link as the article (link-preview tags, http/page-meta.ts), a scheduled one as the site', async () => {
    const published = await call('POST', '/api/admin/magazine', admin, article({ title: 'Preview me', description: 'Tea & <b>biscuits</b>' }));
    const scheduled = await call('POST', '/api/admin/magazine', admin, article({ title: 'Not yet', publishAt: new Date(api.clock.now + 86_400_000).toISOString() }));
    const meta = articlePageMeta(testDb.db, () => api.clock.now);
    const shown = (await call('GET', `/api/magazine/${published.body['link'] as string}`)).body['article'] as { description: string };
    expect(await meta(`/magazine/${published.body['link'] as string}`)).toEqual({
      title: 'Preview me · Fast-Track',
      description: shown.description.replace(/<[^>]*>/g, '').replace(/&amp;/g, '&'),
      type: 'article',
    });
    expect(await meta(`/magazine/${scheduled.body['link'] as string}`)).toBeUndefined();
    expect(await meta('/magazine/%00')).toBeUndefined();
    expect(await meta('/magazine')).toBeUndefined();
  });

  it('answers a bad page, language or link with 400', async () => {
    expect((await call('GET', '/api/magazine?language=xx')).status).toBe(400);
    expect((await call('GET', '/api/magazine?language=en&language=de')).status).toBe(400);
    expect((await call('GET', '/api/magazine?page=0')).status).toBe(400);
    expect((await call('GET', '/api/magazine?page=abc')).status).toBe(400);
    expect((await call('GET', '/api/magazine/%00')).status).toBe(400);
  });
});
