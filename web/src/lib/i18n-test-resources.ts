import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { createInstance, type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import type { Language } from './languages.ts';

/**
 * Test-only (node): the translation files of one language, read synchronously from web/public/locales/<lng>/ so a
 * test renders real texts without fetch. Every *.json file there is read and merged under the default `translation`
 * namespace (shell.json and one file per key group, docs/translations.md), as the app merges what it loads.
 */
export function localeResources(lng: Language): Record<string, unknown> {
  const dir = fileURLToPath(new URL(`../../public/locales/${lng}/`, import.meta.url));
  const merged: Record<string, unknown> = {};
  for (const file of readdirSync(dir).filter((name) => name.endsWith('.json')).sort()) {
    Object.assign(merged, JSON.parse(readFileSync(`${dir}${file}`, 'utf8')) as Record<string, unknown>);
  }
  return merged;
}

/** A ready i18next instance (no backend, no detector) holding one language's texts; English unless told. */
export function createTestI18n(lng: Language = 'en'): I18n {
  const instance = createInstance();
  void instance.use(initReactI18next).init({
    lng,
    fallbackLng: false,
    initAsync: false,
    resources: { [lng]: { translation: localeResources(lng) } },
    interpolation: { escapeValue: false }, // React escapes, as in i18n.ts
    react: { useSuspense: false },
    returnNull: false,
  });
  return instance;
}
