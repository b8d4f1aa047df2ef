export const LANGUAGES = ['en', 'de', 'fr', 'pl', 'es', 'it'] as const;
export type Language = (typeof LANGUAGES)[number];
export const FALLBACK_LANGUAGE: Language = 'en';

/** Endonyms: each language is shown in its own name whatever the UI language is, so these are not translated. */
export const LANGUAGE_NAMES: Record<Language, string> = {
  en: 'English',
  de: 'Deutsch',
  fr: 'Français',
  pl: 'Polski',
  es: 'Español',
  it: 'Italiano',
};

export function isLanguage(value: string): value is Language {
  return (LANGUAGES as readonly string[]).includes(value);
}

/** 'de-CH' → 'de'; anything unsupported → 'en'. */
export function toLanguage(value: string | undefined): Language {
  const base = (value ?? '').toLowerCase().split('-')[0] ?? '';
  return isLanguage(base) ? base : FALLBACK_LANGUAGE;
}
