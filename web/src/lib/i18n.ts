import i18n from 'i18next';
import LanguageDetector from 'i18next-browser-languagedetector';
import HttpBackend from 'i18next-http-backend';
import { initReactI18next } from 'react-i18next';
import { FALLBACK_LANGUAGE, LANGUAGES, toLanguage } from './languages.ts';

/** Loads the detected language's file from /locales before the first render (see main.tsx). */
export function initI18n(): Promise<unknown> {
  i18n.on('languageChanged', (lng) => {
    document.documentElement.lang = toLanguage(lng);
  });
  return i18n
    .use(HttpBackend)
    .use(LanguageDetector)
    .use(initReactI18next)
    .init({
      fallbackLng: FALLBACK_LANGUAGE,
      supportedLngs: [...LANGUAGES],
      nonExplicitSupportedLngs: true,
      load: 'languageOnly',
      backend: { loadPath: '/locales/{{lng}}/translation.json' },
      detection: {
        order: ['querystring', 'cookie', 'localStorage', 'navigator', 'htmlTag', 'path', 'subdomain'],
        caches: ['cookie'],
        cookieMinutes: 60 * 24 * 365,
      },
      interpolation: { escapeValue: false }, // React escapes
      react: { useSuspense: false },
      returnNull: false,
    });
}

export { i18n };
