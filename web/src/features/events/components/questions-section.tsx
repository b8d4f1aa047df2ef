import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { paths } from '../../../config/paths.ts';
import type { EventQuestion } from '../api/event-schema.ts';
import { sortByUpvotes } from '../utils/questions.ts';

/** Read-only for visitors: asking and upvoting need a student account (spec §5), so they get a sign-in prompt. */
export function QuestionsSection({ questions }: { questions: EventQuestion[] }) {
  const { t } = useTranslation();
  const sorted = sortByUpvotes(questions);

  return (
    <section className="detail-section" aria-labelledby="questions-title">
      <h2 id="questions-title" className="detail-section__title">
        {t('event.questions')}
      </h2>
      {sorted.length === 0 ? (
        <p className="muted">{t('event.noQuestions')}</p>
      ) : (
        <ul className="questions-list" tabIndex={0} aria-label={t('event.questions')}>
          {sorted.map((q) => (
            <li key={q.uniqueId} className="question-item" data-testid="question-item">
              <span className="question-item__votes">
                <svg viewBox="0 0 24 24" width="14" height="14" aria-hidden="true">
                  <path d="M12 5l7 9H5z" fill="currentColor" />
                </svg>
                <span aria-hidden="true">{q.upvotes.length}</span>
                <span className="visually-hidden">{t('event.upvotes', { count: q.upvotes.length })}</span>
              </span>
              <p className="question-item__text">{q.text}</p>
            </li>
          ))}
        </ul>
      )}
      <p className="questions-signin">
        <Link to={paths.login.href()}>{t('event.signInToAsk')}</Link>
      </p>
    </section>
  );
}
