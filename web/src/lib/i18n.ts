import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { languageDetector } from './language-detector.ts';
import { FALLBACK_LANGUAGE, LANGUAGES, toLanguage } from './languages.ts';
import { localeBackend } from './locale-backend.ts';

/** Loads the detected language's file from /locales before the first render (see main.tsx). */
export function initI18n(): Promise<unknown> {
  i18n.on('languageChanged', (lng) => {
    document.documentElement.lang = toLanguage(lng);
  });
  return i18n
    .use(localeBackend)
    .use(languageDetector)
    .use(initReactI18next)
    .init({
      fallbackLng: FALLBACK_LANGUAGE,
      supportedLngs: [...LANGUAGES],
      nonExplicitSupportedLngs: true,
      load: 'languageOnly',
      interpolation: { escapeValue: false }, // React escapes
      react: { useSuspense: false },
      returnNull: false,
    });
}

export { i18n };
