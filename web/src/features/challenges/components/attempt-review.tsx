import type { RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import type { AnswerValue, AttemptView } from '../api/challenge-schema.ts';
import { isAnswered } from '../utils/answers.ts';

interface Props {
  headingRef: RefObject<HTMLHeadingElement | null>;
  attempt: AttemptView;
  answers: Record<string, AnswerValue>;
  /** The last submit failed (the network, or the server refused): the student can try again. */
  failed: boolean;
  onEdit: (index: number) => void;
  onBack: () => void;
  onSubmit: () => void;
}

/**
 * Every task with whether it is answered, a way back to each, and Submit (once, for good). The unanswered tasks are
 * also listed above Submit, each a link back to it: the one-shot submit must not be pressed unaware of a gap.
 */
export function AttemptReview({ headingRef, attempt, answers, failed, onEdit, onBack, onSubmit }: Props) {
  const { t } = useTranslation();
  const open = attempt.tasks.map((task, index) => ({ task, index })).filter(({ task }) => !isAnswered(answers[task.id]));
  return (
    <section className="challenge-card" aria-labelledby="attempt-review-heading" data-testid="attempt-review-page">
      <h1 id="attempt-review-heading" className="attempt__heading" tabIndex={-1} ref={headingRef}>
        {t('challenges.attempt.reviewTitle')}
      </h1>
      <ol className="review-list">
        {attempt.tasks.map((task, index) => (
          <li key={task.id} className="review-list__item">
            <span className="review-list__prompt">
              {index + 1}. {task.prompt}
            </span>
            <span className={isAnswered(answers[task.id]) ? 'review-chip review-chip--done' : 'review-chip review-chip--open'}>
              {t(isAnswered(answers[task.id]) ? 'challenges.attempt.answered' : 'challenges.attempt.notAnswered')}
            </span>
            <button
              type="button"
              className="button button--secondary button--small"
              onClick={() => onEdit(index)}
              aria-label={t('challenges.attempt.editTask', { n: index + 1 })}
            >
              {t('challenges.attempt.edit')}
            </button>
          </li>
        ))}
      </ol>
      {open.length > 0 && (
        <div className="alert alert--info review-open-box" data-testid="review-unanswered">
          <p className="review-open__lead">{t('challenges.attempt.unanswered', { count: open.length })}</p>
          <ul className="review-open">
            {open.map(({ task, index }) => (
              <li key={task.id}>
                {/* A link in look and role: it takes the student to the task (the attempt keeps one address). */}
                <a
                  href={`#task-${index + 1}`}
                  className="review-open__link"
                  data-testid="review-open-task"
                  onClick={(e) => {
                    e.preventDefault();
                    onEdit(index);
                  }}
                >
                  {t('challenges.attempt.goToTask', { n: index + 1, prompt: task.prompt })}
                </a>
              </li>
            ))}
          </ul>
        </div>
      )}
      {failed && (
        <p className="alert alert--error" role="alert">
          {t('challenges.attempt.submitFailed')}
        </p>
      )}
      <p className="muted">{t('challenges.attempt.submitFinal')}</p>
      <div className="attempt__actions">
        <button type="button" className="button button--secondary" onClick={onBack}>
          {t('challenges.attempt.previous')}
        </button>
        <button type="button" className="button button--primary" onClick={onSubmit} data-testid="attempt-submit">
          {t('challenges.attempt.submit')}
        </button>
      </div>
    </section>
  );
}
