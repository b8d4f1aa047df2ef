import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';

// Every English translation file, merged under the default namespace as the app merges them (docs/translations.md):
// a glob over shell.json and every key group file, whatever files exist. (Node tests read the same files through
// lib/i18n-test-resources.ts; jsdom has no file URL to read from, so the component tier lets Vite bundle them.)
const englishFiles = import.meta.glob<Record<string, unknown>>('../../public/locales/en/*.json', { eager: true, import: 'default' });

/**
 * i18next with the real English texts, ready before the first render (no backend, no detector): component tests
 * assert the words a person reads.
 */
export function initTestI18n(): void {
  if (i18n.isInitialized) return;
  const english = Object.assign({}, ...Object.keys(englishFiles).sort().map((file) => englishFiles[file])) as Record<string, unknown>;
  void i18n.use(initReactI18next).init({
    lng: 'en',
    fallbackLng: 'en',
    resources: { en: { translation: english } },
    initAsync: false,
    interpolation: { escapeValue: false },
    react: { useSuspense: false },
    returnNull: false,
  });
}
