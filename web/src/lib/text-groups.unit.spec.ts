import i18n from 'i18next';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { localeBackend } from './locale-backend.ts';
import { loadTextGroups, withTexts } from './text-groups.ts';

// Per language: the shell and two groups, each word marked with its language so a test sees which file it came from.
const files: Record<string, Record<string, unknown>> = {};
for (const lng of ['en', 'de', 'fr']) {
  files[`/locales/${lng}/shell.json`] = { common: { retry: `retry-${lng}` } };
  files[`/locales/${lng}/jobs.json`] = { jobs: { title: `jobs-${lng}` } };
  files[`/locales/${lng}/rank.json`] = { rank: { title: `rank-${lng}` } };
  files[`/locales/${lng}/feed.json`] = { feed: { title: `feed-${lng}` } };
  files[`/locales/${lng}/legalTerms.json`] = { legalTerms: { title: `terms-${lng}` } };
}
const fetchMock = vi.fn((url: string) =>
  Promise.resolve(files[url] ? new Response(JSON.stringify(files[url]), { status: 200 }) : new Response('', { status: 404 })),
);
const fetched = () => fetchMock.mock.calls.map(([url]) => url).sort();

beforeAll(async () => {
  vi.stubGlobal('fetch', fetchMock);
  await i18n.use(localeBackend).init({ lng: 'de', fallbackLng: 'en', supportedLngs: ['en', 'de', 'fr'], load: 'languageOnly' });
});
beforeEach(() => fetchMock.mockClear());

describe('loadTextGroups', () => {
  it('fetches a group in the language and its fallback, merged beside the shell, once', async () => {
    expect(i18n.t('common.retry')).toBe('retry-de');
    expect(i18n.t('jobs.title')).toBe('jobs.title');
    await loadTextGroups(['jobs']);
    expect(fetched()).toEqual(['/locales/de/jobs.json', '/locales/en/jobs.json']);
    expect(i18n.t('jobs.title')).toBe('jobs-de');
    expect(i18n.t('common.retry')).toBe('retry-de');
    fetchMock.mockClear();
    await loadTextGroups(['jobs']);
    expect(fetched()).toEqual([]);
  });

  it('a language switch loads the groups loaded so far before it switches', async () => {
    await i18n.changeLanguage('fr');
    expect(fetched()).toEqual(['/locales/fr/jobs.json', '/locales/fr/shell.json']);
    expect(i18n.t('jobs.title')).toBe('jobs-fr');
  });

  it('a group loads in every language loaded before too, so switching back shows it', async () => {
    await loadTextGroups(['rank']); // i18next switches back to de without asking the backend
    await i18n.changeLanguage('de');
    expect(fetched()).toEqual(['/locales/de/rank.json', '/locales/en/rank.json', '/locales/fr/rank.json']);
    expect(i18n.t('rank.title')).toBe('rank-de');
    expect(i18n.t('jobs.title')).toBe('jobs-de');
  });

  it('withTexts resolves the module once its groups are in; a missing file fails the import', async () => {
    const load = withTexts(['feed'], () => Promise.resolve({ default: 'screen' }));
    expect(fetched()).toEqual([]); // nothing before the route is opened
    expect(await load()).toEqual({ default: 'screen' });
    expect(i18n.t('feed.title')).toBe('feed-de');
    await expect(withTexts(['documents'], () => Promise.resolve({ default: 'screen' }))()).rejects.toThrow('/locales/de/documents.json answered 404');
  });

  it('`only` fetches the one language asked for: a German reader of a legal page does not download the English one', async () => {
    await loadTextGroups(['legalTerms'], { only: 'de' });
    expect(fetched()).toEqual(['/locales/de/legalTerms.json']);
    expect(i18n.t('legalTerms.title')).toBe('terms-de');
    expect(i18n.getResource('en', 'translation', 'legalTerms')).toBeUndefined();
  });
});
