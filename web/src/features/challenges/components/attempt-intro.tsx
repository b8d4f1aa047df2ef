import { WrittenInNote } from '../../../components/content-languages/written-in-note.tsx';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { PageSpinner } from '../../../components/ui/page-spinner.tsx';
import { paths } from '../../../config/paths.ts';
import type { PublicChallenge } from '../api/challenge-schema.ts';
import { getChallenge } from '../api/student-challenges.ts';
import { ChallengeFacts } from './challenge-facts.tsx';

interface Props {
  challengeId: string;
  /** Why the last Start was refused (a refusal code or 'network'). */
  error: string | null;
  onStart: () => void;
}

/** Before the clock starts: what the student is about to do, and one Start button. */
export function AttemptIntro({ challengeId, error, onStart }: Props) {
  const { t } = useTranslation();
  const [challenge, setChallenge] = useState<PublicChallenge | null | 'failed'>(null);
  useEffect(() => {
    let live = true;
    getChallenge(challengeId).then(
      (outcome) => live && setChallenge(outcome.ok ? outcome.value : 'failed'),
      () => live && setChallenge('failed'),
    );
    return () => {
      live = false;
    };
  }, [challengeId]);

  if (challenge === null) return <PageSpinner />;
  if (challenge === 'failed') {
    return (
      <div className="container page">
        <p className="alert alert--error" role="alert">
          {t('challenges.attempt.notFound')}
        </p>
      </div>
    );
  }
  return (
    <div className="container page challenge-intro" data-testid="attempt-intro" lang={challenge.lang}>
      <header className="page-header">
        <p className="eyebrow">{challenge.company.name}</p>
        <h1 className="page-title">{challenge.title}</h1>
        <WrittenInNote language={challenge.writtenIn} />
      </header>
      <ChallengeFacts challenge={challenge} />
      <section className="challenge-card">
        <h2 className="section-title">{t('challenges.attempt.beforeYouStart')}</h2>
        <ul className="challenge-rules">
          <li>{t('challenges.attempt.ruleClock', { count: challenge.minutes })}</li>
          <li>{t('challenges.attempt.ruleSaved')}</li>
          <li>{t('challenges.attempt.ruleOnce')}</li>
        </ul>
        {error && <StartRefusal code={error} />}
        <button type="button" className="button button--primary button--large" onClick={onStart} disabled={challenge.status !== 'open'} data-testid="attempt-start">
          {t('challenges.attempt.start')}
        </button>
      </section>
    </div>
  );
}

function StartRefusal({ code }: { code: string }) {
  const { t } = useTranslation();
  if (code === 'ONBOARDING_REQUIRED') {
    return (
      <p className="alert alert--info" role="alert" data-testid="attempt-onboarding-needed">
        {t('challenges.attempt.onboardingNeeded')} <Link to={paths.studentOnboarding.href()}>{t('challenges.attempt.onboardingLink')}</Link>
      </p>
    );
  }
  const key = code === 'CHALLENGE_NOT_OPEN' ? 'notOpen' : 'startFailed';
  return (
    <p className="alert alert--error" role="alert">
      {t(`challenges.attempt.${key}`)}
    </p>
  );
}
