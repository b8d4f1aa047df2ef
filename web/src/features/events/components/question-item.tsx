import { useTranslation } from 'react-i18next';
import { useLocale } from '../../../lib/use-locale.ts';
import type { EventQuestion } from '../api/event-schema.ts';
import { formatFullDateTime, formatRelativeTime } from '../utils/relative-time.ts';

interface Props {
  question: EventQuestion;
  /** The caller upvoted it. */
  upvoted: boolean;
  /** The caller asked it. */
  mine: boolean;
  /** Just asked on this page: highlighted once. */
  fresh: boolean;
  voting: boolean;
  now: Date;
  onUpvote: () => void;
}

/** One question: its votes, text, when it was asked and whether the host answered it. */
export function QuestionItem({ question, upvoted, mine, fresh, voting, now, onUpvote }: Props) {
  const { t } = useTranslation();
  const locale = useLocale();
  const asked = formatRelativeTime(question.askedAt, now, locale);
  const classes = ['question-item', mine && 'question-item--mine', fresh && 'question-item--fresh'].filter(Boolean).join(' ');

  return (
    <li className={classes} data-testid="question-item" data-question-id={question.uniqueId} data-mine={mine || undefined}>
      <button
        type="button"
        className="question-item__vote"
        data-testid="upvote-button"
        aria-pressed={upvoted}
        aria-label={t(upvoted ? 'event.ask.removeUpvote' : 'event.ask.upvote', { count: question.upvotes.length })}
        disabled={voting}
        onClick={onUpvote}
      >
        <svg viewBox="0 0 24 24" width="14" height="14" aria-hidden="true">
          <path d="M12 5l7 9H5z" fill="currentColor" />
        </svg>
        <span data-testid="upvote-count">{question.upvotes.length}</span>
      </button>
      <div className="question-item__body">
        {mine && (
          <p className="question-item__mine" data-testid="question-mine">
            {t('event.qa.yours')}
          </p>
        )}
        {question.erased ? (
          <p className="question-item__text muted" data-testid="question-deleted">
            {t('event.qa.deleted')}
          </p>
        ) : (
          <p className="question-item__text">{question.text}</p>
        )}
        <p className="question-item__meta">
          {asked && question.askedAt && (
            <time dateTime={question.askedAt} title={formatFullDateTime(question.askedAt, locale)} data-testid="question-asked">
              {t('event.qa.asked', { when: asked })}
            </time>
          )}
          <span
            className={question.answered ? 'question-item__status question-item__status--answered' : 'question-item__status'}
            data-testid="question-answered"
            data-answered={question.answered === true}
          >
            {question.answered && (
              <svg viewBox="0 0 24 24" width="14" height="14" aria-hidden="true">
                <path d="M5 12.5l4.5 4.5L19 7.5" fill="none" stroke="currentColor" strokeWidth="2.6" strokeLinecap="round" strokeLinejoin="round" />
              </svg>
            )}
            {question.answered ? t('event.qa.answered') : t('event.qa.unanswered')}
          </span>
        </p>
      </div>
    </li>
  );
}
