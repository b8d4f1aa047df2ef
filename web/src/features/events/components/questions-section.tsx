import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { QuestionsView } from '../hooks/use-questions.ts';
import { useNow } from '../hooks/use-now.ts';
import { AskForm } from './ask-form.tsx';
import { QuestionItem } from './question-item.tsx';

const reducedMotion = () => typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;

/**
 * 'Most asked Questions' (spec §2 Event detail): sorted by upvotes, scrolling past 400px; upvote toggles per question.
 * A question the student just asked lands wherever its votes put it, so the list brings it into view, highlighted.
 */
export function QuestionsSection({ view }: { view: QuestionsView }) {
  const { t } = useTranslation();
  const { questions, userId, voting, mine, justAsked } = view;
  const listRef = useRef<HTMLUListElement>(null);
  const now = useNow();

  useEffect(() => {
    if (!justAsked) return;
    const item = listRef.current?.querySelector(`[data-question-id="${CSS.escape(justAsked)}"]`);
    item?.scrollIntoView({ block: 'nearest', behavior: reducedMotion() ? 'auto' : 'smooth' });
  }, [justAsked]);

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
        <ul ref={listRef} className="questions-list" tabIndex={0} aria-label={t('event.questions')} data-testid="questions-list">
          {questions.map((q) => (
            <QuestionItem
              key={q.uniqueId}
              question={q}
              upvoted={userId !== null && q.upvotes.includes(userId)}
              mine={mine.has(q.uniqueId)}
              fresh={q.uniqueId === justAsked}
              voting={voting.has(q.uniqueId)}
              now={now}
              onUpvote={() => void view.toggleUpvote(q)}
            />
          ))}
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
