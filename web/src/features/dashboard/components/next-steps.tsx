import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { trackLabel } from '../../../lib/fixed-labels.ts';
import type { NextStep } from '../api/get-percentage.ts';
import { formatPercent } from '../utils/gauge-math.ts';

// Spec §3 Next steps: five fixed labels. The server's keys (docs/challenges.md) map onto them in order.
const steps = ['startApplication', 'inductionChallenge', 'introduction', 'fellowship', 'firstExperience'] as const;
const labelOf: Record<string, (typeof steps)[number]> = {
  application: 'startApplication',
  induction: 'inductionChallenge',
  intro: 'introduction',
  fellowship: 'fellowship',
  virtualExperience: 'firstExperience',
};

/** 'Your next steps' of the selected track, ticked from real progress: each a link with its status and score. */
export function NextSteps({ track, progress }: { track: string; progress: readonly NextStep[] }) {
  const { t, i18n } = useTranslation();
  const locale = i18n.resolvedLanguage ?? 'en';
  const mine = progress.filter((s) => s.track === track);
  const rows = steps.map((step) => {
    const real = mine.find((s) => labelOf[s.key] === step);
    return { step, status: real?.status ?? 'todo', score: real?.score ?? 0, link: real?.link ?? null };
  });
  return (
    <section className="dash-card" aria-labelledby="next-steps-title">
      <h2 id="next-steps-title" className="dash-card__title">
        {t('dashboard.nextSteps.title')}
      </h2>
      <ol className="next-steps" data-testid="next-steps">
        {rows.map(({ step, status, score, link }) => {
          const label = t(`dashboard.nextSteps.${step}`, { track: trackLabel(t, track) });
          return (
            <li key={step} className={`next-steps__item next-steps__item--${status}`} data-status={status}>
              <span className="next-steps__label">
                {link ? <Link to={link}>{label}</Link> : label}
                <span className="next-steps__status">{t(`dashboard.nextSteps.status.${status}`)}</span>
              </span>
              <span className="next-steps__score">{formatPercent(score, locale)}</span>
            </li>
          );
        })}
      </ol>
    </section>
  );
}
