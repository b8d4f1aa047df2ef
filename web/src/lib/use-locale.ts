import { useTranslation } from 'react-i18next';
import { toLanguage, type Language } from './languages.ts';

/** The UI language, for Intl formatting (dates, month names). */
export function useLocale(): Language {
  const { i18n } = useTranslation();
  return toLanguage(i18n.resolvedLanguage ?? i18n.language);
}
