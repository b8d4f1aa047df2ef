import { afterEach, describe, expect, it, vi } from 'vitest';
import { localeBackend } from './locale-backend.ts';

afterEach(() => vi.unstubAllGlobals());

const read = (lng: string) =>
  new Promise<[unknown, unknown]>((resolve) => {
    (localeBackend.read as (l: string, n: string, cb: (e: unknown, d: unknown) => void) => void)(lng, 'translation', (e, d) => resolve([e, d]));
  });

describe('localeBackend', () => {
  it('reads /locales/<lng>/translation.json', async () => {
    const fetchMock = vi.fn(() => Promise.resolve(new Response(JSON.stringify({ common: { retry: 'Erneut versuchen' } }), { status: 200 })));
    vi.stubGlobal('fetch', fetchMock);
    const [error, data] = await read('de');
    expect(error).toBeNull();
    expect(data).toEqual({ common: { retry: 'Erneut versuchen' } });
    expect(fetchMock).toHaveBeenCalledWith('/locales/de/translation.json', { credentials: 'same-origin' });
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
