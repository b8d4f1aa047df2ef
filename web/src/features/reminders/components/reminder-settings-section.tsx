import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../lib/toast.ts';
import { useOutcome } from '../../../lib/use-outcome.ts';
import { getReminderSettings, saveReminderSettings } from '../api/reminder-settings.ts';

/** The student settings page's mail section: the day-before reminder of events they attend (on by default). */
export function ReminderSettingsSection() {
  const { t } = useTranslation();
  const loaded = useOutcome('reminder-settings', getReminderSettings);
  const [saving, setSaving] = useState<boolean | null>(null);
  // The box shows the new state at once; a refusal puts the saved one back.
  const toggle = async (eventReminders: boolean) => {
    setSaving(eventReminders);
    const answer = await saveReminderSettings({ eventReminders }).catch(() => null);
    setSaving(null);
    if (!answer?.ok) return toast.error(t('reminderSettings.failed'));
    loaded.set(answer.value);
    toast.success(t('reminderSettings.saved'));
  };
  return (
    <section className="student-card" aria-labelledby="reminder-settings-title" data-testid="reminder-settings">
      <h2 id="reminder-settings-title">{t('reminderSettings.title')}</h2>
      {loaded.status === 'loading' && <p>{t('reminderSettings.loading')}</p>}
      {loaded.status === 'failed' && (
        <p className="alert alert--error" role="alert">
          {t('reminderSettings.loadFailed')}
        </p>
      )}
      {loaded.status === 'ready' && (
        <>
          <label className="settings-option">
            <input
              type="checkbox"
              checked={saving ?? loaded.value.eventReminders}
              disabled={saving !== null}
              aria-describedby="reminder-settings-hint"
              onChange={(e) => void toggle(e.currentTarget.checked)}
              data-testid="reminder-settings-events"
            />
            <span>{t('reminderSettings.events')}</span>
          </label>
          <p id="reminder-settings-hint" className="muted">
            {t('reminderSettings.hint')}
          </p>
        </>
      )}
    </section>
  );
}
