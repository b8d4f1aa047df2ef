/* eslint-disable @typescript-eslint/no-unsafe-member-access -- response bodies are JSON the assertions check */
import type { TestDb } from '@fast-track/shared/testing/test-db';
import { beforeAll, describe, expect, it } from 'vitest';
import { bearer, type StudentApi } from '../testing/student-api.ts';
import { setUpStudentApi } from '../testing/student-api-suite.ts';
import { challengeForm, challengesWorld, onboardedStudent, send, type Body, type ChallengesWorld } from './testing/challenge-fixtures.ts';

// A challenge in several languages (issue 25 part 6; docs/challenges.md § Languages) on real Postgres: the firm writes
// an English challenge with a German version, edits it with If-Match, refusals name the version's field and write
// nothing; a German reader gets the German texts on the public page, in the attempt and in the review, a Polish
// reader the English ones with `writtenIn`; the feed's search matches the German title.

let testDb: TestDb;
let api: StudentApi;
let world: ChallengesWorld;
setUpStudentApi((started) => ({ testDb, api } = started), { adminLoginPath: '/ops-door-chal-lang-4t' });
beforeAll(async () => {
  world = await challengesWorld(testDb.db, api);
});

const base = () => `/api/organisations/${world.companyId}/challenges`;
const count = async () => Number((await testDb.db.query<{ n: string }>('SELECT count(*) AS n FROM events')).rows[0]!.n);
const paths = (body: Body) => ((body['errors'] as { path: string }[] | undefined) ?? []).map((e) => e.path);
const german = {
  title: 'Bewertungssprint M&A',
  summary: 'Bewerte ein Zielunternehmen und verteidige deine Zahl.',
  learn: ['DCF-Grundlagen', 'Vergleichsunternehmen'],
  material: '<p>Das <strong>Ziel</strong> verdient 12 Mio. im Jahr.<script>alert(1)</script></p>',
  tasks: {
    pick: { prompt: 'Welches Multiple passt?', modelAnswer: 'Muster: EV/EBITDA', feedback: 'Rückmeldung: viele wählten KBV', choices: { a: 'EV/EBITDA', b: 'KBV', c: 'KUV' } },
    risks: { prompt: 'Welche sind Deal-Risiken?', modelAnswer: '', feedback: '', choices: { r1: 'Kundenkonzentration', r2: 'Schlüsselperson', r3: 'Sonniges Wetter', r4: 'Billige Schulden' } },
    ev: { prompt: 'EBITDA ist {{a}} Mio. und das Multiple {{b}}x: wie hoch ist der EV in Mio.?', modelAnswer: '', feedback: '', choices: {} },
    steps: { prompt: 'Ordne die Deal-Schritte.', modelAnswer: '', feedback: '', choices: { s1: 'Teaser', s2: 'NDA', s3: 'LOI', s4: 'SPA' } },
    memo: { prompt: 'Schreibe die Zusammenfassung des Memos.', modelAnswer: 'Muster-Memo', feedback: 'Rückmeldung Memo', choices: {} },
  },
};
const form = (overrides: Record<string, unknown> = {}) => challengeForm(api.clock.now, { translations: { de: german }, ...overrides });

describe('a challenge in several languages', () => {
  it('is saved with its versions (sanitised), edited with If-Match, published, and read by each student in their language', async () => {
    const created = await send(api, 'POST', base(), world.owner.token, form({ translations: { de: { ...german, title: 'Entwurf' } } }));
    expect(created.status, created.text).toBe(201);
    const id = created.body['challenge'].uniqueId as string;
    expect(created.body['challenge'].translations.de.material).toBe('<p>Das <strong>Ziel</strong> verdient 12 Mio. im Jahr.</p>');
    expect(created.body['challenge']).not.toHaveProperty('sourceLanguage');
    const saved = await send(api, 'PUT', `${base()}/${id}`, world.owner.token, form(), { 'if-match': '"1"' });
    expect(saved.status, saved.text).toBe(200);
    expect(saved.body['challenge'].translations.de.title).toBe('Bewertungssprint M&A');
    expect((await send(api, 'PUT', `${base()}/${id}`, world.owner.token, form(), { 'if-match': '"1"' })).status).toBe(412);
    const published = await send(api, 'POST', `${base()}/${id}/publish`, world.owner.token, undefined, { 'if-match': '"2"' });
    expect(published.status, published.text).toBe(200);

    // The public page: the German reader by the SPA's language cookie, another by Accept-Language, a Polish reader.
    const page = async (headers: Record<string, string>) => (await send(api, 'GET', `/api/challenges/${id}`, undefined, undefined, headers));
    const inGerman = await page({ cookie: 'i18next=de' });
    expect(inGerman.body['challenge']).toMatchObject({ title: 'Bewertungssprint M&A', summary: german.summary, learn: german.learn, lang: 'de' });
    expect(inGerman.body['challenge']).not.toHaveProperty('writtenIn');
    expect(inGerman.body['challenge']).not.toHaveProperty('translations');
    expect(inGerman.headers.get('vary')).toContain('Accept-Language');
    expect((await page({ 'accept-language': 'de-DE,de;q=0.9' })).body['challenge'].title).toBe('Bewertungssprint M&A');
    expect((await page({ 'accept-language': 'pl' })).body['challenge']).toMatchObject({ title: 'M&A Valuation Sprint', lang: 'en', writtenIn: 'en' });

    // The attempt: German prompts, options and items; numbers drawn into the German prompt; answers by the same ids.
    const student = await onboardedStudent(api, 'greta');
    const started = await send(api, 'POST', `/api/challenges/${id}/attempt`, student, {}, { cookie: 'i18next=de' });
    expect(started.status, started.text).toBe(201);
    const tasks = started.body['attempt'].tasks as { id: string; prompt: string; options?: { id: string; text: string }[]; items?: { text: string }[] }[];
    expect(tasks.find((t) => t.id === 'pick')!.prompt).toBe('Welches Multiple passt?');
    expect(tasks.find((t) => t.id === 'pick')!.options!.map((o) => o.text).sort()).toEqual(['EV/EBITDA', 'KBV', 'KUV']);
    expect(tasks.find((t) => t.id === 'ev')!.prompt).toMatch(/^EBITDA ist \d+ Mio\. und das Multiple [\d.]+x/);
    expect(tasks.find((t) => t.id === 'steps')!.items!.map((i) => i.text).sort()).toEqual(['LOI', 'NDA', 'SPA', 'Teaser']);
    // The same attempt read in English: the same variant, the source's texts.
    const english = await send(api, 'GET', `/api/challenges/${id}/attempt`, student, undefined, { cookie: 'i18next=en' });
    expect((english.body['attempt'].tasks as { id: string; prompt: string }[]).find((t) => t.id === 'pick')!.prompt).toBe('Which multiple fits?');
    const answered = await send(api, 'PUT', `/api/challenges/${id}/attempt/answers/pick`, student, { answer: { optionId: 'a' } });
    expect(answered.status).toBe(200);
    const submitted = await send(api, 'POST', `/api/challenges/${id}/attempt/submit`, student, {});
    expect(submitted.status).toBe(200);

    // After the window: the review's model answer and feedback in German.
    api.clock.advance(49 * 3_600_000);
    try {
      const result = await send(api, 'GET', `/api/results/${submitted.body['resultId'] as string}`, student, undefined, { cookie: 'i18next=de' });
      expect(result.status, result.text).toBe(200);
      expect(JSON.stringify(result.body['result'].review)).toContain('Muster: EV/EBITDA');
      expect(JSON.stringify(result.body['result'].review)).toContain('Rückmeldung: viele wählten KBV');
      // The correct answers named in German too.
      expect(JSON.stringify(result.body['result'].feedback)).toContain('Kundenkonzentration');
      const reviewed = result.body['result'].tasks as { taskId: string; prompt: string }[];
      expect(reviewed.find((t) => t.taskId === 'pick')!.prompt).toBe('Welches Multiple passt?');
    } finally {
      api.clock.advance(-49 * 3_600_000);
    }
  });

  it('refuses a bad version naming its field, and writes nothing', async () => {
    const before = await count();
    const cases: [Record<string, unknown>, string][] = [
      [{ translations: { en: german } }, 'translations.en'],
      [{ translations: { nl: german } }, 'translations'],
      [{ translations: { de: { ...german, tasks: { ...german.tasks, nope: german.tasks.pick } } } }, 'translations.de.tasks.nope'],
      [{ translations: { de: { ...german, tasks: { ...german.tasks, pick: { ...german.tasks.pick, choices: { zz: 'x' } } } } } }, 'translations.de.tasks.pick.choices.zz'],
      [{ translations: { de: { ...german, extra: 'field' } } }, 'translations.de'],
      [{ translations: { de: { ...german, title: 'x'.repeat(121) } } }, 'translations.de.title'],
      [{ translations: { de: { ...german, learn: ['a', 'b', 'c'] } } }, 'translations.de.learn'],
      [{ sourceLanguage: 'xx' }, 'sourceLanguage'],
    ];
    for (const [overrides, path] of cases) {
      const refused = await send(api, 'POST', base(), world.owner.token, form(overrides));
      expect(refused.status, path).toBe(400);
      expect(paths(refused.body).some((p) => p.startsWith(path)), `${path}: ${refused.text}`).toBe(true);
    }
    // A draft's unfinished version saves; publishing names every missing text.
    const created = await send(api, 'POST', base(), world.owner.token, form({ title: 'Half German', translations: { de: { ...german, tasks: { pick: german.tasks.pick } } } }));
    expect(created.status).toBe(201);
    const publish = await send(api, 'POST', `${base()}/${created.body['challenge'].uniqueId as string}/publish`, world.owner.token, undefined, { 'if-match': '"1"' });
    expect(publish.status).toBe(400);
    expect(paths(publish.body)).toContain('translations.de.tasks.memo.prompt');
    expect(await count()).toBe(before + 1);
  });

  it('is found by the feed’s search by its German title, and the item carries the versions’ titles only', async () => {
    const student = await onboardedStudent(api, 'lena');
    const created = await send(api, 'POST', base(), world.owner.token, form({ title: 'Liquidity Drill', translations: { de: { ...german, title: 'Liquiditätsübung' } } }));
    expect((await send(api, 'POST', `${base()}/${created.body['challenge'].uniqueId as string}/publish`, world.owner.token, undefined, { 'if-match': '"1"' })).status).toBe(200);
    const feed = async (q: string) => (await (await api.get(`/api/student/feed?kind=challenge&q=${encodeURIComponent(q)}`, bearer(student))).json()) as { items: Record<string, unknown>[] };
    const found = await feed('liquiditätsübung');
    expect(found.items.map((i) => i['title'])).toEqual(['Liquidity Drill']);
    expect(found.items[0]).toMatchObject({ translations: { de: { title: 'Liquiditätsübung' } } });
    expect(JSON.stringify(found.items[0])).not.toContain('Muster');
    expect((await feed('liquidity drill')).items).toHaveLength(1);
  });
});
