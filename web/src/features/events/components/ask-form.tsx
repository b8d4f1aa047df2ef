import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { AskResult } from '../hooks/use-questions.ts';
import { checkQuestion, QUESTION_MAX, QUESTION_MIN, type QuestionProblem } from '../utils/questions.ts';

/** Plain-text question, trimmed, 3–500 characters, with a live counter; the problem shows once the student submits. */
export function AskForm({ onAsk }: { onAsk: (text: string) => Promise<AskResult> }) {
  const { t } = useTranslation();
  const id = useId();
  const [text, setText] = useState('');
  const [problem, setProblem] = useState<QuestionProblem | null>(null);
  const [sending, setSending] = useState(false);
  const length = text.trim().length;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (sending) return;
    const found = checkQuestion(text);
    setProblem(found);
    if (found) return;
    setSending(true);
    const result = await onAsk(text);
    setSending(false);
    if (result === 'posted') setText('');
  };

  return (
    <form className="ask-form" onSubmit={(e) => void submit(e)} noValidate data-testid="ask-form">
      <label htmlFor={`${id}-q`}>{t('event.ask.label')}</label>
      <textarea
        id={`${id}-q`}
        data-testid="ask-input"
        value={text}
        placeholder={t('event.ask.placeholder')}
        aria-invalid={problem ? true : undefined}
        aria-describedby={`${id}-meta`}
        onChange={(e) => {
          const next = e.currentTarget.value;
          setText(next);
          // once shown, the message follows the text (and disappears when it is fixed)
          if (problem) setProblem(checkQuestion(next));
        }}
      />
      <div className="ask-form__meta" id={`${id}-meta`}>
        {problem && (
          <span className="ask-form__error" role="alert" data-testid="ask-error">
            {t(`event.ask.${problem}`, { min: QUESTION_MIN, max: QUESTION_MAX })}
          </span>
        )}
        <span
          className={length > QUESTION_MAX ? 'ask-form__counter ask-form__counter--over' : 'ask-form__counter'}
          data-testid="ask-counter"
        >
          {t('event.ask.counter', { count: length, max: QUESTION_MAX })}
        </span>
      </div>
      <button type="submit" className="button button--primary" data-testid="ask-submit" disabled={sending}>
        {t('event.ask.submit')}
      </button>
    </form>
  );
}
