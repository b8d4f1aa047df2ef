import { useTranslation } from 'react-i18next';
import { circleLength, dashFor, formatPercent, roundPercent } from '../utils/gauge-math.ts';

const R = 34;

/** The track description panel's circular progress gauge; `meter` semantics give it a text equivalent. */
export function ProgressCircle({ value, label }: { value: number; label: string }) {
  const { i18n } = useTranslation();
  const shown = formatPercent(value, i18n.resolvedLanguage ?? 'en');
  const dash = dashFor(roundPercent(value), circleLength(R));
  return (
    <div className="progress-circle" role="meter" aria-valuemin={0} aria-valuemax={100} aria-valuenow={roundPercent(value)} aria-valuetext={shown} aria-label={label} data-testid="track-progress">
      <svg viewBox="0 0 80 80" aria-hidden="true">
        <circle cx="40" cy="40" r={R} className="gauge__track" />
        <circle cx="40" cy="40" r={R} className="gauge__value" transform="rotate(-90 40 40)" strokeDasharray={dash.dasharray} strokeDashoffset={dash.dashoffset} />
      </svg>
      <span className="progress-circle__text" aria-hidden="true">
        {shown}
      </span>
    </div>
  );
}
