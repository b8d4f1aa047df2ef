import { describe, expect, it } from 'vitest';
import { detectLanguages, type LanguageSources } from './language-detector.ts';

const none: LanguageSources = {
  search: '',
  cookie: '',
  storedLanguage: null,
  browserLanguages: [],
  htmlLang: '',
  pathname: '/',
  hostname: 'localhost',
};

describe('detectLanguages (spec §9 order)', () => {
  it('lists query string, cookie, local storage, browser, html tag, path and subdomain in that order', () => {
    expect(
      detectLanguages({
        search: '?lng=pl&x=1',
        cookie: 'other=1; i18next=de',
        storedLanguage: 'fr',
        browserLanguages: ['es-ES', 'en'],
        htmlLang: 'it',
        pathname: '/en/events',
        hostname: 'de.fast-track.example',
      }),
    ).toEqual(['pl', 'de', 'fr', 'es-ES', 'en', 'it', 'en', 'de']);
  });

  it('skips sources that say nothing or hold no language code', () => {
    expect(detectLanguages({ ...none, cookie: 'i18next=de', pathname: '/events', hostname: 'localhost' })).toEqual(['de']);
    expect(detectLanguages({ ...none, search: '?lng=<script>', pathname: '/event/some-long-link' })).toEqual([]);
    expect(detectLanguages({ ...none, hostname: '127.0.0.1' })).toEqual([]);
  });
});
