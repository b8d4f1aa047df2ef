import { challengeLimits } from '@fast-track/shared/challenges/challenge-limits';
import { useTranslation } from 'react-i18next';
import { TRACK_IDS } from '../../../../config/tracks.ts';
import { trackLabel } from '../../../../lib/fixed-labels.ts';
import { MAX_LEARN, type ChallengeBody } from '../../utils/challenge-draft.ts';
import type { Change } from './challenge-builder.tsx';

/** Title, track, series, summary and "what you will learn". */
export function StepDetails({ body, change }: { body: ChallengeBody; change: Change }) {
  const { t } = useTranslation();
  return (
    <>
      <div className="field">
        <label className="field__label" htmlFor="ch-title">
          {t('challenges.builder.title')}
        </label>
        <input id="ch-title" className="input" maxLength={challengeLimits.titleLength} value={body.title} onChange={(e) => change({ title: e.currentTarget.value })} required />
      </div>
      <div className="builder-row">
        <div className="field">
          <label className="field__label" htmlFor="ch-track">
            {t('challenges.builder.track')}
          </label>
          <select id="ch-track" className="input" value={body.track ?? ''} onChange={(e) => change({ track: e.currentTarget.value || null })}>
            <option value="">{t('challenges.builder.chooseTrack')}</option>
            {TRACK_IDS.map((id) => (
              <option key={id} value={id}>
                {trackLabel(t, id)}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label className="field__label" htmlFor="ch-series">
            {t('challenges.builder.series')}
          </label>
          <select
            id="ch-series"
            className="input"
            value={body.series ?? ''}
            onChange={(e) => change({ series: e.currentTarget.value === 'induction' || e.currentTarget.value === 'intro' ? e.currentTarget.value : null })}
          >
            <option value="">{t('challenges.builder.seriesNone')}</option>
            <option value="induction">{t('challenges.builder.seriesInduction')}</option>
            <option value="intro">{t('challenges.builder.seriesIntro')}</option>
          </select>
        </div>
      </div>
      <div className="field">
        <label className="field__label" htmlFor="ch-summary">
          {t('challenges.builder.summary')}
        </label>
        <textarea id="ch-summary" className="input" rows={3} maxLength={challengeLimits.summaryLength} value={body.summary} onChange={(e) => change({ summary: e.currentTarget.value })} />
      </div>
      <fieldset className="builder-group">
        <legend>{t('challenges.builder.learn')}</legend>
        {body.learn.map((line, i) => (
          <div key={i} className="builder-inline">
            <input
              className="input"
              aria-label={t('challenges.builder.learnLine', { n: i + 1 })}
              maxLength={challengeLimits.learnItemLength}
              value={line}
              onChange={(e) => change({ learn: body.learn.map((l, j) => (j === i ? e.currentTarget.value : l)) })}
            />
            <button type="button" className="button button--ghost button--small" onClick={() => change({ learn: body.learn.filter((_, j) => j !== i) })}>
              {t('challenges.builder.remove')}
            </button>
          </div>
        ))}
        {body.learn.length < MAX_LEARN && (
          <button type="button" className="button button--secondary button--small" onClick={() => change({ learn: [...body.learn, ''] })}>
            {t('challenges.builder.addLearn')}
          </button>
        )}
      </fieldset>
    </>
  );
}
