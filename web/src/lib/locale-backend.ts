import type { BackendModule, ReadCallback } from 'i18next';

/** Where the translation files are (web/public/locales, served as static files). */
export const localePath = (lng: string): string => `/locales/${encodeURIComponent(lng)}/translation.json`;

/**
 * Loads /locales/<lng>/translation.json for i18next with fetch (the http-backend package cost ≈2.4 KB gz of the
 * first screen). A network failure or a 5xx asks i18next to try again (its retry: 350 ms, doubling, 5 times);
 * a 4xx does not.
 */
export const localeBackend: BackendModule = {
  type: 'backend',
  init() {
    // nothing to set up
  },
  read(language: string, _namespace: string, callback: ReadCallback) {
    fetch(localePath(language), { credentials: 'same-origin' })
      .then(async (res) => {
        if (!res.ok) {
          callback(new Error(`${localePath(language)} answered ${res.status}`), res.status >= 500);
          return;
        }
        callback(null, (await res.json()) as Record<string, unknown>);
      })
      .catch((error: unknown) => callback(error instanceof Error ? error : new Error(String(error)), true));
  },
};
