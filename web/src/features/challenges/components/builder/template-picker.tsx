import { challengeTemplates, type ChallengeTemplate } from '@fast-track/shared/challenges/challenge-templates';
import { useTranslation } from 'react-i18next';
import { trackLabel } from '../../../../lib/fixed-labels.ts';

/**
 * A new challenge may start from a track's template (docs/challenges.md § Templates). The template's texts are
 * English source text the author rewrites, so they carry lang="en" whatever the reader's language.
 */
export function TemplatePicker({ onPick }: { onPick: (template: ChallengeTemplate) => void }) {
  const { t } = useTranslation();
  return (
    <section className="challenge-card template-picker" aria-labelledby="template-picker-title" data-testid="template-picker">
      <h2 id="template-picker-title" className="section-title">
        {t('challenges.builder.templates.title')}
      </h2>
      <p className="muted">{t('challenges.builder.templates.lead')}</p>
      <ul className="template-picker__list">
        {challengeTemplates.map((template) => {
          const track = trackLabel(t, template.track);
          return (
            <li key={template.track} className="template-picker__item" data-testid="template-option">
              <p className="template-picker__track">{track}</p>
              <h3 className="template-picker__title" lang="en">
                {template.title}
              </h3>
              <p className="muted" lang="en">
                {template.summary}
              </p>
              <p className="muted">{t('challenges.builder.templates.facts', { tasks: template.tasks.length, minutes: template.minutes })}</p>
              <button
                type="button"
                className="button button--secondary button--small"
                onClick={() => onPick(template)}
                aria-label={t('challenges.builder.templates.useNamed', { track })}
                data-testid={`template-use-${template.track}`}
              >
                {t('challenges.builder.templates.use')}
              </button>
            </li>
          );
        })}
      </ul>
      <p className="muted">{t('challenges.builder.templates.note')}</p>
    </section>
  );
}
