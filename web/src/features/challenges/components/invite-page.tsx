import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import { getInvite } from '../api/student-challenges.ts';
import { rememberInvitedChallenge } from '../utils/invited.ts';
import { ChallengeFacts } from './challenge-facts.tsx';
import { LoadStates } from './load-states.tsx';

import './challenges.css';
import { useOutcome } from '../../../lib/use-outcome.ts';

export { INVITED_CHALLENGE_KEY } from '../utils/invited.ts';

interface Props {
  link: string;
  signedInStudent: boolean;
  challengeHref: (uniqueId: string) => string;
}

/** /invite/{link}: a firm's invitation to a challenge; visitors register with the invite, students go straight in. */
export function InvitePage({ link, signedInStudent, challengeHref }: Props) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const state = useOutcome(link, () => getInvite(link));
  const retry = state.reload;
  const challenge = state.status === 'ready' ? state.value.challenge : null;

  useEffect(() => {
    if (!challenge) return;
    document.title = challenge.title;
    if (signedInStudent) void navigate(challengeHref(challenge.uniqueId), { replace: true });
    else rememberInvitedChallenge(challenge.uniqueId);
  }, [challenge, signedInStudent]);

  if (state.status !== 'ready') return <LoadStates state={state} onRetry={retry} notFoundKey="challenges.invite.notFound" />;
  const { registerPath } = state.value;
  return (
    <div className="container page" data-testid="invite-page">
      <header className="page-header">
        <p className="eyebrow">{t('challenges.invite.eyebrow', { firm: state.value.challenge.company.name })}</p>
        <h1 className="page-title">{state.value.challenge.title}</h1>
        {state.value.challenge.summary && <p className="page-lead">{state.value.challenge.summary}</p>}
      </header>
      <ChallengeFacts challenge={state.value.challenge} />
      <p className="builder-actions">
        <Link to={registerPath.startsWith('/') ? registerPath : '/register'} className="button button--primary button--large" data-testid="invite-register">
          {t('challenges.invite.register')}
        </Link>
        <Link to={challengeHref(state.value.challenge.uniqueId)}>{t('challenges.invite.look')}</Link>
      </p>
    </div>
  );
}
