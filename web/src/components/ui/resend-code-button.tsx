import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatSeconds } from '../../lib/number-format.ts';
import { useLocale } from '../../lib/use-locale.ts';
import { useSecondsUntil } from '../../lib/use-seconds-until.ts';

interface Props {
  /** When another code may be asked for (ms since the epoch): the last send plus the server's window, or now plus
   *  the Retry-After of a refused resend. 0 or a past time: at once. */
  availableAt: number;
  /** The audience's own label ('Resend code'). */
  label: string;
  busy: boolean;
  onResend: () => void;
  testId?: string;
}

/**
 * 'Resend code' of every audience's code step (student, employer, career center; societies register as students).
 * While the server would refuse (one code per address per minute) the button is disabled and counts the seconds down
 * on itself; at 0 it enables itself. A screen reader hears the wait once when it starts and once when it is over
 * (a polite live region), not every second: the ticking text is on the button, which is not a live region.
 */
export function ResendCodeButton({ availableAt, label, busy, onResend, testId = 'resend-code' }: Props) {
  const { t } = useTranslation();
  const locale = useLocale();
  const seconds = useSecondsUntil(availableAt);
  const waiting = seconds > 0;
  // The live region speaks when a wait starts (a new availableAt) and when it is over, never on a tick.
  const [announcement, setAnnouncement] = useState('');
  const wasWaiting = useRef(false);
  useEffect(() => {
    // A sentence with the count in it, by the language's plural forms: after "za" Polish needs "1 sekundę", which
    // Intl's unit format ("1 sekunda") cannot give.
    if (waiting) setAnnouncement(t('otpInput.resendWait', { count: seconds }));
    else if (wasWaiting.current) setAnnouncement(t('otpInput.resendReady'));
    wasWaiting.current = waiting;
    // `seconds` is read when the wait starts; its ticks must not re-announce.
  }, [availableAt, waiting]);

  return (
    <>
      <button type="button" className="link-button resend-code" disabled={busy || waiting} data-testid={testId} data-wait={seconds} onClick={onResend}>
        {waiting ? t('otpInput.resendIn', { label, duration: formatSeconds(seconds, locale, 'short') }) : label}
      </button>
      <span className="visually-hidden" aria-live="polite" data-testid={`${testId}-status`}>
        {announcement}
      </span>
    </>
  );
}
