import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { paths } from '../../../config/paths.ts';
import { listMyChallenges } from '../api/student-challenges.ts';
import { INVITED_CHALLENGE_KEY } from './invite-page.tsx';

import './challenges.css';
import { useOutcome } from '../../../lib/use-outcome.ts';

// The student dashboard's challenge pieces (the route composes them into the dashboard feature's slots).
let cached: { at: number; call: ReturnType<typeof listMyChallenges> } | null = null;
/** Start Now and the list share one call per dashboard visit. */
function loadMine(): ReturnType<typeof listMyChallenges> {
  if (!cached || Date.now() - cached.at > 5_000) cached = { at: Date.now(), call: listMyChallenges() };
  return cached.call;
}

/** Start Now: the next open challenge of the student's tracks not yet attempted (Induction first); events when none. */
export function StartNowLink({ label }: { label: string }) {
  const state = useOutcome('mine', loadMine);
  const next = state.status === 'ready' ? state.value.next : null;
  return (
    <Link to={next ? paths.challenges.page.href(next) : paths.events.href()} className="button button--primary" data-testid="start-now">
      {label}
    </Link>
  );
}

/** The challenges of the student's tracks, each with where the student is in it. */
export function MyChallenges() {
  const { t } = useTranslation();
  const state = useOutcome('mine', loadMine);
  const retry = state.reload;
  // A firm's invite link opened before registering (/invite/{link}): the new student lands in that challenge.
  const invited = sessionStorage.getItem(INVITED_CHALLENGE_KEY);
  return (
    <section className="dash-card" aria-labelledby="my-challenges-title" data-testid="my-challenges">
      <h2 id="my-challenges-title" className="dash-card__title">
        {t('challenges.mine.title')}
      </h2>
      {invited && (
        <p className="alert alert--info" data-testid="my-challenges-invited">
          <Link to={paths.challenges.page.href(invited)} onClick={() => sessionStorage.removeItem(INVITED_CHALLENGE_KEY)}>
            {t('challenges.mine.invited')}
          </Link>
        </p>
      )}
      {state.status === 'loading' ? (
        <p role="status" className="muted">
          {t('common.loading')}
        </p>
      ) : state.status === 'failed' ? (
        <div className="alert alert--error" role="alert">
          <p>{t('challenges.mine.failed')}</p>
          <button type="button" className="button button--secondary button--small" onClick={() => {
              cached = null;
              retry();
            }}>
            {t('challenges.retry')}
          </button>
        </div>
      ) : state.value.challenges.length === 0 ? (
        <p className="muted">{t('challenges.mine.empty')}</p>
      ) : (
        <ul className="challenge-list">
          {state.value.challenges.map((c) => (
            <li key={c.uniqueId} className="challenge-list__item" data-testid="my-challenge">
              <span>
                <Link to={paths.challenges.page.href(c.uniqueId)}>{c.title}</Link>
                <span className="muted"> · {c.company.name}</span>
              </span>
              {c.attempt?.resultId ? (
                <Link to={paths.challenges.result.href(c.attempt.resultId)} className="chip">
                  {t('challenges.mine.result')}
                </Link>
              ) : (
                <span className="chip">{t(c.attempt ? 'challenges.mine.inProgress' : `challenges.status.${c.status}`)}</span>
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
