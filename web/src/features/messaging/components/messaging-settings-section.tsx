import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../lib/toast.ts';
import { useOutcome } from '../../../lib/use-outcome.ts';
import { getMessagingSetting, saveMessagingSetting, WHO_MAY_START, type WhoMayStart } from '../api/messaging.ts';
import './chat.css';

/** The student settings page's messaging section: who may start a conversation with them (employers only). */
export function MessagingSettingsSection() {
  const { t } = useTranslation();
  const loaded = useOutcome('messaging-setting', getMessagingSetting);
  const [saving, setSaving] = useState(false);
  // The choice shows at once; a refusal puts the saved one back.
  const [choice, setChoice] = useState<WhoMayStart | null>(null);
  const choose = async (value: WhoMayStart) => {
    setChoice(value);
    setSaving(true);
    const answer = await saveMessagingSetting(value).catch(() => null);
    setSaving(false);
    setChoice(null);
    if (!answer?.ok) return toast.error(t('messaging.settings.failed'));
    loaded.set(answer.value);
    toast.success(t('messaging.settings.saved'));
  };
  return (
    <section className="student-card messaging-settings" aria-labelledby="messaging-settings-title" data-testid="messaging-settings">
      <h2 id="messaging-settings-title">{t('messaging.settings.title')}</h2>
      {loaded.status === 'loading' && <p>{t('messaging.settings.loading')}</p>}
      {loaded.status === 'failed' && (
        <p className="alert alert--error" role="alert">
          {t('messaging.settings.loadFailed')}
        </p>
      )}
      {loaded.status === 'ready' && (
        <fieldset aria-busy={saving}>
          <legend>{t('messaging.settings.legend')}</legend>
          {WHO_MAY_START.map((value) => (
            <label key={value}>
              <input type="radio" name="who-may-start" value={value} checked={(choice ?? loaded.value) === value} onChange={() => void choose(value)} data-testid={`who-may-start-${value}`} />
              <span>{t(`messaging.settings.options.${value}`)}</span>
            </label>
          ))}
          <p className="messaging-settings__hint">{t('messaging.settings.hint')}</p>
        </fieldset>
      )}
    </section>
  );
}
