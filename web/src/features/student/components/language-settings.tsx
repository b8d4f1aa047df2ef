import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { setAppState } from '../../../lib/app-state.ts';
import { LANGUAGE_NAMES, LANGUAGES, isLanguage, toLanguage } from '../../../lib/languages.ts';
import { toStoredUser } from '../api/get-me.ts';
import { updateLanguage } from '../api/update-settings.ts';
import { StatusLine, type SettingsStatus } from '../../../components/ui/status-line.tsx';

/** Interface language: switches the UI at once (i18next caches it in a cookie) and is stored so mails follow it. */
export function LanguageSettings() {
  const { t, i18n } = useTranslation();
  const [lng, setLng] = useState(() => toLanguage(i18n.resolvedLanguage ?? i18n.language));
  const [status, setStatus] = useState<SettingsStatus>({ kind: 'idle' });

  const save = async () => {
    setStatus({ kind: 'busy' });
    try {
      const me = await updateLanguage(lng);
      setAppState({ user: toStoredUser(me) });
      await i18n.changeLanguage(lng);
      setStatus({ kind: 'saved' });
    } catch {
      setStatus({ kind: 'error', message: t('settings.language.failed') });
    }
  };

  return (
    <section className="student-card" aria-labelledby="language-title">
      <h2 id="language-title">{t('settings.language.title')}</h2>
      <form
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          void save();
        }}
      >
        <div className="field">
          <label htmlFor="settings-language">{t('settings.language.label')}</label>
          <select
            id="settings-language"
            className="input"
            value={lng}
            onChange={(e) => {
              const next = e.currentTarget.value;
              if (isLanguage(next)) setLng(next);
              setStatus({ kind: 'idle' });
            }}
            data-testid="settings-language"
          >
            {LANGUAGES.map((l) => (
              <option key={l} value={l} lang={l}>
                {LANGUAGE_NAMES[l]}
              </option>
            ))}
          </select>
        </div>
        <StatusLine status={status} saved={t('settings.language.saved')} testId="language" />
        <button type="submit" className="button button--primary" disabled={status.kind === 'busy'} data-testid="language-save">
          {t('settings.language.save')}
        </button>
      </form>
    </section>
  );
}
