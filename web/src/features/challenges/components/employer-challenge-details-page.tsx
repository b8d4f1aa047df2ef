import { useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { ChallengeDetails } from '../api/author-schema.ts';
import { getDetails } from '../api/employer-challenges.ts';
import { formatPercent } from '../utils/format.ts';
import { LoadStates } from './load-states.tsx';

import { WrittenScoring } from './written-scoring.tsx';
import './challenges.css';
import { useOutcome } from '../../../lib/use-outcome.ts';

interface Props {
  organisationId: string;
  challengeId: string | null;
  nav?: ReactNode;
  listHref: string;
}

/** /dashboard/challenge/details: score distribution, per-task difficulty, written answers to score, ranked participants. */
export function EmployerChallengeDetailsPage({ organisationId, challengeId, nav, listHref }: Props) {
  const { t } = useTranslation();
  useEffect(() => {
    document.title = t('challenges.details.title');
  }, [t]);
  return (
    <div className="container page" data-testid="employer-challenge-details">
      <header className="page-header">
        <h1 className="page-title">{t('challenges.details.title')}</h1>
      </header>
      {nav}
      <p>
        <Link to={listHref}>{t('challenges.details.back')}</Link>
      </p>
      {challengeId ? <Details organisationId={organisationId} challengeId={challengeId} /> : <p className="alert alert--info">{t('challenges.details.none')}</p>}
    </div>
  );
}

function Details({ organisationId, challengeId }: { organisationId: string; challengeId: string }) {
  const state = useOutcome(challengeId, () => getDetails(organisationId, challengeId));
  const retry = state.reload;
  if (state.status !== 'ready') return <LoadStates state={state} onRetry={retry} notFoundKey="challenges.details.notFound" />;
  return (
    <>
      <Distribution details={state.value} />
      <TaskDifficulty details={state.value} />
      <WrittenScoring organisationId={organisationId} challengeId={challengeId} onScored={retry} />
      <Participants details={state.value} />
    </>
  );
}

function Distribution({ details }: { details: ChallengeDetails }) {
  const { t } = useTranslation();
  const max = Math.max(1, ...details.distribution.map((b) => b.count));
  const total = details.distribution.reduce((s, b) => s + b.count, 0);
  return (
    <section className="challenge-card" aria-labelledby="dist-title">
      <h2 id="dist-title" className="section-title">
        {t('challenges.details.distribution')}
      </h2>
      {total === 0 ? (
        <p className="muted">{t('challenges.details.noResults')}</p>
      ) : (
        <>
          <ul className="distribution" aria-hidden="true">
            {details.distribution.map((b) => (
              <li key={b.from}>
                <span className="distribution__bar" style={{ height: `${(b.count / max) * 100}%` }} />
                <span>{b.from}</span>
              </li>
            ))}
          </ul>
          {/* The same figures as text for screen readers and anyone who reads tables better than bars. */}
          <div className="table-scroll">
            <table className="score-table" data-testid="details-distribution">
              <caption className="visually-hidden">{t('challenges.details.distribution')}</caption>
              <thead>
                <tr>
                  <th scope="col">{t('challenges.details.range')}</th>
                  <th scope="col">{t('challenges.details.count')}</th>
                </tr>
              </thead>
              <tbody>
                {details.distribution.filter((b) => b.count > 0).map((b) => (
                  <tr key={b.from}>
                    <td>
                      {b.from}–{b.to} %
                    </td>
                    <td>{b.count}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </>
      )}
    </section>
  );
}

function TaskDifficulty({ details }: { details: ChallengeDetails }) {
  const { t, i18n } = useTranslation();
  const locale = i18n.resolvedLanguage ?? 'en';
  return (
    <section className="challenge-card" aria-labelledby="difficulty-title">
      <h2 id="difficulty-title" className="section-title">
        {t('challenges.details.difficulty')}
      </h2>
      <div className="table-scroll">
        <table className="score-table">
          <thead>
            <tr>
              <th scope="col">{t('challenges.result.task')}</th>
              <th scope="col">{t('challenges.details.answered')}</th>
              <th scope="col">{t('challenges.details.average')}</th>
            </tr>
          </thead>
          <tbody>
            {details.tasks.map((task, i) => (
              <tr key={task.taskId}>
                <td>
                  {i + 1}. {task.prompt}
                </td>
                <td>{task.answered}</td>
                <td>{task.averagePercent === null ? '–' : formatPercent(task.averagePercent, locale)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}

function Participants({ details }: { details: ChallengeDetails }) {
  const { t, i18n } = useTranslation();
  const locale = i18n.resolvedLanguage ?? 'en';
  return (
    <section className="challenge-card" aria-labelledby="participants-title">
      <h2 id="participants-title" className="section-title">
        {t('challenges.details.participants')}
      </h2>
      {details.participants.length === 0 ? (
        <p className="muted">{t('challenges.details.noParticipants')}</p>
      ) : (
        <div className="table-scroll">
          <table className="score-table" data-testid="details-participants">
            <thead>
              <tr>
                <th scope="col">{t('challenges.details.rank')}</th>
                <th scope="col">{t('challenges.details.name')}</th>
                <th scope="col">{t('challenges.find.university')}</th>
                <th scope="col">{t('challenges.result.score')}</th>
              </tr>
            </thead>
            <tbody>
              {details.participants.map((p) => (
                <tr key={p.studentId}>
                  <td>{p.rank ?? '–'}</td>
                  <td>{p.name}</td>
                  <td>{p.university}</td>
                  <td>{p.status === 'pending' || p.score === null ? t('challenges.result.taskPending') : formatPercent(p.score, locale)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {details.hiddenParticipants > 0 && <p className="muted">{t('challenges.details.hidden', { count: details.hiddenParticipants })}</p>}
    </section>
  );
}
