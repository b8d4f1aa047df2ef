import type { BackendModule, ReadCallback } from 'i18next';

/**
 * The texts are split by key group (docs/translations.md): `shell` holds what the entry screens and the layout name,
 * every other file one top-level key group (`<group>.json` holds `{ "<group>": { … } }`), fetched by the routes
 * that use it.
 */
export const SHELL_FILE = 'shell';

/** Where a text file is (web/public/locales, served as static files). */
export const localePath = (lng: string, file: string = SHELL_FILE): string =>
  `/locales/${encodeURIComponent(lng)}/${encodeURIComponent(file)}.json`;

/** A failed text fetch; `retry` when trying again may help (network failure, 5xx), not after a 4xx. */
export class LocaleFetchError extends Error {
  constructor(
    message: string,
    readonly retry: boolean,
  ) {
    super(message);
  }
}

/** One text file of one language. */
export async function fetchTexts(lng: string, file: string): Promise<Record<string, unknown>> {
  const url = localePath(lng, file);
  let res: Response;
  try {
    res = await fetch(url, { credentials: 'same-origin' });
  } catch (error) {
    throw new LocaleFetchError(`${url}: ${error instanceof Error ? error.message : String(error)}`, true);
  }
  if (!res.ok) throw new LocaleFetchError(`${url} answered ${res.status}`, res.status >= 500);
  return (await res.json()) as Record<string, unknown>;
}

// The key groups routes asked for so far (text-groups.ts). A language i18next loads later (a language switch, the
// fallback) gets them with its shell, so a screen already open keeps its texts in the new language.
const requested = new Set<string>();
export const requestGroups = (groups: readonly string[]): void => groups.forEach((group) => requested.add(group));

/**
 * Loads a language for i18next with fetch (the http-backend package cost ≈2.4 KB gz of the first screen): the shell
 * and every group requested so far, merged into the default namespace. A network failure or a 5xx asks i18next to
 * try again (its retry: 350 ms, doubling, 5 times); a 4xx does not.
 */
export const localeBackend: BackendModule = {
  type: 'backend',
  init() {
    // nothing to set up
  },
  read(language: string, _namespace: string, callback: ReadCallback) {
    Promise.all([SHELL_FILE, ...requested].map((file) => fetchTexts(language, file)))
      .then((files) => callback(null, Object.assign({}, ...files) as Record<string, unknown>))
      .catch((error: unknown) =>
        callback(error instanceof Error ? error : new Error(String(error)), !(error instanceof LocaleFetchError) || error.retry),
      );
  },
};
