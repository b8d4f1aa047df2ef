import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { paths } from '../../../config/paths.ts';
import { useSession } from '../../../lib/session.ts';
import type { PublicChallenge } from '../api/challenge-schema.ts';
import { getChallenge } from '../api/student-challenges.ts';
import { forgetInvitedChallenge } from '../utils/invited.ts';
import { ChallengeFacts } from './challenge-facts.tsx';
import { LoadStates } from './load-states.tsx';

import './challenges.css';
import { useOutcome } from '../../../lib/use-outcome.ts';
import { WrittenInNote } from '../../../components/content-languages/written-in-note.tsx';

/** /challenge/{uniqueId}: the public page of a published challenge (firm, track, time, window, what you learn, ranking). */
export function ChallengePage({ challengeId }: { challengeId: string }) {
  // The server answers in the reader's language (its cookie): a language switch reads the page again.
  const { i18n } = useTranslation();
  const state = useOutcome(`${challengeId}:${i18n.resolvedLanguage ?? ''}`, () => getChallenge(challengeId));
  const retry = state.reload;
  if (state.status !== 'ready') return <LoadStates state={state} onRetry={retry} notFoundKey="challenges.page.notFound" />;
  return <ChallengeView challenge={state.value} />;
}

/** The page itself; /preview/{uniqueId} shows the same view of a draft. `preview` hides the way in. */
export function ChallengeView({ challenge, preview = false }: { challenge: PublicChallenge; preview?: boolean }) {
  const { t } = useTranslation();
  const session = useSession();
  useEffect(() => {
    document.title = challenge.title;
  }, [challenge.title]);
  // Reached the challenge of an invite: the dashboard no longer needs to point here.
  useEffect(() => {
    if (!preview && session?.kind === 'student') forgetInvitedChallenge(challenge.uniqueId);
  }, [challenge.uniqueId, preview, session?.kind]);
  const start = paths.challenges.attempt.href(challenge.uniqueId);
  return (
    <div className="container page" data-testid="challenge-page" lang={challenge.lang}>
      <header className="page-header">
        <p className="eyebrow">{challenge.company.name}</p>
        <h1 className="page-title">{challenge.title}</h1>
        <WrittenInNote language={challenge.writtenIn} />
        {challenge.summary && <p className="page-lead">{challenge.summary}</p>}
      </header>
      <ChallengeFacts challenge={challenge} />
      {challenge.learn.length > 0 && (
        <section className="challenge-card" aria-labelledby="learn-title">
          <h2 id="learn-title" className="section-title">
            {t('challenges.page.learn')}
          </h2>
          <ul>
            {challenge.learn.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
        </section>
      )}
      <section className="challenge-card" aria-labelledby="ranking-how-title">
        <h2 id="ranking-how-title" className="section-title">
          {t('challenges.page.rankingTitle')}
        </h2>
        <p>{t('challenges.page.rankingText')}</p>
      </section>
      {!preview && (
        <div className="builder-actions">
          {challenge.status !== 'open' ? (
            <p className="alert alert--info">{t(`challenges.page.${challenge.status}`)}</p>
          ) : session?.kind === 'student' ? (
            <Link to={start} className="button button--primary button--large" data-testid="challenge-take">
              {t('challenges.page.take')}
            </Link>
          ) : !session ? (
            <Link to={paths.login.href()} className="button button--primary button--large" data-testid="challenge-login">
              {t('challenges.page.signIn')}
            </Link>
          ) : (
            <p className="muted">{t('challenges.page.studentsOnly')}</p>
          )}
        </div>
      )}
    </div>
  );
}
