import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { paths } from '../../../config/paths.ts';
import { formatNumber } from '../../../lib/number-format.ts';
import type { Result, TaskReview } from '../api/challenge-schema.ts';

/**
 * Learning after the window (issue 23): per task the student's own answer beside the firm's model answer and
 * feedback, then the company's page with its open jobs. The server sends `review` only to the student who
 * submitted and only once the window has closed; before that this says when it will appear.
 */
export function ResultReview({ result }: { result: Result }) {
  const { t } = useTranslation();
  const review = result.review;
  return (
    <section className="challenge-card" aria-labelledby="result-review-title" data-testid="result-review">
      <h2 id="result-review-title" className="section-title">
        {t('challengeLearning.review.title')}
      </h2>
      {!review ? (
        <p className="muted" data-testid="result-review-later">
          {t('challengeLearning.review.later')}
        </p>
      ) : (
        <>
          <p className="muted">{t('challengeLearning.review.intro')}</p>
          <ol className="review-list">
            {result.tasks.map((task) => {
              const entry = review.tasks.find((r) => r.taskId === task.taskId);
              return entry ? <ReviewItem key={task.taskId} prompt={task.prompt} entry={entry} /> : null;
            })}
          </ol>
          <p>
            <Link to={paths.company.href(review.companyLink)} className="button button--secondary" data-testid="result-review-jobs">
              {t('challengeLearning.review.jobs', { company: result.challenge.company.name })}
            </Link>
          </p>
        </>
      )}
    </section>
  );
}

function ReviewItem({ prompt, entry }: { prompt: string; entry: TaskReview }) {
  const { t, i18n } = useTranslation();
  const locale = i18n.resolvedLanguage ?? 'en';
  const answer = entry.yourAnswer;
  return (
    <li className="review-item" data-testid="result-review-task">
      <p className="review-item__prompt">{prompt}</p>
      <dl className="review-item__facts">
        <dt>{t('challengeLearning.review.yourAnswer')}</dt>
        <dd>
          {answer === null ? (
            <span className="muted">{t('challengeLearning.review.noAnswer')}</span>
          ) : 'value' in answer ? (
            formatNumber(answer.value, locale)
          ) : answer.texts.length > 1 ? (
            <ol className="review-item__choices">
              {answer.texts.map((text, i) => (
                <li key={i}>{text}</li>
              ))}
            </ol>
          ) : (
            <span className="review-item__text">{answer.texts[0]}</span>
          )}
        </dd>
        {entry.modelAnswer && (
          <>
            <dt>{t('challengeLearning.review.modelAnswer')}</dt>
            <dd className="review-item__text">{entry.modelAnswer}</dd>
          </>
        )}
        {entry.feedback && (
          <>
            <dt>{t('challengeLearning.review.feedback')}</dt>
            <dd className="review-item__text">{entry.feedback}</dd>
          </>
        )}
      </dl>
      {!entry.modelAnswer && !entry.feedback && <p className="muted">{t('challengeLearning.review.noneGiven')}</p>}
    </li>
  );
}
