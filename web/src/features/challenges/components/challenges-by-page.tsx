import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { paths } from '../../../config/paths.ts';
import { isTrackId } from '../../../config/tracks.ts';
import { trackLabel } from '../../../lib/fixed-labels.ts';
import { listChallengesBy } from '../api/student-challenges.ts';
import { LoadStates } from './load-states.tsx';

import './challenges.css';
import { useOutcome } from '../../../lib/use-outcome.ts';

/** /special/challenges/by/{product}: a track's or a firm's published challenges. */
export function ChallengesByPage({ product }: { product: string }) {
  const { t } = useTranslation();
  const state = useOutcome(product, () => listChallengesBy(product));
  const retry = state.reload;
  const firm = state.status === 'ready' ? state.value[0]?.company.name : undefined;
  const title = isTrackId(product) ? trackLabel(t, product) : (firm ?? t('challenges.by.firm'));
  useEffect(() => {
    document.title = t('challenges.by.title', { name: title });
  }, [t, title]);
  return (
    <div className="container page" data-testid="challenges-by-page">
      <header className="page-header">
        <h1 className="page-title">{t('challenges.by.title', { name: title })}</h1>
      </header>
      {state.status !== 'ready' ? (
        <LoadStates state={state} onRetry={retry} notFoundKey="challenges.by.empty" />
      ) : state.value.length === 0 ? (
        <p className="alert alert--info">{t('challenges.by.empty')}</p>
      ) : (
        <ul className="challenge-list">
          {state.value.map((challenge) => (
            <li key={challenge.uniqueId} className="challenge-card challenge-list__item">
              <div>
                <h2 className="challenge-list__title">
                  <Link to={paths.challenges.page.href(challenge.uniqueId)}>{challenge.title}</Link>
                </h2>
                <p className="muted">
                  {challenge.company.name} · {trackLabel(t, challenge.track)} · {t('challenges.facts.minutes', { count: challenge.minutes })}
                </p>
              </div>
              <span className="chip">{t(`challenges.status.${challenge.status}`)}</span>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
