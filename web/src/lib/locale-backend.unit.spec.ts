import { afterEach, describe, expect, it, vi } from 'vitest';
import { localeBackend, requestGroups } from './locale-backend.ts';

afterEach(() => vi.unstubAllGlobals());

const read = (lng: string) =>
  new Promise<[unknown, unknown]>((resolve) => {
    (localeBackend.read as (l: string, n: string, cb: (e: unknown, d: unknown) => void) => void)(lng, 'translation', (e, d) => resolve([e, d]));
  });

const answer = (body: unknown, status = 200) => Promise.resolve(new Response(JSON.stringify(body), { status }));

describe('localeBackend', () => {
  it('reads /locales/<lng>/shell.json, and with it every key group a route asked for, merged', async () => {
    const fetchMock = vi.fn((url: string) => answer(url.endsWith('/shell.json') ? { common: { retry: 'Erneut versuchen' } } : { jobs: { title: 'Stellen' } }));
    vi.stubGlobal('fetch', fetchMock);
    const [error, data] = await read('de');
    expect(error).toBeNull();
    expect(data).toEqual({ common: { retry: 'Erneut versuchen' } });
    expect(fetchMock).toHaveBeenCalledWith('/locales/de/shell.json', { credentials: 'same-origin' });

    requestGroups(['jobs']);
    expect((await read('fr'))[1]).toEqual({ common: { retry: 'Erneut versuchen' }, jobs: { title: 'Stellen' } });
    expect(fetchMock).toHaveBeenCalledWith('/locales/fr/jobs.json', { credentials: 'same-origin' });
  });

  it('asks i18next to retry after a network failure or a 5xx, not after a 404', async () => {
    vi.stubGlobal('fetch', vi.fn(() => Promise.reject(new TypeError('Failed to fetch'))));
    expect((await read('de'))[1]).toBe(true);
    vi.stubGlobal('fetch', vi.fn(() => Promise.resolve(new Response('', { status: 503 }))));
    expect((await read('de'))[1]).toBe(true);
    vi.stubGlobal('fetch', vi.fn(() => Promise.resolve(new Response('', { status: 404 }))));
    const [error, retry] = await read('xx');
    expect(error).toBeInstanceOf(Error);
    expect(retry).toBe(false);
  });
});
