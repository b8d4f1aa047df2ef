import type { LanguageDetectorModule } from 'i18next';

/** Where the visitor's language may be found; the browser's own in the app, plain values in tests. */
export interface LanguageSources {
  search: string;
  cookie: string;
  storedLanguage: string | null;
  browserLanguages: readonly string[];
  htmlLang: string;
  pathname: string;
  hostname: string;
}

export const LANGUAGE_COOKIE = 'i18next';
const QUERY_KEY = 'lng';
const STORAGE_KEY = 'i18nextLng';
const ONE_YEAR_S = 365 * 24 * 60 * 60;

const cookieValue = (cookie: string, name: string): string | undefined => {
  for (const part of cookie.split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key === name) return decodeURIComponent(rest.join('='));
  }
  return undefined;
};

/**
 * The candidates in the spec's order (§9): query string, cookie, local storage, browser languages, html tag, path,
 * subdomain. i18next takes the first it supports (region codes fold to the language: de-AT → de).
 */
export function detectLanguages(from: LanguageSources): string[] {
  const candidates = [
    new URLSearchParams(from.search).get(QUERY_KEY),
    cookieValue(from.cookie, LANGUAGE_COOKIE),
    from.storedLanguage,
    ...from.browserLanguages,
    from.htmlLang,
    from.pathname.split('/')[1],
    from.hostname.split('.').length > 2 ? from.hostname.split('.')[0] : undefined,
  ];
  return candidates.filter((c): c is string => typeof c === 'string' && /^[A-Za-z]{2,3}(?:[-_][A-Za-z0-9]{2,8})*$/.test(c));
}

function browserSources(): LanguageSources {
  let storedLanguage: string | null = null;
  try {
    storedLanguage = window.localStorage.getItem(STORAGE_KEY);
  } catch {
    // storage blocked (privacy mode): the other sources still count
  }
  return {
    search: window.location.search,
    cookie: document.cookie,
    storedLanguage,
    browserLanguages: navigator.languages.length > 0 ? navigator.languages : [navigator.language],
    htmlLang: document.documentElement.lang,
    pathname: window.location.pathname,
    hostname: window.location.hostname,
  };
}

/**
 * i18next's language detector, in the few lines the app needs (the browser-languagedetector package cost ≈2 KB gz
 * of the first screen): detects in the spec's order and keeps the chosen language in the `i18next` cookie for a year.
 */
export const languageDetector: LanguageDetectorModule = {
  type: 'languageDetector',
  detect: () => detectLanguages(browserSources()),
  cacheUserLanguage(lng: string) {
    document.cookie = `${LANGUAGE_COOKIE}=${encodeURIComponent(lng)}; Max-Age=${ONE_YEAR_S}; Path=/; SameSite=Strict`;
  },
};
