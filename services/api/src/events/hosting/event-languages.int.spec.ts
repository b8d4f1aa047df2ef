import type { TestDb } from '@fast-track/shared/testing/test-db';
import { beforeAll, describe, expect, it } from 'vitest';
import { bearer, registerStudent, uniqueAddress, type StudentApi } from '../../testing/student-api.ts';
import { setUpStudentApi } from '../../testing/student-api-suite.ts';
import { call, eventForm, hostingWorld, type HostingWorld } from '../testing/hosting-world.ts';

// Content in several languages (issue 25 part 6) on real Postgres: a host writes an event in German with English
// and French versions, edits them with If-Match, the public document carries every version, refusals name the
// version's field and write nothing, and the feed's search matches every language's title and shows the versions' titles.

let testDb: TestDb;
let api: StudentApi;
let world: HostingWorld;
setUpStudentApi((started) => ({ testDb, api } = started), { adminLoginPath: '/ops-door-languages-8c3' });
beforeAll(async () => {
  world = await hostingWorld(testDb.db, api);
});

const base = () => `/api/organisations/${world.companyId}/events`;
const count = async () => Number((await testDb.db.query<{ n: string }>('SELECT count(*) AS n FROM events')).rows[0]!.n);
const errorPaths = (body: Record<string, unknown>) => ((body['errors'] as { path: string }[] | undefined) ?? []).map((e) => e.path);
const english = { title: 'Autumn Open Day', description: '<p>Meet the <strong>team</strong>.</p>' };
const french = { title: 'Journée portes ouvertes d’automne', description: '<p>Rencontrez l’équipe.<script>alert(1)</script></p>' };
const multilingual = (overrides: Record<string, unknown> = {}) =>
  eventForm({ title: 'Herbst-Tag der offenen Tür', description: '<p>Lerne das Team kennen.</p>', sourceLanguage: 'de', translations: { en: english, fr: french }, ...overrides });

describe('an event in several languages', () => {
  it('is saved with every version, given back to the editor, and public with all of them', async () => {
    const created = await call(api, 'POST', base(), world.owner.token, { ...multilingual(), publish: true });
    expect(created.status).toBe(201);
    const event = created.body['event'] as Record<string, unknown>;
    // Each version is sanitised like the source.
    const frenchStored = { ...french, description: '<p>Rencontrez l’équipe.</p>' };
    expect(event).toMatchObject({ sourceLanguage: 'de', translations: { en: english, fr: frenchStored } });
    const loaded = await call(api, 'GET', `${base()}/${String(event['uniqueId'])}`, world.owner.token);
    expect(loaded.body['event']).toMatchObject({ sourceLanguage: 'de', translations: { en: english, fr: frenchStored } });
    const page = await call(api, 'POST', '/api/get/event/no', undefined, { link: event['link'] });
    expect(page.body['event']).toMatchObject({ title: 'Herbst-Tag der offenen Tür', sourceLanguage: 'de', translations: { en: english, fr: frenchStored } });
  });

  it('an English event without versions answers as before: English source, no versions in the document', async () => {
    const created = await call(api, 'POST', base(), world.owner.token, { ...eventForm({ title: 'Plain English Evening' }), publish: true });
    expect(created.body['event']).toMatchObject({ sourceLanguage: 'en', translations: {} });
    const page = await call(api, 'POST', '/api/get/event/no', undefined, { link: (created.body['event'] as { link: string }).link });
    expect(Object.keys(page.body['event'] as object)).not.toContain('translations');
    expect(Object.keys(page.body['event'] as object)).not.toContain('sourceLanguage');
  });

  it('removes a version through an If-Match edit; a stale copy is refused', async () => {
    const created = await call(api, 'POST', base(), world.owner.token, { ...multilingual({ title: 'Winter-Tag' }), publish: false });
    const id = String((created.body['event'] as { uniqueId: string }).uniqueId);
    const edited = await call(api, 'POST', `${base()}/${id}/edit`, world.owner.token, multilingual({ title: 'Winter-Tag', translations: { en: english } }), { 'if-match': '"1"' });
    expect(edited.status).toBe(200);
    expect(edited.etag).toBe('"2"');
    expect((edited.body['event'] as { translations: object }).translations).toEqual({ en: english });
    const stale = await call(api, 'POST', `${base()}/${id}/edit`, world.colleague.token, multilingual({ title: 'Winter-Tag' }), { 'if-match': '"1"' });
    expect(stale.status).toBe(412);
  });

  it('refuses a bad version naming its field, and writes nothing', async () => {
    const before = await count();
    const cases: [Record<string, unknown>, string][] = [
      [{ translations: { en: { ...english, title: 'x' } } }, 'translations.en.title'],
      [{ translations: { de: english } }, 'translations.de'],
      [{ translations: { nl: english } }, 'translations'],
      [{ translations: { en: { title: english.title } } }, 'translations.en.description'],
      [{ translations: { en: { ...english, extra: 'field' } } }, 'translations.en'],
      [{ sourceLanguage: 'xx' }, 'sourceLanguage'],
    ];
    for (const [overrides, path] of cases) {
      const refused = await call(api, 'POST', base(), world.owner.token, { ...multilingual(overrides), publish: false });
      expect(refused.status, path).toBe(400);
      expect(errorPaths(refused.body).some((p) => p.startsWith(path)), `${path}: ${JSON.stringify(refused.body)}`).toBe(true);
    }
    expect(await count()).toBe(before);
  });

  it('is found by the feed’s search in any of its languages', async () => {
    const student = await registerStudent(api, uniqueAddress('lena'));
    await call(api, 'POST', base(), world.owner.token, { ...multilingual({ title: 'Sommer-Kamingespräch', translations: { fr: { ...french, title: 'Causerie estivale' } } }), publish: true });
    const titles = async (q: string) =>
      ((await (await api.get(`/api/student/feed?kind=event&q=${encodeURIComponent(q)}`, bearer(student))).json()) as { items: { title: string }[] }).items.map((i) => i.title);
    expect(await titles('causerie')).toEqual(['Sommer-Kamingespräch']);
    expect(await titles('kamingespräch')).toEqual(['Sommer-Kamingespräch']);
    // The item carries the versions' titles, so the student's feed shows the one in their language.
    const feed = (await (await api.get('/api/student/feed?kind=event&q=causerie', bearer(student))).json()) as { items: Record<string, unknown>[] };
    expect(feed.items[0]).toMatchObject({ sourceLanguage: 'de', translations: { fr: { title: 'Causerie estivale' } } });
    expect(Object.keys((feed.items[0]!['translations'] as object))).toEqual(['fr']);
  });

  it('the company page and the host’s list carry the versions’ titles', async () => {
    await call(api, 'POST', base(), world.owner.token, { ...multilingual({ title: 'Frühjahrs-Karriereabend', translations: { en: { ...english, title: 'Spring Careers Evening' } } }), publish: true });
    const link = ((await call(api, 'GET', `/api/organisations/${world.companyId}/company/profile`, world.owner.token)).body['company'] as { link: string }).link;
    const page = await call(api, 'GET', `/api/company/${link}`);
    const listed = (page.body['events'] as Record<string, unknown>[]).find((e) => e['title'] === 'Frühjahrs-Karriereabend');
    expect(listed).toMatchObject({ sourceLanguage: 'de', translations: { en: { title: 'Spring Careers Evening' } } });
    expect(Object.keys(listed!['translations'] as object)).toEqual(['en']);
    const own = (await call(api, 'GET', base(), world.owner.token)).body['events'] as Record<string, unknown>[];
    expect(own.find((e) => e['title'] === 'Frühjahrs-Karriereabend')).toMatchObject({ sourceLanguage: 'de', translations: { en: { title: 'Spring Careers Evening' } } });
  });
});
