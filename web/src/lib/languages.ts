import { fallbackLanguage, isLanguage, supportedLanguages, toLanguage, type Language } from '@fast-track/shared/languages';

// The language list is the server's (services/shared/src/languages.ts: mails, settings); the SPA adds the names.
export const LANGUAGES = supportedLanguages;
export const FALLBACK_LANGUAGE = fallbackLanguage;
export { isLanguage, toLanguage, type Language };

/** Endonyms: each language is shown in its own name whatever the UI language is, so these are not translated. */
export const LANGUAGE_NAMES: Record<Language, string> = {
  en: 'English',
  de: 'Deutsch',
  fr: 'Français',
  pl: 'Polski',
  es: 'Español',
  it: 'Italiano',
};
