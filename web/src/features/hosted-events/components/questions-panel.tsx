import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../lib/toast.ts';
import { markAnswered } from '../api/hosted-events.ts';
import type { HostQuestion } from '../api/hosted-event-schema.ts';

interface Props {
  organisationId: string;
  eventId: string;
  questions: HostQuestion[];
  onAnswered: () => void;
}

/**
 * Students' questions, most upvoted first. A host marks one answered once they have answered it (on the day or
 * afterwards): answered questions are the event's FAQ on its page.
 */
export function QuestionsPanel({ organisationId, eventId, questions, onAnswered }: Props) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState<string | null>(null);
  const sorted = [...questions].sort((a, b) => Number(a.answered) - Number(b.answered) || b.upvotes - a.upvotes);

  const answer = async (questionId: string) => {
    setBusy(questionId);
    try {
      const outcome = await markAnswered(organisationId, eventId, questionId);
      if (outcome.ok) {
        toast.success(t('hostedEvents.questions.answeredToast'));
        onAnswered();
      } else toast.error(t('hostedEvents.questions.failed'));
    } catch {
      toast.error(t('hostedEvents.questions.failed'));
    }
    setBusy(null);
  };

  return (
    <section className="hosted-panel" aria-labelledby="questions-title" data-testid="event-questions">
      <h2 id="questions-title" className="hosted-panel__title">
        {t('hostedEvents.questions.title')} <span className="hosted-section__count">{questions.length}</span>
      </h2>
      <p className="field__hint">{t('hostedEvents.questions.hint')}</p>
      {sorted.length === 0 ? (
        <p className="muted" data-testid="event-questions-empty">
          {t('hostedEvents.questions.none')}
        </p>
      ) : (
        <ul className="hosted-questions" role="list">
          {sorted.map((q) => (
            <li key={q.uniqueId} className="hosted-question" data-testid="host-question">
              {q.erased ? (
                <p className="hosted-question__text muted" data-testid="host-question-deleted">
                  {t('hostedEvents.questions.deleted')}
                </p>
              ) : (
                <p className="hosted-question__text">{q.text}</p>
              )}
              <div className="hosted-question__meta">
                <span className="muted">{t('hostedEvents.questions.upvotes', { count: q.upvotes })}</span>
                {q.answered ? (
                  <span className="hosted-badge hosted-badge--upcoming" data-testid="question-answered">
                    {t('hostedEvents.questions.answered')}
                  </span>
                ) : (
                  <button type="button" className="button button--secondary button--small" disabled={busy !== null} onClick={() => void answer(q.uniqueId)} data-testid="question-mark-answered">
                    {t('hostedEvents.questions.markAnswered')}
                    <span className="visually-hidden">: {q.erased ? t('hostedEvents.questions.deleted') : q.text}</span>
                  </button>
                )}
              </div>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
