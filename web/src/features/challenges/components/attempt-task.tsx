import type { RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import type { AnswerValue, AttemptView, StudentTask } from '../api/challenge-schema.ts';
import { isAnswered } from '../utils/answers.ts';
import { MaterialView } from './material-view.tsx';
import { TaskAnswer } from './task-answer.tsx';

interface Props {
  headingRef: RefObject<HTMLHeadingElement | null>;
  attempt: AttemptView;
  task: StudentTask;
  index: number;
  answers: Record<string, AnswerValue>;
  onAnswer: (answer: AnswerValue) => void;
  onGoTo: (index: number) => void;
  onPrevious: () => void;
  onNext: () => void;
  onReview: () => void;
}

/** Task n of N: the task list to jump around, the case, the task and the way on. */
export function AttemptTask({ headingRef, attempt, task, index, answers, onAnswer, onGoTo, onPrevious, onNext, onReview }: Props) {
  const { t } = useTranslation();
  const count = attempt.tasks.length;
  return (
    <div className="attempt__body">
      <nav className="attempt__tasks" aria-label={t('challenges.attempt.tasksNav')}>
        <ol>
          {attempt.tasks.map((each, i) => (
            <li key={each.id}>
              <button
                type="button"
                className={`attempt__task-button${isAnswered(answers[each.id]) ? ' attempt__task-button--done' : ''}`}
                aria-current={i === index ? 'step' : undefined}
                aria-label={t(isAnswered(answers[each.id]) ? 'challenges.attempt.taskAnswered' : 'challenges.attempt.taskOpen', { n: i + 1 })}
                onClick={() => onGoTo(i)}
              >
                {i + 1}
              </button>
            </li>
          ))}
        </ol>
      </nav>
      <section className="challenge-card" aria-labelledby="attempt-task-heading">
        <h1 id="attempt-task-heading" className="attempt__heading" tabIndex={-1} ref={headingRef}>
          {t('challenges.attempt.taskOf', { n: index + 1, count })}
        </h1>
        <details className="attempt__material">
          <summary>{t('challenges.attempt.showCase')}</summary>
          <MaterialView material={attempt.challenge.material} />
        </details>
        {/* key: each task has its own inputs (typed text is not carried to the next task). */}
        <TaskAnswer key={task.id} task={task} answer={answers[task.id]} onAnswer={onAnswer} />
        <div className="attempt__actions">
          <button type="button" className="button button--secondary" onClick={onPrevious} disabled={index === 0}>
            {t('challenges.attempt.previous')}
          </button>
          {index < count - 1 ? (
            <button type="button" className="button button--primary" onClick={onNext} data-testid="attempt-next">
              {t('challenges.attempt.next')}
            </button>
          ) : (
            <button type="button" className="button button--primary" onClick={onReview} data-testid="attempt-review">
              {t('challenges.attempt.review')}
            </button>
          )}
        </div>
      </section>
    </div>
  );
}
