import { useTranslation } from 'react-i18next';
import type { QuestionsView } from '../hooks/use-questions.ts';
import { AskForm } from './ask-form.tsx';

/** 'Most asked Questions' (spec §2 Event detail): sorted by upvotes, scrolling past 400px; upvote toggles per question. */
export function QuestionsSection({ view }: { view: QuestionsView }) {
  const { t } = useTranslation();
  const { questions, userId, voting } = view;

  return (
    <section className="detail-section" aria-labelledby="questions-title">
      <h2 id="questions-title" className="detail-section__title">
        {t('event.questions')}
      </h2>
      {questions.length === 0 ? (
        <p className="muted" data-testid="no-questions">
          {t('event.noQuestions')}
        </p>
      ) : (
        <ul className="questions-list" tabIndex={0} aria-label={t('event.questions')} data-testid="questions-list">
          {questions.map((q) => {
            const mine = userId !== null && q.upvotes.includes(userId);
            return (
              <li key={q.uniqueId} className="question-item" data-testid="question-item" data-question-id={q.uniqueId}>
                <button
                  type="button"
                  className="question-item__vote"
                  data-testid="upvote-button"
                  aria-pressed={mine}
                  aria-label={t(mine ? 'event.ask.removeUpvote' : 'event.ask.upvote', { count: q.upvotes.length })}
                  disabled={voting.has(q.uniqueId)}
                  onClick={() => void view.toggleUpvote(q)}
                >
                  <svg viewBox="0 0 24 24" width="14" height="14" aria-hidden="true">
                    <path d="M12 5l7 9H5z" fill="currentColor" />
                  </svg>
                  <span data-testid="upvote-count">{q.upvotes.length}</span>
                </button>
                <p className="question-item__text">{q.text}</p>
              </li>
            );
          })}
        </ul>
      )}
      {view.signedIn ? (
        <AskForm onAsk={view.ask} />
      ) : (
        <p className="questions-signin">
          <button type="button" className="button button--secondary" data-testid="ask-question" onClick={view.toLogin}>
            {t('event.ask.button')}
          </button>
          <span className="muted">{t('event.signInToAsk')}</span>
        </p>
      )}
    </section>
  );
}
