import type { ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { LANGUAGE_NAMES, LANGUAGES, isLanguage, toLanguage } from '../../lib/languages.ts';

export function LanguageSelect() {
  const { t, i18n } = useTranslation();
  const current = toLanguage(i18n.resolvedLanguage ?? i18n.language);

  const onChange = (e: ChangeEvent<HTMLSelectElement>) => {
    const next = e.currentTarget.value;
    if (isLanguage(next)) void i18n.changeLanguage(next);
  };

  return (
    <label className="language-select">
      <span className="language-select__label">{t('footer.language')}</span>
      <select value={current} onChange={onChange} data-testid="language-select">
        {LANGUAGES.map((lng) => (
          <option key={lng} value={lng} lang={lng}>
            {LANGUAGE_NAMES[lng]}
          </option>
        ))}
      </select>
    </label>
  );
}
