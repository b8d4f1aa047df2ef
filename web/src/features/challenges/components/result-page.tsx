import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';
import { paths } from '../../../config/paths.ts';
import { formatNumber } from '../../../lib/number-format.ts';
import { formatPercent } from '../utils/format.ts';
import { getResult } from '../api/student-challenges.ts';
import type { Result } from '../api/challenge-schema.ts';
import { LoadStates } from './load-states.tsx';
import { RankFacts } from './rank-facts.tsx';
import { ResultReview } from './result-review.tsx';

import './challenges.css';
import { useOutcome } from '../../../lib/use-outcome.ts';

/**
 * /challenge/result/{id}: score, rank band in the cohort, per-task scores, and once the window closed the answer key
 * and the review (own answers, model answers, feedback, the company's open jobs).
 */
export function ResultPage({ resultId }: { resultId: string }) {
  const state = useOutcome(resultId, () => getResult(resultId));
  const retry = state.reload;
  if (state.status !== 'ready') return <LoadStates state={state} onRetry={retry} notFoundKey="challenges.result.notFound" />;
  return <ResultView result={state.value} />;
}

function ResultView({ result }: { result: Result }) {
  const { t, i18n } = useTranslation();
  const locale = i18n.resolvedLanguage ?? 'en';
  const timedOut = (useLocation().state as { timedOut?: boolean } | null)?.timedOut === true;
  useEffect(() => {
    document.title = t('challenges.result.documentTitle', { title: result.challenge.title });
  }, [t, result.challenge.title]);
  const feedback = new Map((result.feedback ?? []).map((f) => [f.taskId, f.correct]));
  return (
    <div className="container page" data-testid="result-page">
      <header className="page-header">
        <p className="eyebrow">{result.challenge.company.name}</p>
        <h1 className="page-title">{t('challenges.result.title', { title: result.challenge.title })}</h1>
      </header>
      {timedOut && <p className="alert alert--info">{t('challenges.result.timedOut')}</p>}
      <section className="challenge-card" aria-labelledby="result-score-title">
        <h2 id="result-score-title" className="section-title">
          {t('challenges.result.score')}
        </h2>
        {result.status === 'pending' || !result.score ? (
          <p data-testid="result-pending">{t('challenges.result.pending')}</p>
        ) : (
          <div className="result-score">
            <span className="result-score__value" data-testid="result-percent">
              {formatPercent(result.score.percent, locale)}
            </span>
            <span>{t('challenges.result.points', { earned: formatNumber(result.score.earned, locale), total: formatNumber(result.score.total, locale) })}</span>
          </div>
        )}
        {result.rank && (
          <dl className="challenge-facts" data-testid="result-band">
            <RankFacts
              band={result.rank.band}
              hidden={result.rank.hidden}
              cohort={{ ...result.rank.cohort, size: result.rank.cohortSize, minimum: result.rank.minimum }}
            />
          </dl>
        )}
        {result.certificateId && (
          <p>
            <Link to={paths.challenges.certificate.href(result.certificateId)} className="button button--primary" data-testid="result-certificate">
              {t('challenges.result.certificate')}
            </Link>
          </p>
        )}
      </section>
      <section className="challenge-card" aria-labelledby="result-tasks-title">
        <h2 id="result-tasks-title" className="section-title">
          {t('challenges.result.tasks')}
        </h2>
        <div className="table-scroll">
          <table className="score-table">
            <thead>
              <tr>
                <th scope="col">{t('challenges.result.task')}</th>
                <th scope="col" className="score-table__points">
                  {t('challenges.result.earned')}
                </th>
                {result.feedback && <th scope="col">{t('challenges.result.key')}</th>}
              </tr>
            </thead>
            <tbody>
              {result.tasks.map((task, index) => (
                <tr key={task.taskId}>
                  <td>
                    {index + 1}. {task.prompt}
                  </td>
                  <td className="score-table__points" data-testid="result-task-points">
                    {task.status === 'pending' || task.earned === null
                      ? t('challenges.result.taskPending')
                      : `${formatNumber(task.earned, locale)} / ${formatNumber(task.points, locale)}`}
                  </td>
                  {result.feedback && <td>{keyText(feedback.get(task.taskId))}</td>}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        {!result.feedback && <p className="muted">{t('challenges.result.feedbackLater')}</p>}
      </section>
      <ResultReview result={result} />
      <p>
        <Link to={paths.student.href()}>{t('challenges.result.toDashboard')}</Link>
      </p>
    </div>
  );
}

/** The answer key as the server gives it once the window closed (a number, ids, or a list of texts). */
function keyText(correct: unknown): string {
  if (correct === undefined || correct === null) return '–';
  if (typeof correct === 'number' || typeof correct === 'string') return String(correct);
  if (Array.isArray(correct)) return correct.map((c) => (typeof c === 'object' && c !== null ? Object.values(c as object).join(' ') : String(c))).join(', ');
  if (typeof correct === 'object') return Object.values(correct).map(String).join(', ');
  return '–';
}
