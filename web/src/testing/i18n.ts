import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import english from '../../public/locales/en/translation.json';

/**
 * i18next with the real English texts, ready before the first render (no backend, no detector): component tests
 * assert the words a person reads. The one place tests learn where the translation files are.
 */
export function initTestI18n(): void {
  if (i18n.isInitialized) return;
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
