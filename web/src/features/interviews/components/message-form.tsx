import { interviewLimits } from '@fast-track/shared/interview-rules';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';

interface Props {
  title: string;
  submitLabel: string;
  busy: boolean;
  onSubmit: (message: string) => void;
  onBack: () => void;
  testId: string;
}

/** Cancelling or asking for another time: an optional short message, then send or go back. */
export function MessageForm({ title, submitLabel, busy, onSubmit, onBack, testId }: Props) {
  const { t } = useTranslation();
  const id = useId();
  const [message, setMessage] = useState('');
  const length = [...message].length;
  return (
    <form
      className="interview__form"
      aria-label={title}
      data-testid={testId}
      onSubmit={(e) => {
        e.preventDefault();
        onSubmit(message.trim());
      }}
    >
      <div className="field">
        <label htmlFor={`${id}-message`}>{t('interviews.messageLabel')}</label>
        <textarea
          id={`${id}-message`}
          className="input interview__textarea"
          value={message}
          maxLength={interviewLimits.message * 2}
          aria-describedby={`${id}-count`}
          aria-invalid={length > interviewLimits.message}
          onChange={(e) => setMessage(e.currentTarget.value)}
        />
        <p id={`${id}-count`} className="field-hint muted">
          {t('interviews.messageCount', { count: length, max: interviewLimits.message })}
        </p>
      </div>
      <div className="interview__actions">
        <button type="submit" className="button" disabled={busy || length > interviewLimits.message}>
          {submitLabel}
        </button>
        <button type="button" className="button button--secondary" onClick={onBack} disabled={busy}>
          {t('interviews.back')}
        </button>
      </div>
    </form>
  );
}
