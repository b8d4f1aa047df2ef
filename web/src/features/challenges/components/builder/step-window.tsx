import { useTranslation } from 'react-i18next';
import { fromLocalInput, toLocalInput, type ChallengeBody } from '../../utils/challenge-draft.ts';
import type { Change } from './challenge-builder.tsx';

/** The time limit and the open/close window (in the author's own time zone; stored as instants). */
export function StepWindow({ body, change }: { body: ChallengeBody; change: Change }) {
  const { t } = useTranslation();
  return (
    <>
      <div className="field">
        <label className="field__label" htmlFor="ch-minutes">
          {t('challenges.builder.minutes')}
        </label>
        <input
          id="ch-minutes"
          className="input"
          type="number"
          min={5}
          max={240}
          step={1}
          value={body.minutes ?? ''}
          aria-describedby="ch-minutes-hint"
          onChange={(e) => change({ minutes: e.currentTarget.value === '' ? null : Math.round(Number(e.currentTarget.value)) })}
        />
        <p className="field__hint" id="ch-minutes-hint">
          {t('challenges.builder.minutesHint')}
        </p>
      </div>
      <div className="builder-row">
        <div className="field">
          <label className="field__label" htmlFor="ch-opens">
            {t('challenges.builder.opensAt')}
          </label>
          <input id="ch-opens" className="input" type="datetime-local" value={toLocalInput(body.opensAt)} onChange={(e) => change({ opensAt: fromLocalInput(e.currentTarget.value) })} />
        </div>
        <div className="field">
          <label className="field__label" htmlFor="ch-closes">
            {t('challenges.builder.closesAt')}
          </label>
          <input id="ch-closes" className="input" type="datetime-local" value={toLocalInput(body.closesAt)} onChange={(e) => change({ closesAt: fromLocalInput(e.currentTarget.value) })} />
        </div>
      </div>
      <p className="field__hint">{t('challenges.builder.windowHint', { zone: Intl.DateTimeFormat().resolvedOptions().timeZone })}</p>
    </>
  );
}
