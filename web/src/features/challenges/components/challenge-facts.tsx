import { useTranslation } from 'react-i18next';
import { trackLabel } from '../../../lib/fixed-labels.ts';
import type { PublicChallenge } from '../api/challenge-schema.ts';

/** Firm, track, time needed, tasks and window: the facts every challenge screen repeats. */
export function ChallengeFacts({ challenge }: { challenge: PublicChallenge }) {
  const { t, i18n } = useTranslation();
  const date = (iso: string) => new Intl.DateTimeFormat(i18n.resolvedLanguage, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));
  return (
    <dl className="challenge-facts" data-testid="challenge-facts">
      <div>
        <dt>{t('challenges.facts.firm')}</dt>
        <dd>{challenge.company.name}</dd>
      </div>
      <div>
        <dt>{t('challenges.facts.track')}</dt>
        <dd>{trackLabel(t, challenge.track)}</dd>
      </div>
      <div>
        <dt>{t('challenges.facts.time')}</dt>
        <dd>{t('challenges.facts.minutes', { count: challenge.minutes })}</dd>
      </div>
      <div>
        <dt>{t('challenges.facts.tasks')}</dt>
        <dd>{challenge.taskCount}</dd>
      </div>
      <div>
        <dt>{t('challenges.facts.window')}</dt>
        <dd>
          {date(challenge.opensAt)} – {date(challenge.closesAt)}
        </dd>
      </div>
      <div>
        <dt>{t('challenges.facts.status')}</dt>
        <dd>{t(`challenges.status.${challenge.status}`)}</dd>
      </div>
    </dl>
  );
}
