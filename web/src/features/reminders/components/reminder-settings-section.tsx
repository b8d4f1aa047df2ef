import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../lib/toast.ts';
import { useOutcome } from '../../../lib/use-outcome.ts';
import { getReminderSettings, saveReminderSettings, type ReminderSettings } from '../api/reminder-settings.ts';

type Setting = keyof ReminderSettings;
const settings: readonly { key: Setting; label: string; testId: string }[] = [
  { key: 'eventReminders', label: 'reminderSettings.events', testId: 'reminder-settings-events' },
  { key: 'deadlineReminders', label: 'reminderSettings.deadlines', testId: 'reminder-settings-deadlines' },
];

/**
 * The student settings page's mail section: the day-before reminder of events they attend and the reminder before
 * the deadline of jobs they saved (both on by default).
 */
export function ReminderSettingsSection() {
  const { t } = useTranslation();
  const loaded = useOutcome('reminder-settings', getReminderSettings);
  const [saving, setSaving] = useState<Partial<ReminderSettings> | null>(null);
  // The box shows the new state at once; a refusal puts the saved one back.
  const toggle = async (change: Partial<ReminderSettings>) => {
    setSaving(change);
    const answer = await saveReminderSettings(change).catch(() => null);
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
          {settings.map(({ key, label, testId }) => (
            <label className="settings-option" key={key}>
              <input
                type="checkbox"
                checked={saving?.[key] ?? loaded.value[key]}
                disabled={saving !== null}
                aria-describedby="reminder-settings-hint"
                onChange={(e) => void toggle({ [key]: e.currentTarget.checked })}
                data-testid={testId}
              />
              <span>{t(label)}</span>
            </label>
          ))}
          <p id="reminder-settings-hint" className="muted">
            {t('reminderSettings.hint')}
          </p>
        </>
      )}
    </section>
  );
}
