import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { clockText } from '../utils/answers.ts';
import { useNow } from './use-now.ts';

/**
 * The time left, redrawn every second. Screen readers are told only at 5 minutes and 1 minute left (a live region
 * counting every second would drown everything else).
 */
export function Countdown({ msLeft }: { msLeft: () => number }) {
  const { t } = useTranslation();
  useNow(true);
  const left = msLeft();
  const [warning, setWarning] = useState('');
  const warned = useRef<Set<number>>(new Set());
  useEffect(() => {
    for (const minutes of [5, 1]) {
      if (left <= minutes * 60_000 && left > 0 && !warned.current.has(minutes)) {
        warned.current.add(minutes);
        setWarning(t('challenges.attempt.minutesLeft', { count: minutes }));
      }
    }
  }, [left, t]);
  return (
    <p className={`attempt__clock${left <= 60_000 ? ' attempt__clock--urgent' : ''}`}>
      <span className="visually-hidden">{t('challenges.attempt.timeLeft')} </span>
      <span role="timer" aria-live="off" data-testid="attempt-clock">
        {clockText(left)}
      </span>
      <span className="visually-hidden" aria-live="assertive">
        {warning}
      </span>
    </p>
  );
}
