import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../lib/toast.ts';
import { useOutcome } from '../../../lib/use-outcome.ts';
import { getAnnouncementSubscription, saveAnnouncementSubscription } from '../api/announcements.ts';
import { LoadState } from '../../../components/ui/load-state.tsx';

/** The student settings page's section for their career center's announcement mails: on unless they unsubscribed. */
export function AnnouncementSettingsSection() {
  const { t } = useTranslation();
  const loaded = useOutcome('announcement-subscription', getAnnouncementSubscription);
  const [saving, setSaving] = useState(false);
  const change = async (subscribed: boolean) => {
    setSaving(true);
    const answer = await saveAnnouncementSubscription(subscribed).catch(() => null);
    setSaving(false);
    if (!answer?.ok) return toast.error(t('ccComms.settings.failed'));
    loaded.set(answer.value);
    toast.success(t(answer.value ? 'ccComms.settings.subscribedNow' : 'ccComms.settings.unsubscribedNow'));
  };
  return (
    <section className="student-card" aria-labelledby="announcement-settings-title" data-testid="announcement-settings">
      <h2 id="announcement-settings-title">{t('ccComms.settings.title')}</h2>
      <LoadState loaded={loaded} failed={t('ccComms.settings.loadFailed')} reload={loaded.reload} />
      {loaded.status === 'ready' && (
        <label className="checkbox">
          <input type="checkbox" checked={loaded.value} disabled={saving} onChange={(e) => void change(e.currentTarget.checked)} data-testid="announcement-subscribed" />
          <span>{t('ccComms.settings.label')}</span>
        </label>
      )}
      <p className="muted">{t('ccComms.settings.hint')}</p>
    </section>
  );
}
