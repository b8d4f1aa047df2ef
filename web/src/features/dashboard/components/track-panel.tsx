import { useTranslation } from 'react-i18next';
import { trackLabel } from '../../../lib/fixed-labels.ts';
import { ProgressCircle } from './progress-circle.tsx';

/** The selected track's description (text) and footer note (text3), with the circular progress gauge. */
export function TrackPanel({ track, progress }: { track: string; progress: number }) {
  const { t } = useTranslation();
  const name = trackLabel(t, track);
  return (
    <section className="dash-card track-panel" aria-labelledby="track-panel-title" data-testid="track-panel">
      <div className="track-panel__head">
        <h2 id="track-panel-title" className="dash-card__title">
          {t('dashboard.panel.title', { track: name })}
        </h2>
        <ProgressCircle value={progress} label={t('dashboard.panel.progress', { track: name })} />
      </div>
      <p data-testid="track-text">{t(`tracks.${track}.text`)}</p>
      <p className="muted track-panel__note">{t(`tracks.${track}.text3`)}</p>
    </section>
  );
}
