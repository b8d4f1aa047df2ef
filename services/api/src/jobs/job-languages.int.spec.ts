import type { TestDb } from '@fast-track/shared/testing/test-db';
import { beforeAll, describe, expect, it } from 'vitest';
import { bearer, type StudentApi } from '../testing/student-api.ts';
import { setUpStudentApi } from '../testing/student-api-suite.ts';
import { eventCount, jobForm, jobsWorld, postJob, registerApplicant, type JobsWorld } from './testing/job-fixtures.ts';

// A job in several languages on real Postgres (issue 25 part 6; docs/jobs.md § Languages): saved with every version,
// given back to the editor and to students (the SPA picks the reader's), found by the feed in any language, edited
// with If-Match, and a bad version is a 400 naming its field with nothing written.

let testDb: TestDb;
let api: StudentApi;
let world: JobsWorld;
setUpStudentApi((started) => ({ testDb, api } = started), { adminLoginPath: '/ops-door-job-languages-7x2k' });

beforeAll(async () => {
  world = await jobsWorld(testDb.db, api);
});

const screening = [
  { id: 'visa', kind: 'yes-no', prompt: 'Do you need a work visa?', knockOut: ['yes'] },
  { id: 'level', kind: 'choice', prompt: 'Your German?', options: ['None', 'B2', 'C1'], knockOut: ['None'] },
];
const german = {
  title: 'Werkstudent Datenanalyse',
  description: '<p>Werde Teil unseres <strong>Teams</strong>.<script>alert(1)</script></p>',
  requirements: ['Neugier'],
  screening: { visa: { prompt: 'Brauchen Sie ein Arbeitsvisum?' }, level: { prompt: 'Ihr Deutsch?', options: ['Keins', 'B2', 'C1'] } },
};
const germanStored = { ...german, description: '<p>Werde Teil unseres <strong>Teams</strong>.</p>' };
const jobsPath = () => `/api/organisations/${world.companyId}/jobs`;
const read = async (res: Response) => ({ status: res.status, etag: res.headers.get('etag'), body: (await res.json()) as Record<string, unknown> });
const errorPaths = (body: Record<string, unknown>) => ((body['errors'] as { path: string }[] | undefined) ?? []).map((e) => e.path);

describe('a job in several languages', () => {
  it('is saved with every version, given back to the editor, and to students with the versions (no knock-outs)', async () => {
    const job = await postJob(api, world.owner.token, world.companyId, jobForm({ title: 'Data Analyst Intern', screening, translations: { de: german } }));
    const own = await read(await api.get(`${jobsPath()}/${job.uniqueId}`, bearer(world.owner.token)));
    expect(own.body['job']).toMatchObject({ title: 'Data Analyst Intern', translations: { de: germanStored } });
    expect(Object.keys(own.body['job'] as object)).not.toContain('sourceLanguage');
    const seen = (await read(await api.get(`/api/jobs/${job.uniqueId}`))).body['job'] as Record<string, unknown>;
    expect(seen['translations']).toEqual({ de: germanStored });
    expect(JSON.stringify(seen)).not.toContain('knockOut');
  });

  it('a job without versions answers as before: no language fields', async () => {
    const job = await postJob(api, world.owner.token, world.companyId, jobForm({ title: 'Plain Analyst', sourceLanguage: 'en', translations: {} }));
    const seen = (await read(await api.get(`/api/jobs/${job.uniqueId}`))).body['job'] as object;
    expect(Object.keys(seen)).not.toContain('translations');
    expect(Object.keys(seen)).not.toContain('sourceLanguage');
  });

  it('removes a version through an If-Match edit; a stale copy is refused', async () => {
    const job = await postJob(api, world.owner.token, world.companyId, jobForm({ sourceLanguage: 'de', title: 'Analyst (m/w/d)', translations: { en: { title: 'Analyst', description: '<p>Role</p>' } } }));
    const edited = await read(await api.post(`${jobsPath()}/${job.uniqueId}/edit`, jobForm({ sourceLanguage: 'de', title: 'Analyst (m/w/d)' }), { ...bearer(world.owner.token), 'if-match': `"${job.version}"` }));
    expect(edited.status).toBe(200);
    expect(edited.body['job']).toMatchObject({ sourceLanguage: 'de' });
    expect(Object.keys(edited.body['job'] as object)).not.toContain('translations');
    const stale = await api.post(`${jobsPath()}/${job.uniqueId}/edit`, jobForm(), { ...bearer(world.colleague.token), 'if-match': `"${job.version}"` });
    expect(stale.status).toBe(412);
  });

  it('refuses a bad version naming its field, and writes nothing', async () => {
    const before = await eventCount(testDb.db);
    const cases: [Record<string, unknown>, string][] = [
      [{ translations: { de: { ...german, screening: undefined, title: ' ' } } }, 'translations.de.title'],
      [{ translations: { en: { title: 'Again', description: '<p>x</p>' } } }, 'translations.en'],
      [{ translations: { nl: { title: 'Analist', description: '<p>x</p>' } } }, 'translations'],
      [{ translations: { de: { title: 'Analyst' } } }, 'translations.de.description'],
      [{ translations: { de: { title: 'Analyst', description: '<p>x</p>', extra: 1 } } }, 'translations.de'],
      [{ translations: { de: german } }, 'translations.de.screening'],
      [{ screening, translations: { de: { ...german, screening: { level: { prompt: 'Ihr Deutsch?', options: ['B2'] } } } } }, 'translations.de.screening.level.options'],
      [{ sourceLanguage: 'xx' }, 'sourceLanguage'],
      [{ translations: { de: { title: 'Analyst\u0000', description: '<p>x</p>' } } }, 'translations.de.title'],
    ];
    for (const [overrides, path] of cases) {
      const refused = await read(await api.post(jobsPath(), jobForm(overrides), bearer(world.owner.token)));
      expect(refused.status, path).toBe(400);
      expect(errorPaths(refused.body).some((p) => p.startsWith(path)), `${path}: ${JSON.stringify(refused.body)}`).toBe(true);
    }
    expect(await eventCount(testDb.db)).toBe(before);
  });

  it('is found by the feed’s search in any of its languages, and the item carries the versions’ titles', async () => {
    const student = await registerApplicant(api, 'lena');
    await postJob(api, world.owner.token, world.companyId, jobForm({ title: 'Treasury Intern', translations: { de: { title: 'Praktikum Finanzwirtschaft', description: '<p>Hallo</p>' } } }));
    const feed = async (q: string) =>
      ((await (await api.get(`/api/student/feed?kind=job&q=${encodeURIComponent(q)}`, bearer(student))).json()) as { items: Record<string, unknown>[] }).items;
    expect((await feed('finanzwirtschaft')).map((i) => i['title'])).toEqual(['Treasury Intern']);
    expect((await feed('treasury')).map((i) => i['title'])).toEqual(['Treasury Intern']);
    expect((await feed('finanzwirtschaft'))[0]).toMatchObject({ translations: { de: { title: 'Praktikum Finanzwirtschaft' } } });
  });

  it('the company page lists the job with the versions’ titles', async () => {
    await postJob(api, world.owner.token, world.companyId, jobForm({ title: 'Werkstudent Controlling', sourceLanguage: 'de', translations: { en: { title: 'Working student, controlling', description: '<p>Hi</p>' } } }));
    const link = ((await (await api.get(`/api/organisations/${world.companyId}/company/profile`, bearer(world.owner.token))).json()) as { company: { link: string } }).company.link;
    const page = (await (await api.get(`/api/company/${link}`)).json()) as { jobs: Record<string, unknown>[] };
    expect(page.jobs.find((j) => j['title'] === 'Werkstudent Controlling')).toEqual(expect.objectContaining({ sourceLanguage: 'de', translations: { en: { title: 'Working student, controlling' } } }));
  });
});
