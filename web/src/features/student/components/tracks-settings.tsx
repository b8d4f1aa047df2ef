import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TRACK_IDS, studentTracks } from '../../../config/tracks.ts';
import { trackLabel } from '../../../lib/fixed-labels.ts';
import { setAppState } from '../../../lib/app-state.ts';
import type { StoredUser } from '../../../lib/storage.ts';
import { toStoredUser } from '../api/get-me.ts';
import { updateTracks } from '../api/update-settings.ts';
import { StatusLine, type SettingsStatus } from '../../../components/ui/status-line.tsx';

/** Tracks: any of the five, at least one; the dashboard shows them in the order of the catalogue. */
export function TracksSettings({ user }: { user: StoredUser | null }) {
  const { t } = useTranslation();
  const [chosen, setChosen] = useState<string[]>(() => studentTracks(user?.selectedItem));
  const [status, setStatus] = useState<SettingsStatus>({ kind: 'idle' });
  const stored = (user?.selectedItem ?? []).map((s) => s.id).join('|');
  // The form follows the stored user (it is refreshed from /me after the screen opens) until the person changes a
  // box: a late /me answer must not undo what they just ticked.
  const edited = useRef(false);

  useEffect(() => {
    if (user && !edited.current) setChosen(studentTracks(user.selectedItem));
  }, [user?._id, stored]);

  const toggle = (id: string, on: boolean) => {
    edited.current = true;
    setStatus({ kind: 'idle' });
    setChosen((now) => (on ? TRACK_IDS.filter((t2) => t2 === id || now.includes(t2)) : now.filter((t2) => t2 !== id)));
  };

  const save = async () => {
    if (chosen.length === 0) {
      setStatus({ kind: 'error', message: t('settings.tracks.required') });
      return;
    }
    setStatus({ kind: 'busy' });
    try {
      const saved = toStoredUser(await updateTracks(chosen));
      edited.current = false;
      setAppState({ user: saved });
      setStatus({ kind: 'saved' });
    } catch {
      setStatus({ kind: 'error', message: t('settings.tracks.failed') });
    }
  };

  return (
    <section className="student-card" aria-labelledby="tracks-title">
      <h2 id="tracks-title">{t('settings.tracks.title')}</h2>
      <p className="muted">{t('settings.tracks.body')}</p>
      <form
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          void save();
        }}
      >
        <fieldset className="settings-options" aria-describedby="tracks-title">
          <legend className="visually-hidden">{t('settings.tracks.title')}</legend>
          {TRACK_IDS.map((id) => (
            <label key={id} className="settings-option">
              <input type="checkbox" checked={chosen.includes(id)} onChange={(e) => toggle(id, e.currentTarget.checked)} data-testid={`track-option-${id}`} />
              <span>{trackLabel(t, id)}</span>
            </label>
          ))}
        </fieldset>
        <StatusLine status={status} saved={t('settings.tracks.saved')} testId="tracks" />
        <button type="submit" className="button button--primary" disabled={status.kind === 'busy'} data-testid="tracks-save">
          {t('settings.tracks.save')}
        </button>
      </form>
    </section>
  );
}
