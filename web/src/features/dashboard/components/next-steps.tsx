import { useTranslation } from 'react-i18next';
import { trackLabel } from '../../../lib/fixed-labels.ts';
import { formatPercent } from '../utils/gauge-math.ts';

// Spec §3 Next steps: five fixed labels, each at 0% until challenge progress is recorded.
const steps = ['startApplication', 'inductionChallenge', 'introduction', 'fellowship', 'firstExperience'] as const;

export function NextSteps({ track }: { track: string }) {
  const { t, i18n } = useTranslation();
  const zero = formatPercent(0, i18n.resolvedLanguage ?? 'en');
  return (
    <section className="dash-card" aria-labelledby="next-steps-title">
      <h2 id="next-steps-title" className="dash-card__title">
        {t('dashboard.nextSteps.title')}
      </h2>
      <ol className="next-steps" data-testid="next-steps">
        {steps.map((step) => (
          <li key={step} className="next-steps__item">
            <span className="next-steps__label">{t(`dashboard.nextSteps.${step}`, { track: trackLabel(t, track) })}</span>
            <span className="next-steps__score">{zero}</span>
          </li>
        ))}
      </ol>
    </section>
  );
}
